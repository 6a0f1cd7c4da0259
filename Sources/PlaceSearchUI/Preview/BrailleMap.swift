import Foundation
import PlaceKit

/// A small map drawn in braille dots (U+2800–U+28FF): coasts and borders around a
/// place, the place marked `@`, the current location `+` when it falls inside and in
/// another cell (a cell both fall in shows `@` only).
///
/// Each character cell holds 2 × 4 dots; a terminal cell is about twice as tall as it is
/// wide, so a dot is about square. The projection is equirectangular around the centre,
/// longitudes scaled by the cosine of its latitude so shapes keep their proportions.
public struct BrailleMap: Sendable, Equatable {
  /// What the map shows: its centre and how many degrees of latitude it spans.
  public struct Viewport: Sendable, Equatable {
    /// The centre.
    public var centre: Location
    /// Degrees of latitude from the top row to the bottom one.
    public var latitudeSpan: Double

    /// A viewport around `centre`, `latitudeSpan` degrees tall.
    public init(centre: Location, latitudeSpan: Double) {
      self.centre = centre
      self.latitudeSpan = latitudeSpan
    }
  }

  /// The marker of the place shown, and of the current location.
  public static let placeMarker: Character = "@"
  public static let hereMarker: Character = "+"

  /// The rows of the map, `columns` characters each.
  public let lines: [String]

  /// A map of `columns` × `rows` cells over `viewport`, with `markers` drawn on top
  /// (later ones over earlier ones); a marker outside the map is left out.
  public init(
    outlines: WorldOutlines, viewport: Viewport, columns: Int, rows: Int,
    markers: [(location: Location, marker: Character)] = []
  ) {
    let projection = Projection(viewport: viewport, columns: columns, rows: rows)
    let dots = BrailleMap.dots(outlines, projection, columns: columns, rows: rows)
    var cells = dots.map { $0 == 0 ? Character(" ") : Character(Unicode.Scalar(0x2800 + UInt32($0))!) }
    for (location, marker) in markers {
      if let cell = projection.cell(of: location) { cells[cell.row * columns + cell.column] = marker }
    }
    lines = (0..<max(0, rows)).map { String(cells[$0 * columns..<($0 + 1) * columns]) }
  }

  /// The dots of each cell (a braille pattern's bits) for the coasts and borders of
  /// `outlines` as `projection` puts them on `columns` × `rows` cells.
  private static func dots(_ outlines: WorldOutlines, _ projection: Projection, columns: Int, rows: Int) -> [UInt8] {
    var dots = [UInt8](repeating: 0, count: max(0, columns * rows))
    func set(_ x: Int, _ y: Int) {
      guard x >= 0, y >= 0, x < 2 * columns, y < 4 * rows else { return }
      dots[(y / 4) * columns + x / 2] |= BrailleMap.bit(column: x % 2, row: y % 4)
    }
    let bounds = projection.bounds
    for ring in outlines.rings where ring.intersects(bounds) {
      var previous = ring.points[ring.points.count - 1]
      for point in ring.points {
        defer { previous = point }
        // A segment across the antimeridian is no edge on this map.
        guard abs(point.longitude - previous.longitude) < 180 else { continue }
        let from = projection.dot(previous.longitude, previous.latitude)
        let to = projection.dot(point.longitude, point.latitude)
        let steps = Int(max(abs(to.x - from.x), abs(to.y - from.y)).rounded(.up))
        guard steps < 4 * (columns + rows) * 4 else { continue }  // far outside: not drawn
        for step in 0...max(steps, 0) {
          let t = steps == 0 ? 0 : Double(step) / Double(steps)
          set(Int((from.x + (to.x - from.x) * t).rounded(.down)), Int((from.y + (to.y - from.y) * t).rounded(.down)))
        }
      }
    }
    return dots
  }

  /// The share of the cells of a `columns` × `rows` map over `viewport` that coasts and
  /// borders touch.
  static func ink(_ outlines: WorldOutlines, _ viewport: Viewport, columns: Int, rows: Int) -> Double {
    let dots = BrailleMap.dots(outlines, Projection(viewport: viewport, columns: columns, rows: rows), columns: columns, rows: rows)
    return dots.isEmpty ? 0 : Double(dots.count { $0 != 0 }) / Double(dots.count)
  }

  /// The map of a place as the preview and `show --map` draw it: `columns` × `rows`
  /// cells over the viewport for `place` and `here` (see `viewport`), the place marked
  /// `placeMarker` and `here`, when given and inside, `hereMarker`.
  public init(around place: Location, here: Location?, outlines: WorldOutlines, columns: Int, rows: Int) {
    self.init(
      outlines: outlines,
      viewport: BrailleMap.viewport(for: place, here: here, outlines: outlines, columns: columns, rows: rows),
      columns: columns, rows: rows,
      markers: (here.map { [($0, BrailleMap.hereMarker)] } ?? []) + [(place, BrailleMap.placeMarker)])
  }

  /// The heights (degrees of latitude) a map of a place near the current location may
  /// span, smallest first: about 110 km to the size of a subcontinent.
  public static let spans: [Double] = [1, 2, 4, 8, 16, 32, 60]

  /// The least share of a map's cells that coasts and borders touch for the map to tell
  /// where it is (a few strokes in empty space do not).
  public static let minimumInk = 0.08

