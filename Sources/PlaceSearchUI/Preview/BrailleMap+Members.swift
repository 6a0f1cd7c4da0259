import Foundation
import PlaceKit

extension BrailleMap {
  /// Most members of a group the preview asks for and marks: as many as one look-up by
  /// ids names.
  public static let maximumMembers = PlaceLookupLimits.ids

  /// The map of a group's places (a row such as "Springfield · 24 places"): `columns` ×
  /// `rows` cells over the viewport holding every member (`viewport(containing:)`), each
  /// marked `placeMarker`, and `here`, when inside and in a cell of its own,
  /// `hereMarker`.
  public init(members: [Location], here: Location?, outlines: WorldOutlines, columns: Int, rows: Int) {
    self.init(
      outlines: outlines, viewport: BrailleMap.viewport(containing: members, columns: columns, rows: rows),
      columns: columns, rows: rows,
      markers: (here.map { [($0, BrailleMap.hereMarker)] } ?? []) + members.map { ($0, BrailleMap.placeMarker) })
  }

  /// The viewport holding every one of `members` on a map of `columns` × `rows` cells,
  /// with a margin: centred on the middle of their box, across the antimeridian when
  /// that box is narrower (Fiji's places), at least 2° of latitude tall and at most 170°.
  public static func viewport(containing members: [Location], columns: Int, rows: Int) -> Viewport {
    guard let first = members.first else {
      return Viewport(centre: Location(latitude: 0, longitude: 0), latitudeSpan: 170)
    }
    let latitudes = members.map(\.latitude)
    let (south, north) = (latitudes.min() ?? first.latitude, latitudes.max() ?? first.latitude)
    // The longitudes' narrowest arc: the circle without its widest gap between members.
    let longitudes = members.map { Projection.wrapped($0.longitude) }.sorted()
    var (west, gap) = (longitudes[0], 360 - (longitudes[longitudes.count - 1] - longitudes[0]))
    for (left, right) in zip(longitudes, longitudes.dropFirst()) where right - left > gap {
      (west, gap) = (right, right - left)
    }
    let arc = 360 - gap
    let centre = Location(latitude: (south + north) / 2, longitude: Projection.wrapped(west + arc / 2))
    let scale = max(cos(centre.latitude * .pi / 180), 0.05)
    // The centre sits in the middle of a cell, a little off the map's middle: half the
    // box must fit on the nearer side of each axis, in dots.
    let frame = Projection(viewport: Viewport(centre: centre, latitudeSpan: 1), columns: max(1, columns), rows: max(1, rows))
    let roomY = min(frame.centreY, frame.height - frame.centreY)
    let roomX = min(frame.centreX, frame.width - frame.centreX)
    let span = 1.25 * max((north - south) / 2 * frame.height / roomY, arc / 2 * scale * frame.height / roomX)
    return Viewport(centre: centre, latitudeSpan: min(170, max(2, span)))
  }
}
