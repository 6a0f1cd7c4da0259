import Foundation

/// Country outlines for small maps: Natural Earth's 1:110m admin-0 polygons, as
/// `Scripts/build-map.py` packs them (`countries-110m.bin`).
///
/// Coarse on purpose (about 10,600 points for the world): enough to tell a coast and a
/// border apart in a braille map a few dozen characters wide, small enough to load in
/// well under a millisecond.
public struct WorldOutlines: Sendable, Equatable {
  /// One closed ring of a country's outline, with its bounding box.
  public struct Ring: Sendable, Equatable {
    /// The points, longitude and latitude in degrees; the last joins the first.
    public let points: [(longitude: Double, latitude: Double)]
    /// The bounding box.
    public let minLongitude, minLatitude, maxLongitude, maxLatitude: Double

    init(points: [(longitude: Double, latitude: Double)]) {
      self.points = points
      minLongitude = points.map(\.longitude).min() ?? 0
      maxLongitude = points.map(\.longitude).max() ?? 0
      minLatitude = points.map(\.latitude).min() ?? 0
      maxLatitude = points.map(\.latitude).max() ?? 0
    }

    /// The same points in the same order.
    public static func == (lhs: Ring, rhs: Ring) -> Bool {
      lhs.points.count == rhs.points.count
        && zip(lhs.points, rhs.points).allSatisfy { $0.longitude == $1.longitude && $0.latitude == $1.latitude }
    }

    /// Whether `location` is inside (even-odd rule).
    public func contains(_ location: Location) -> Bool {
      guard (minLongitude...maxLongitude).contains(location.longitude),
        (minLatitude...maxLatitude).contains(location.latitude)
      else { return false }
      var inside = false
      var previous = points[points.count - 1]
      for point in points {
        if (point.latitude > location.latitude) != (previous.latitude > location.latitude) {
          let crossing =
            (previous.longitude - point.longitude) * (location.latitude - point.latitude)
            / (previous.latitude - point.latitude) + point.longitude
          if location.longitude < crossing { inside.toggle() }
        }
        previous = point
      }
      return inside
    }
  }

  /// Every ring of every country.
  public let rings: [Ring]

  /// Outlines read from the packed format; nil when `data` is not in it.
  public init?(data: [UInt8]) {
    var reader = Reader(bytes: data)
    guard reader.take(6) == Array("PSMAP1".utf8), let countries = reader.u16() else { return nil }
    var rings: [Ring] = []
    for _ in 0..<countries {
      guard reader.take(3) != nil, let ringCount = reader.u16() else { return nil }
      for _ in 0..<ringCount {
        guard let pointCount = reader.u16(), pointCount >= 3 else { return nil }
        var points: [(longitude: Double, latitude: Double)] = []
        points.reserveCapacity(Int(pointCount))
        for _ in 0..<pointCount {
          guard let longitude = reader.i16(), let latitude = reader.i16() else { return nil }
          points.append((Double(longitude) / 100, Double(latitude) / 100))
        }
        rings.append(Ring(points: points))
      }
    }
    guard reader.isAtEnd else { return nil }
    self.rings = rings
  }

  /// The ring containing `location` (its country, or the island of it), if any.
  public func ring(containing location: Location) -> Ring? {
    rings.first { $0.contains(location) }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> [UInt8]? {
      guard offset + count <= bytes.count else { return nil }
      defer { offset += count }
      return Array(bytes[offset..<offset + count])
    }

    mutating func u16() -> UInt16? {
      take(2).map { UInt16($0[0]) | UInt16($0[1]) << 8 }
    }

    mutating func i16() -> Int16? {
      u16().map { Int16(bitPattern: $0) }
    }
  }
}
