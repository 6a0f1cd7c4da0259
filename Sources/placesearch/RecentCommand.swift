import ArgumentParser
import Foundation
import PlaceKit

/// `placesearch recent`: the places chosen in the interactive search.
struct RecentCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recent",
    abstract: "List the places you chose, most recent first (or --clear them).",
    discussion: """
      Places chosen in the interactive search (also with --select-1), at most 50,
      kept in $XDG_STATE_HOME/placesearch/recent.json
      (default ~/.local/state/placesearch/recent.json).
      --no-history or PLACESEARCH_NO_HISTORY=1 records nothing.
      Exit status: 0 listed or cleared, 1 no recent places, 2 error.
      """
  )

  @Flag(name: .long, help: CommonOptions.jsonHelp)
  var json = false

  @Flag(name: .long, help: "Forget every recent place.")
  var clear = false

  @Option(
    name: .long, parsing: .unconditional, help: ArgumentHelp("At most this many places.", valueName: "N"),
    transform: { try ResultLimit.parse($0, in: 1...Int.max) })
  var limit: Int = RecentPlaces.capacity

  @OptionGroup var language: LanguageOption

  @OptionGroup var serverOptions: ServerOptions

  func run() async throws {
    let repository = CompositionRoot.recentPlacesRepository()
    if clear {
      try repository.clear()
      return
    }
    let places = await named(Array(try repository.load().prefix(limit)))
    let output = OutputWriter()
    if json {
      for place in places { output.line(JSONOutput.recentPlace(place)) }
    } else {
      output.table(TextOutput.recentRows(places))
    }
    try output.flush()
    if places.isEmpty { throw ExitCode(1) }
  }

  /// `places` named in the display language, looked up by id in the source every command
  /// asks (a server when one is set, else the embedded data). The list works without
  /// it: entries the source does not know (chosen with `--data`), or all of them when
  /// the source or the settings cannot be read, keep their stored names.
  private func named(_ places: [RecentPlace]) async -> [RecentPlace] {
    guard !places.isEmpty,
      let source = try? CompositionRoot(
        language: language, data: .embedded, serverOptions: serverOptions, loadsFirst: false
      ).source
    else { return places }
    // One look-up per entry: an id merged into another place resolves to that place,
    // which is then listed once, where it was chosen last.
    var seen = Set<String>()
    var named: [RecentPlace] = []
    for entry in places {
      let found = try? await source.places(ids: [entry.id], near: nil).first
      named.append(found.flatMap { $0 }.map { entry.named(like: $0) } ?? entry)
    }
    return named.filter { seen.insert($0.id).inserted }
  }
}
