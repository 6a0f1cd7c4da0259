import Foundation

/// A point on the Earth in WGS84 degrees.
public struct Location: Sendable, Hashable, Codable {
  /// Latitude in degrees, -90...90.
  public var latitude: Double
  /// Longitude in degrees, -180...180.
  public var longitude: Double

  /// Creates a location; callers validate ranges (see `Location.parse`).
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Whether the degrees name a point on the globe: latitude in -90...90, longitude in
  /// -180...180 (NaN in neither).
  public static func isOnGlobe(latitude: Double, longitude: Double) -> Bool {
    (-90...90).contains(latitude) && (-180...180).contains(longitude)
  }

  /// Rounded to five decimals (~1 m), as stored in files: the precision every output
  /// prints, so a stored place reads back exactly as it was shown (rounding twice, to
  /// six decimals and then to five, could move the last digit).
  public var rounded: Location {
    Location(latitude: (latitude * 1e5).rounded() / 1e5, longitude: (longitude * 1e5).rounded() / 1e5)
  }

  /// "35.10168,129.03004": five decimals (~1 m), as `recent` and `config` print them.
  public var text: String { String(format: "%.5f,%.5f", latitude, longitude) }

  /// Below this distance (50 m, what "0.0 km" shows) two locations have no bearing.
  public static let sameSpotKm = 0.05

  /// Mean Earth radius in kilometres (IUGG).
  public static let earthRadiusKm = 6371.0088

  /// Great-circle distance to `other` in kilometres (haversine).
  public func distanceKm(to other: Location) -> Double {
    let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
    let dφ = φ2 - φ1
    let dλ = (other.longitude - longitude) * .pi / 180
    let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
    return 2 * Location.earthRadiusKm * asin(min(1, sqrt(a)))
  }

  /// Distance to `other` in kilometres and the bearing towards it, with no bearing within
  /// `sameSpotKm`, where a direction means nothing (a place seen from itself would read
  /// "0.0 km N", or NE from rounding).
  public func distanceAndBearing(to other: Location) -> (km: Double, bearing: CompassPoint?) {
    let km = distanceKm(to: other)
    return (km, km < Location.sameSpotKm ? nil : bearing(to: other))
  }

  /// Initial bearing from this location towards `other`, as one of eight compass points.
  public func bearing(to other: Location) -> CompassPoint {
    let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
    let dλ = (other.longitude - longitude) * .pi / 180
    let y = sin(dλ) * cos(φ2)
    let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
    let degrees = atan2(y, x) * 180 / .pi
    return CompassPoint(degrees: degrees)
  }

  /// Parses "LAT,LON" (decimal degrees, optional spaces); nil when the text is not two
  /// numbers, throws when the numbers are out of range.
  public static func parse(_ text: String) throws(PlaceKitError) -> Location? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let lon = Double(parts[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    guard isOnGlobe(latitude: lat, longitude: lon) else {
      throw .invalidCoordinates(text)
    }
    return Location(latitude: lat, longitude: lon)
  }
}

/// One of the eight principal compass directions.
public enum CompassPoint: String, Sendable, Codable, CaseIterable {
  case north = "N", northEast = "NE", east = "E", southEast = "SE"
  case south = "S", southWest = "SW", west = "W", northWest = "NW"

  /// The compass point nearest to a bearing in degrees (0 = north, clockwise).
  public init(degrees: Double) {
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(
      dividingBy: 360)
    let index = Int((normalized + 22.5) / 45) % 8
    self = CompassPoint.allCases[index]
  }
}
