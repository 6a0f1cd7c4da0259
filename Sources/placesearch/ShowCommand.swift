import ArgumentParser
import Foundation
import PlaceKit
import PlaceSearchUI

/// `placesearch show ID|QUERY`: the details of one place, as the preview pane shows them.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show the details of one place: by id, or the best match of a query.",
    discussion: """
      An argument like geonames:1835848, kr-admin:1168000000 or photon:N123 is a
      place id; anything else is a query, and its best match is shown.
      Prints labelled lines: names in other scripts, the areas it is in, kind,
      coordinates, population, local time, distance from --near or
      PLACESEARCH_NEAR, source. --json prints one JSON object: the fields of
      search plus otherNames, hierarchy, localTime, utcOffset and links.
      --map adds a braille map of the place's surroundings.
      Exit status 1 when no place matches or the id is unknown.
      """
  )

  @OptionGroup var options: CommonOptions

  @Flag(name: .long, help: "Draw a map around the place after the text (braille dots).")
  var map = false

  @Argument(help: ArgumentHelp("A place id (geonames:1835848) or a place name, in any script.", valueName: "ID|QUERY"))
  var place: String

  /// Cells of the `--map` drawing.
  static let mapSize = (columns: 40, rows: 12)

  func validate() throws {
    if map && options.json { throw ValidationError("--map draws text; leave out --json.") }
    try QueryArgument.validate(place)
  }

  func run() async throws {
    let root = try CompositionRoot(options: options)
    let here = try await LocationResolver().given(flag: options.near, source: root.source)
    guard let details = try await details(root.source, near: here?.location) else {
      if ShowCommand.isPlaceID(place) {
        StandardStream.message(
          "No place has the id \"\(place)\"; ids look like geonames:1835848 (see `placesearch search --json`).")
      } else {
        await root.sayNothingMatches(searching: place, near: here?.location)
      }
      throw ExitCode(1)
    }
    let output = OutputWriter()
    let now = Date()
    if options.json {
      output.line(ShowCommand.json(details, now: now))
    } else {
      let card = PlaceCard(
        details: details, here: here?.location, hereLabel: here.map { $0.name ?? $0.label }, units: try root.units,
        strings: UIStrings(root.language), now: now)
      output.table(card.lines.map { [$0.label, $0.value] })
      if map {
        guard let outlines = CompositionRoot.outlines else { throw PlaceKitError.missingEmbeddedData }
        let drawing = BrailleMap(
          around: details.place.location, here: here?.location, outlines: outlines,
          columns: ShowCommand.mapSize.columns, rows: ShowCommand.mapSize.rows)
        output.line("")
        for line in drawing.lines { output.line(line) }
      }
    }
    try output.flush()
  }

  /// The details of the place named by the argument: by id, else of the query's best
  /// match (the first place of its first completion); nil when there is none.
  private func details(_ source: any PlaceSource, near location: Location?) async throws(PlaceKitError)
    -> PlaceDetails?
  {
    if ShowCommand.isPlaceID(place) { return try await source.details(of: place, near: location) }
    guard let match = try await source.bestMatch(of: place, near: location, limit: 1).place else { return nil }
    return try await source.details(of: match.id, near: location)
  }

  /// Whether `text` reads as a source-qualified id ("geonames:1835848", "kr-admin:…",
  /// "photon:N123"): lower-case letters and hyphens, a colon, then more without a space
  /// after the colon.
  static func isPlaceID(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let source = text[..<colon], rest = text[text.index(after: colon)...]
    return !source.isEmpty && source.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
      && !rest.isEmpty && rest.first?.isWhitespace == false
  }

  /// One JSON object: the place's fields as `search --json` prints them, `otherNames`,
  /// `hierarchy`, then `localTime` (ISO 8601 with the offset) and `utcOffset` at `now`
  /// (null for an unknown zone) and `links` (OpenStreetMap; GeoNames for its places).
  static func json(_ details: PlaceDetails, now: Date) -> String {
    let clock = ZoneClock(zone: details.place.timezone, at: now)
    var links = ["\"openStreetMap\":\(PlaceJSON.string(details.place.openStreetMapURL))"]
    if let geoNames = details.place.geoNamesURL { links.append("\"geoNames\":\(PlaceJSON.string(geoNames))") }
    return PlaceJSON.details(
      details,
      adding: [
        "\"localTime\":\(clock.map { PlaceJSON.string($0.iso8601) } ?? "null")",
        "\"utcOffset\":\(clock.map { PlaceJSON.string($0.utcOffset) } ?? "null")",
        "\"links\":{\(links.joined(separator: ","))}",
      ])
  }
}
