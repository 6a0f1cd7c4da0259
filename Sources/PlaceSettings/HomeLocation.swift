import Foundation
import PlaceKit

/// The user's home: a place found by name (`config set home Busan`) or coordinates
/// (`config set home 35.18,129.08`), resolved like `--near`. When set, it is the
/// "current location" unless `--near` or `PLACESEARCH_NEAR` says otherwise.
public struct HomeLocation: PreferenceValue, Hashable {
  /// The place's id when chosen by name; nil for bare coordinates.
  public var id: String?
  /// The place's name ("Busan") when chosen by name; nil for bare coordinates, and for a
  /// home stored before names were kept (the file is not rewritten to add it).
  public var name: String?
  /// For the UI header: the place's name and area in the display language it was set
  /// in ("Busan, South Korea", see `Place.label`), or the coordinates.
  public var label: String
  /// Latitude in degrees.
  public var latitude: Double
  /// Longitude in degrees.
  public var longitude: Double

  /// Home where `resolved` is (its coordinates rounded as files store them).
  public init(_ resolved: LocationResolver.Resolved) {
    id = resolved.placeID
    name = resolved.name
    label = resolved.label
    let location = resolved.location.rounded
    latitude = location.latitude
    longitude = location.longitude
  }

  /// Home as the location resolver takes it.
  public var resolved: LocationResolver.Resolved {
    LocationResolver.Resolved(
      location: Location(latitude: latitude, longitude: longitude), label: label, origin: .home, placeID: id,
      name: name)
  }

  /// "Busan, South Korea (35.10168,129.03004)", or just the coordinates.
  public var displayText: String {
    let coordinates = Location(latitude: latitude, longitude: longitude).text
    return id == nil ? coordinates : "\(label) (\(coordinates))"
  }

  /// A place name or coordinates.
  public static let acceptedValues = "a place name (e.g. Busan) or LAT,LON (e.g. 35.18,129.08)"

  /// What `locate` finds for `text` (coordinates as given, else the place the name
  /// names); nil for empty text or what is neither (a lone number).
  public static func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) throws(PlaceKitError) -> HomeLocation? {
    guard let wanted = wantedLocation(text), let resolved = try locate(wanted) else { return nil }
    return HomeLocation(resolved)
  }

  /// The text `parse` asks `locate` about (trimmed), nil when it asks nothing: a caller
  /// whose look-up is asynchronous resolves this first.
  public static func wantedLocation(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }
}
