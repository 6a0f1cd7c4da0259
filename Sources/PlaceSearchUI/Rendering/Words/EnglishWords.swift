import PlaceKit

/// The screen's words in English, the language of every display language without a
/// table of its own.
struct EnglishWords: UIWords {
  let prompt = "search> "
  func near(_ label: String) -> String { "near \(label)" }
  func byDefault(_ label: String) -> String { "\(label) (default)" }

  func source(_ source: AnswerSource) -> String {
    switch source {
    case .server: "server"
    case .embedded: "offline: embedded data"
    }
  }

  func position(_ index: Int, of total: String) -> String { "\(index) of \(total)" }
  let recentMode = "recent"
  let nearbyMode = "nearby"
  let completionsMode = "completions"
  let recentTitle = "Recent"
  let nearbyTitle = "Nearby"

  func hint(_ hint: KeyHint) -> String {
    switch hint {
    case .move: "move"
    case .choose: "choose"
    case .fill: "fill"
    case .back: "back"
    case .quit: "quit"
    case .interrupt: "quit"
    case .copy: "copy"
    case .open: "open"
    case .preview: "preview"
    }
  }

  func copied(coordinates: String) -> String { "copied \(coordinates)" }
  func copied(_ name: String, as format: String) -> String { "copied \(name) as \(format)" }
  func copyFailed(_ reason: String) -> String { "could not copy: \(reason)" }
  func opened(_ name: String, program: String) -> String { "opened \(name) on OpenStreetMap (\(program))" }
  func openFailed(program: String, status: Int32) -> String { "\(program) could not open the map (status \(status))" }
  let noBrowser = "no xdg-open or BROWSER here to open the map"
  func severalPlaces(_ count: String) -> String { "\(count) here: ⏎ lists them to pick one" }
  let notFound = "the place is no longer found"

  let searching = "searching…"
  let nothingNearby = "nothing nearby"
  let noMatches = "no matches"
  func leftOut(quoted: String) -> String { "no place matches every word · these match without \(quoted)" }

  func missingKinds(section: String) -> String {
    "Landmarks, stations and streets come with --data (GeoNames allCountries) or --server (Photon): "
      + "see \"\(section)\" in the README."
  }

  func previewNeedsColumns(_ columns: Int) -> String { "the preview needs \(columns) columns" }
  let terminalTooSmall = "terminal too small"
  func queryCut(at length: Int) -> String { "query cut at \(length) characters" }

  func label(_ field: PlaceCard.Field) -> String {
    switch field {
    case .name: "Name"
    case .otherNames: "Also"
    case .hierarchy: "In"
    case .kind: "Kind"
    case .capital: "Capital"
    case .coordinates: "Coordinates"
    case .degreesMinutesSeconds: ""
    case .population: "Population"
    case .timeZone: "Time zone"
    case .distance: "Distance"
    case .source: "Source"
    case .placeCount: "Places"
    case .spread: "Across"
    }
  }

  func areaLevel(_ level: Int) -> String? { nil }

  func direction(_ distance: String, way: String?, from label: String?) -> String {
    let spaced = way.map { " \($0)" } ?? ""
    guard let label else { return distance + spaced }
    return distance + spaced + (way == nil ? " from " : " of ") + label
  }

  func compass(_ point: CompassPoint) -> String { point.rawValue }
  func more(_ count: String) -> String { "+\(count) more" }
  func placeCount(_ count: Int, digits: String) -> String { "\(digits) \(count == 1 ? "place" : "places")" }

  func spread(countries: Int, areas: Int) -> String {
    "\(countries) \(countries == 1 ? "country" : "countries") · \(areas) \(areas == 1 ? "area" : "areas")"
  }
}
