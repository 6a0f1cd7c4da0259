import Foundation
import PlaceKit
import PlaceSettings

/// JSON Lines of the command line only (settings, recent places); places and
/// completions print as `PlaceJSON` writes them.
enum JSONOutput {
  /// A setting's value for `config list --json`: null when it has none, a home as an
  /// object (id and name are null for bare coordinates), anything else as its text.
  static func preference(_ value: (any PreferenceValue)?) -> String {
    switch value {
    case nil:
      return "null"
    case let home as HomeLocation:
      let fields =
        [
          "\"id\":\(home.id.map(PlaceJSON.string) ?? "null")",
          "\"name\":\(home.name.map(PlaceJSON.string) ?? "null")",
          "\"label\":\(PlaceJSON.string(home.label))",
        ] + PlaceJSON.coordinateFields(Location(latitude: home.latitude, longitude: home.longitude))
      return "{" + fields.joined(separator: ",") + "}"
    case let value?:
      return PlaceJSON.string(value.displayText)
    }
  }

  /// One recent place: id, name, subtitle, country, coordinates, and when it was chosen
  /// (ISO 8601, UTC).
  static func recentPlace(_ place: RecentPlace) -> String {
    let fields =
      [
        "\"id\":\(PlaceJSON.string(place.id))",
        "\"name\":\(PlaceJSON.string(place.name))",
        "\"subtitle\":\(PlaceJSON.string(place.subtitle))",
        "\"countryCode\":\(PlaceJSON.string(place.countryCode))",
      ] + PlaceJSON.coordinateFields(Location(latitude: place.latitude, longitude: place.longitude)) + [
        "\"chosenAt\":\(PlaceJSON.string(ISO8601DateFormatter().string(from: place.chosenAt)))"
      ]
    return "{" + fields.joined(separator: ",") + "}"
  }
}
