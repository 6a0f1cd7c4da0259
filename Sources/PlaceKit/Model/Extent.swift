/// The box a place covers (a country's): its west and east longitudes and south and
/// north latitudes. West is greater than east for a box across the antimeridian (Fiji,
/// Russia).
public struct Extent: Sendable, Hashable {
  public var west, south, east, north: Double

  /// A box of these sides; nil unless the latitudes are in order and every side is on
  /// the globe.
  public init?(west: Double, south: Double, east: Double, north: Double) {
    guard (-90...90).contains(south), (-90...90).contains(north), south <= north,
      (-180...180).contains(west), (-180...180).contains(east)
    else { return nil }
    (self.west, self.south, self.east, self.north) = (west, south, east, north)
  }

  /// Whether it crosses the antimeridian.
  public var crossesAntimeridian: Bool { west > east }

  /// Its sides in Photon's order: min longitude, max latitude, max longitude, min
  /// latitude (west, north, east, south).
  public var photonOrder: [Double] { [west, north, east, south] }

  /// The box Photon's `extent` (west, north, east, south) describes; nil for another
  /// count of numbers or a side off the globe.
  public init?(photonOrder values: [Double]) {
    guard values.count == 4 else { return nil }
    self.init(west: values[0], south: values[3], east: values[2], north: values[1])
  }
}
