import PlaceKit
import Testing
@testable import PlaceSearchUI

/// The preview pane's braille map: dots, projection, viewport, the shipped outlines.
struct BrailleMapTests {
  private static let outlines = Sample.outlines

  @Test func eachDotOfACellIsItsOwnBrailleBit() {
    #expect(BrailleMap.bit(column: 0, row: 0) == 0x01)
    #expect(BrailleMap.bit(column: 0, row: 2) == 0x04)
    #expect(BrailleMap.bit(column: 1, row: 0) == 0x08)
    #expect(BrailleMap.bit(column: 1, row: 2) == 0x20)
    #expect(BrailleMap.bit(column: 0, row: 3) == 0x40)
    #expect(BrailleMap.bit(column: 1, row: 3) == 0x80)
  }

  @Test func knownCoordinatesLandOnTheirCell() throws {
    // 20 × 10 cells are 40 × 40 dots; 40° of latitude: one dot per degree at the equator.
    // The centre is the middle of cell (10, 5): dot (21, 22).
    let empty = try #require(WorldOutlines(data: Array("PSMAP1".utf8) + [0, 0]))
    let map = BrailleMap(
      outlines: empty, viewport: .init(centre: Location(latitude: 0, longitude: 0), latitudeSpan: 40),
      columns: 20, rows: 10,
      markers: [
        (Location(latitude: 10, longitude: 5), "@"),  // dot (26, 12): cell (13, 3)
        (Location(latitude: -17.5, longitude: -20), "+"),  // dot (1, 39.5): cell (0, 9)
        (Location(latitude: 30, longitude: 0), "x"),  // beyond the top: not drawn
      ])
    #expect(map.lines.count == 10)
    #expect(map.lines.allSatisfy { $0.count == 20 })
    #expect(Array(map.lines[3])[13] == "@")
    #expect(Array(map.lines[9])[0] == "+")
    #expect(!map.lines.joined().contains("x"))
  }

