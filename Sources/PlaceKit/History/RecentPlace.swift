import Foundation

/// A place the user chose, as remembered: enough to show it without the engine (name,
/// area, country, coordinates) and the id to look it up again, plus when it was chosen.
public struct RecentPlace: Sendable, Hashable, Codable {
  /// The place's source-qualified id, e.g. `geonames:1838524`.
  public var id: String
  /// Its name as shown when it was chosen (`named(like:)` gives the current one).
  public var name: String
  /// Where it is, e.g. "Gyeonggi-do, South Korea", as shown when it was chosen.
  public var subtitle: String
  /// ISO 3166-1 alpha-2 country code.
  public var countryCode: String
  /// Latitude in degrees.
  public var latitude: Double
  /// Longitude in degrees.
  public var longitude: Double
  /// When it was chosen, to the whole second.
  public var chosenAt: Date

  /// Remembers `place`, chosen at `date`.
  public init(_ place: Place, chosenAt date: Date = Date()) {
    id = place.id
    name = place.name
    subtitle = place.subtitle
    countryCode = place.countryCode
    let location = place.location.rounded
    latitude = location.latitude
    longitude = location.longitude
    // Whole seconds: what the file stores, so a value survives a round trip unchanged.
    chosenAt = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }

  /// This entry as `place`, the same place in the current data and display language,
  /// names it: the stored names are only what was shown when it was chosen, and an id
  /// since merged into another place (`kr-admin:1100000000`) becomes that place's.
  public func named(like place: Place) -> RecentPlace {
    var copy = self
    copy.id = place.id
    copy.name = place.name
    copy.subtitle = place.subtitle
    return copy
  }

  /// Whether a server gave this place (`photon:…`): no embedded dataset knows it, so it
  /// shows from the stored fields when the source cannot look it up.
  public var isFromServer: Bool { id.hasPrefix("photon:") }

  /// The place as stored: name, area, country and coordinates (no population, time zone
  /// or kind, which were not kept).
  public var storedPlace: Place {
    Place(
      id: id, name: name, subtitle: subtitle, location: Location(latitude: latitude, longitude: longitude),
      countryCode: countryCode, admin1: "", population: 0, timezone: "")
  }
}
