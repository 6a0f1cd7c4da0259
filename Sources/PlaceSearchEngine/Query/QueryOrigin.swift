import Foundation
import PlaceKit

/// The location results are ranked against, prepared for fast distances to places.
struct QueryOrigin {
  let location: Location
  private let x, y, z: Float

  init(_ location: Location) {
    self.location = location
    let lat = location.latitude * .pi / 180, lon = location.longitude * .pi / 180
    x = Float(cos(lat) * cos(lon))
    y = Float(cos(lat) * sin(lon))
    z = Float(sin(lat))
  }

  /// Great-circle distance to a place in kilometres, from the unit vectors (chord).
  @inline(__always)
  func distanceKm(to place: Int, in view: IndexView) -> Float {
    let dx = view.placeVector[3 * place] - x
    let dy = view.placeVector[3 * place + 1] - y
    let dz = view.placeVector[3 * place + 2] - z
    let chord = (dx * dx + dy * dy + dz * dz).squareRoot()
    if !chord.isFinite { view.damage.report() }
    return 2 * Float(Location.earthRadiusKm) * asin(min(1, chord / 2))
  }

  /// The non-empty grid cells within `radiusKm`, nearest first, with a lower bound of
  /// the distance from the origin to anything in the cell.
  func cells(within radiusKm: Double, in view: IndexView) -> [(cell: Int, minimumKm: Float)] {
    let latitudeSpan = radiusKm / 111.0
    let lowRow = max(0, Int((location.latitude - latitudeSpan + 90).rounded(.down)))
    let highRow = min(IndexFormat.gridRows - 1, Int((location.latitude + latitudeSpan + 90).rounded(.down)))
    var result: [(cell: Int, minimumKm: Float)] = []
    for row in lowRow...highRow {
      let rowSouth = Double(row) - 90, rowNorth = rowSouth + 1
      let nearestLatitude = min(max(location.latitude, rowSouth), rowNorth)
      // The widest point of the row decides how many columns the radius spans.
      let widest = max(cos(rowSouth * .pi / 180), cos(rowNorth * .pi / 180), 0.01)
      let columnSpan = radiusKm / (111.0 * widest)
      let columns: [Int]
      if columnSpan >= 180 {
        columns = Array(0..<IndexFormat.gridColumns)
      } else {
        let first = Int((location.longitude - columnSpan + 180).rounded(.down))
        let last = Int((location.longitude + columnSpan + 180).rounded(.down))
        columns = (first...last).map { (($0 % 360) + 360) % 360 }
      }
      for column in columns {
        let cell = row * IndexFormat.gridColumns + column
        let end = view.gridStart[cell + 1]
        if Int(end) > view.gridPlaces.count { view.damage.report() }
        guard view.gridStart[cell] < end else { continue }
        let west = Double(column) - 180, east = west + 1
        var delta = 0.0
        let lon = location.longitude
        if !(west...east).contains(lon) {
          let toWest = abs(((lon - west + 540).truncatingRemainder(dividingBy: 360)) - 180)
          let toEast = abs(((lon - east + 540).truncatingRemainder(dividingBy: 360)) - 180)
          delta = min(toWest, toEast)
        }
        let nearest = Location(latitude: nearestLatitude, longitude: lon + delta)
        // 2% slack keeps the bound below the true minimum for cells seen at an angle.
        let km = location.distanceKm(to: nearest) * 0.98
        if km <= radiusKm {
          result.append((cell, Float(km)))
        }
      }
    }
    result.sort { $0.minimumKm < $1.minimumKm }
    return result
  }
}