  @Test func aLineOfTheOutlineLightsTheDotsItCrosses() throws {
    // One square ring from (lon -10, lat -10) to (10, 10), on a 40 × 40-dot map of 40°.
    var bytes = Array("PSMAP1".utf8) + [1, 0] + Array("TST".utf8) + [1, 0, 4, 0]
    for (longitude, latitude) in [(-1000, -1000), (1000, -1000), (1000, 1000), (-1000, 1000)] as [(Int16, Int16)] {
      for value in [longitude, latitude] { bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
    }
    let square = try #require(WorldOutlines(data: bytes))
    #expect(square.ring(containing: Location(latitude: 0, longitude: 0)) != nil)
    #expect(square.ring(containing: Location(latitude: 0, longitude: 11)) == nil)
    let map = BrailleMap(
      outlines: square, viewport: .init(centre: Location(latitude: 0, longitude: 0), latitudeSpan: 40),
      columns: 20, rows: 10)
    // The top edge is latitude 10: dot row 12, the first dots (0x01, 0x08) of line 3's cells;
    // the left edge, longitude -10, is dot column 11, the right dots of column 5.
    let top = Array(map.lines[3])
    #expect(top[9] == "⠉", "\(map.lines.joined(separator: "\n"))")
    #expect(top[5] == "⢸")  // the corner: 0x08 of the top edge, 0x08 | 0x10 | 0x20 | 0x80 of the left one
    #expect(Array(map.lines[0]).allSatisfy { $0 == " " })
    #expect(Array(map.lines[5])[9] == " ")  // inside the square: no dots
  }

  @Test func theShippedOutlinesPutSeoulInKoreaAndDrawItsCoast() throws {
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    let korea = try #require(Self.outlines.ring(containing: seoul))
    #expect((124...131).contains(korea.minLongitude) && (33...39).contains(korea.minLatitude))
    let viewport = BrailleMap.viewport(for: seoul, here: nil, outlines: Self.outlines, columns: 30, rows: 12)
    #expect((5...12).contains(viewport.latitudeSpan))
    let map = BrailleMap(
      outlines: Self.outlines, viewport: viewport, columns: 30, rows: 12, markers: [(seoul, BrailleMap.placeMarker)])
    #expect(Array(map.lines[6])[15] == "@")
    let dots = map.lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    #expect(dots > 40, "\(map.lines.joined(separator: "\n"))")
  }

  /// "You" 0.0 km from the place (the index's 32-bit floats against a written
  /// location), or 55 m from it, fall in the place's cell, whatever the map's size: it
  /// shows `@` alone, never `+` beside it.
  @Test func aCurrentLocationInThePlacesCellShowsThePlaceAlone() {
    let seoul = Location(latitude: Double(Float(37.566)), longitude: Double(Float(126.9784)))
    for here in [Location(latitude: 37.566, longitude: 126.9784), Location(latitude: 37.5665, longitude: 126.978), seoul] {
      for (columns, rows) in [(46, 12), (62, 20), (40, 12), (63, 21), (30, 7)] {
        let map = BrailleMap(around: seoul, here: here, outlines: Self.outlines, columns: columns, rows: rows)
        let cells = map.lines.joined()
        #expect(cells.count { $0 == "@" } == 1 && !cells.contains("+"), "\(here) \(columns)x\(rows)")
      }
    }
  }

  /// A group's map holds every member: Springfields across the United States, and
  /// places on both sides of the antimeridian (Fiji) on a map centred there, not on a
  /// map of the whole world.
  @Test func aGroupsMapHoldsEveryMember() {
    let springfields = [(39.80, -89.64), (37.21, -93.29), (42.10, -72.59), (44.05, -123.02), (39.92, -83.81)]
      .map { Location(latitude: $0.0, longitude: $0.1) }
    let fiji = [(-17.80, 177.42), (-16.48, -179.96), (-18.14, 178.44)].map { Location(latitude: $0.0, longitude: $0.1) }
    for (members, widest) in [(springfields, 60.0), (fiji, 6.0)] {
      for (columns, rows) in [(46, 12), (62, 20), (46, 4), (60, 4), (31, 5)] {
        let viewport = BrailleMap.viewport(containing: members, columns: columns, rows: rows)
        #expect(viewport.latitudeSpan <= widest, "\(viewport)")
        let projection = BrailleMap.Projection(viewport: viewport, columns: columns, rows: rows)
        #expect(members.allSatisfy { projection.cell(of: $0) != nil }, "\(members) \(viewport)")
        let map = BrailleMap(members: members, here: nil, outlines: Self.outlines, columns: columns, rows: rows)
        #expect(map.lines.joined().count { $0 == BrailleMap.placeMarker } >= 2)
      }
    }
  }

  @Test func aNearbyCurrentLocationIsShownWithThePlace() {
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    let incheon = Location(latitude: 37.456, longitude: 126.705)
    let both = BrailleMap.viewport(for: seoul, here: incheon, outlines: Self.outlines, columns: 30, rows: 12)
    #expect(BrailleMap.spans.contains(both.latitudeSpan))
    let map = BrailleMap(
      outlines: Self.outlines, viewport: both, columns: 30, rows: 12,
      markers: [(incheon, BrailleMap.hereMarker), (seoul, BrailleMap.placeMarker)])
    #expect(map.lines.joined().contains("@") && map.lines.joined().contains("+"))
    // Far away (Paris): the place's own country instead.
    let far = BrailleMap.viewport(
      for: seoul, here: Location(latitude: 48.85, longitude: 2.35), outlines: Self.outlines, columns: 30, rows: 12)
    #expect(far.centre == seoul)
  }

  /// Near your own location the map zooms out until coasts and borders fill a share of
  /// it: around Seoul the peninsula's coast, around Paris France's borders, around
  /// Sydney the coast, never two strokes in empty space.
  @Test(arguments: [
    ("Seoul", Location(latitude: 37.566, longitude: 126.978)), ("Paris", Location(latitude: 48.853, longitude: 2.349)),
    ("Sydney", Location(latitude: -33.868, longitude: 151.207)),
  ])
  func aMapAroundYourOwnLocationShowsWhereItIs(name: String, here: Location) {
    // The preview's map at 120 columns: 46 wide, the rows below the card.
    for (columns, rows) in [(46, 12), (62, 20)] {
      let viewport = BrailleMap.viewport(for: here, here: here, outlines: Self.outlines, columns: columns, rows: rows)
      #expect(BrailleMap.spans.contains(viewport.latitudeSpan), "\(name)")
      let ink = BrailleMap.ink(Self.outlines, viewport, columns: columns, rows: rows)
      #expect(ink >= BrailleMap.minimumInk, "\(name) \(columns)x\(rows): \(ink) at \(viewport.latitudeSpan)°")
      let map = BrailleMap(around: here, here: here, outlines: Self.outlines, columns: columns, rows: rows)
      #expect(map.lines.joined().contains("@"), "\(name)")
    }
  }

  @Test func mapsAcrossTheAntimeridianAndAtOddSizesNeverFail() {
    let fiji = Location(latitude: -17.7, longitude: 179.9)
    for (columns, rows) in [(0, 0), (1, 1), (3, 40), (120, 2)] {
      let map = BrailleMap(
        outlines: Self.outlines, viewport: BrailleMap.viewport(for: fiji, here: nil, outlines: Self.outlines, columns: columns, rows: rows),
        columns: columns, rows: rows, markers: [(fiji, "@")])
      #expect(map.lines.count == rows)
      #expect(map.lines.allSatisfy { $0.count == columns })
    }
    let pole = BrailleMap(
      outlines: Self.outlines, viewport: .init(centre: Location(latitude: 89.9, longitude: 0), latitudeSpan: 60),
      columns: 20, rows: 8)
    #expect(pole.lines.count == 8)
  }
}
