import Foundation

/// The user's home: a place found by name (`config set home Busan`) or coordinates
/// (`config set home 35.18,129.08`). When set, it is the "current location" unless
/// `--near` or `PLACESEARCH_NEAR` says otherwise.
public struct HomeLocation: PreferenceValue, Hashable {
  /// The place's id when chosen by name; nil for bare coordinates.
  public var id: String?
  /// The place's name, or the coordinates as text.
  public var name: String
  /// For the UI header: "Busan, KR".
  public var label: String
  /// Latitude in degrees.
  public var latitude: Double
  /// Longitude in degrees.
  public var longitude: Double

  /// Home at `place`.
  public init(place: Place) {
    id = place.id
    name = place.name
    label = place.countryCode.isEmpty ? place.name : "\(place.name), \(place.countryCode)"
    // Six decimals (~0.1 m): the index stores single precision, so more is noise.
    latitude = (place.location.latitude * 1e6).rounded() / 1e6
    longitude = (place.location.longitude * 1e6).rounded() / 1e6
  }

  /// Home at bare coordinates.
  public init(coordinates: Location) {
    id = nil
    name = String(format: "%.5f,%.5f", coordinates.latitude, coordinates.longitude)
    label = String(format: "%.4f, %.4f", coordinates.latitude, coordinates.longitude)
    latitude = coordinates.latitude
    longitude = coordinates.longitude
  }

  /// Its coordinates.
  public var location: Location { Location(latitude: latitude, longitude: longitude) }

  /// "Busan, KR (35.10168,129.04028)", or just the coordinates.
  public var displayText: String {
    let coordinates = String(format: "%.5f,%.5f", latitude, longitude)
    return id == nil ? coordinates : "\(label) (\(coordinates))"
  }

  /// A place name or coordinates.
  public static let acceptedValues = "a place name (e.g. Busan) or LAT,LON (e.g. 35.18,129.08)"

  /// Coordinates as given, else the best place matching the name.
  public static func parse(_ text: String, lookUp: (String) -> Place?) -> HomeLocation? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    do {
      if let coordinates = try Location.parse(trimmed) { return HomeLocation(coordinates: coordinates) }
    } catch {
      return nil  // two numbers out of range: not a name either
    }
    return lookUp(trimmed).map(HomeLocation.init(place:))
  }
}
