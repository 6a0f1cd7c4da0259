import ArgumentParser
import Foundation
import PlaceKit

/// `placesearch recent`: the places chosen in the interactive search.
struct RecentCommand: ParsableCommand {
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

  @Flag(name: .long, help: "Print JSON Lines instead of aligned text.")
  var json = false

  @Flag(name: .long, help: "Forget every recent place.")
  var clear = false

  @Option(
    name: .long, parsing: .unconditional, help: ArgumentHelp("At most this many places.", valueName: "N"),
    transform: { try ResultLimit.parse($0, in: 1...Int.max) })
  var limit: Int = RecentPlaces.capacity

  // Accepted like every command's; the entries keep the names they were chosen under.
  @OptionGroup var language: LanguageOption

  func run() throws {
    let repository = CompositionRoot.recentPlacesRepository()
    if clear {
      try repository.clear()
      return
    }
    let places = Array(try repository.load().prefix(limit))
    let output = OutputWriter()
    if json {
      for place in places { output.line(JSONOutput.recentPlace(place)) }
    } else {
      output.table(TextOutput.recentRows(places))
    }
    output.flush()
    if places.isEmpty { throw ExitCode(1) }
  }
}