  /// The viewport for `place` on a map of `columns` × `rows` cells: with `here` within
  /// `closeKm`, centred between both, the smallest of `spans` that shows both and where
  /// coasts and borders touch `minimumInk` of the cells (else the largest); otherwise the
  /// outline of the country (or island) the place is in, else a region `regionSpan`
  /// degrees tall.
  public static func viewport(
    for place: Location, here: Location?, outlines: WorldOutlines, columns: Int, rows: Int,
    closeKm: Double = 1_000, regionSpan: Double = 12
  ) -> Viewport {
    if let here, place.distanceKm(to: here) <= closeKm {
      let centre = Location(
        latitude: (place.latitude + here.latitude) / 2,
        longitude: place.longitude + Projection.wrapped(here.longitude - place.longitude) / 2)
      let latitudes = abs(place.latitude - here.latitude)
      let longitudes = abs(Projection.wrapped(here.longitude - place.longitude)) * cos(centre.latitude * .pi / 180)
      let both = 1.6 * max(latitudes, longitudes)
      let fitting = spans.filter { $0 >= both }
      let span =
        fitting.first { ink(outlines, Viewport(centre: centre, latitudeSpan: $0), columns: columns, rows: rows) >= minimumInk }
        ?? fitting.last ?? both
      return Viewport(centre: centre, latitudeSpan: span)
    }
    guard let ring = outlines.ring(containing: place) else {
      return Viewport(centre: place, latitudeSpan: regionSpan)
    }
    // Centred on the place, wide enough for its country in every direction, within reason.
    let reach = max(
      place.latitude - ring.minLatitude, ring.maxLatitude - place.latitude,
      (place.longitude - ring.minLongitude) * cos(place.latitude * .pi / 180),
      (ring.maxLongitude - place.longitude) * cos(place.latitude * .pi / 180))
    return Viewport(centre: place, latitudeSpan: min(60, max(2, 2.2 * reach)))
  }

  /// The braille bit of the dot at `column` (0–1), `row` (0–3) of a cell.
  static func bit(column: Int, row: Int) -> UInt8 {
    row == 3 ? (column == 0 ? 0x40 : 0x80) : UInt8(1) << (row + 3 * column)
  }

  /// Where the viewport puts points, in dots (2 per column, 4 per row). The centre falls
  /// in the middle of the middle cell, never on a corner between cells: two points a few
  /// metres apart there (a place and "you" 0.0 km from it) share a cell.
  struct Projection {
    let centre: Location
    let dotsPerDegreeOfLatitude: Double
    let longitudeScale: Double
    let width: Double
    let height: Double
    /// Where the centre falls, in dots from the top left corner.
    let centreX: Double
    let centreY: Double

    init(viewport: Viewport, columns: Int, rows: Int) {
      centre = viewport.centre
      width = Double(2 * columns)
      height = Double(4 * rows)
      centreX = Double(2 * (columns / 2) + 1)
      centreY = Double(4 * (rows / 2) + 2)
      dotsPerDegreeOfLatitude = height / max(viewport.latitudeSpan, 1e-6)
      longitudeScale = max(cos(centre.latitude * .pi / 180), 0.05)
    }

    /// `degrees` brought into -180..<180.
    static func wrapped(_ degrees: Double) -> Double {
      let turned = (degrees + 180).truncatingRemainder(dividingBy: 360)
      return (turned < 0 ? turned + 360 : turned) - 180
    }

    func dot(_ longitude: Double, _ latitude: Double) -> (x: Double, y: Double) {
      let x = Projection.wrapped(longitude - centre.longitude) * longitudeScale * dotsPerDegreeOfLatitude
      let y = (centre.latitude - latitude) * dotsPerDegreeOfLatitude
      return (centreX + x, centreY + y)
    }

    /// The character cell that holds a location, nil outside the map: every marker's
    /// cell, the place's and the current location's alike.
    func cell(of location: Location) -> (column: Int, row: Int)? {
      let dot = dot(location.longitude, location.latitude)
      guard dot.x >= 0, dot.y >= 0, dot.x < width, dot.y < height else { return nil }
      return (Int(dot.x) / 2, Int(dot.y) / 4)
    }

    /// The latitudes and longitudes the map covers (longitudes may pass ±180).
    var bounds: (minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
      let degreesPerDotOfLongitude = 1 / dotsPerDegreeOfLatitude / longitudeScale
      return (
        centre.latitude - (height - centreY) / dotsPerDegreeOfLatitude, centre.latitude + centreY / dotsPerDegreeOfLatitude,
        centre.longitude - centreX * degreesPerDotOfLongitude, centre.longitude + (width - centreX) * degreesPerDotOfLongitude
      )
    }
  }
}

extension WorldOutlines.Ring {
  /// Whether the ring's box meets `bounds`, also across the antimeridian.
  fileprivate func intersects(
    _ bounds: (minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double)
  ) -> Bool {
    guard maxLatitude >= bounds.minLatitude, minLatitude <= bounds.maxLatitude else { return false }
    if bounds.maxLongitude - bounds.minLongitude >= 360 { return true }
    return [-360.0, 0, 360].contains { shift in
      maxLongitude + shift >= bounds.minLongitude && minLongitude + shift <= bounds.maxLongitude
    }
  }
}
