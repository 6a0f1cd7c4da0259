/// How the interactive search prints the chosen place (`--format`, or the
/// `format` preference).
public enum OutputFormat: String, Sendable, CaseIterable {
  /// `Name, Admin, Country<TAB>lat,lon`.
  case text
  /// The object `search --json` prints.
  case json
  /// A GeoJSON Feature with a Point geometry and the place's fields as properties.
  case geojson
  /// `lat,lon`.
  case latlon
}

extension OutputFormat {
  /// The format's name in a sentence: "text", "JSON", "GeoJSON", "lat,lon".
  public var title: String {
    switch self {
    case .text: "text"
    case .json: "JSON"
    case .geojson: "GeoJSON"
    case .latlon: "lat,lon"
    }
  }
}
