/// The arrays of an index file, in file order. Places are numbered 0..<P; entries
/// (one per distinct search key of a place) are sorted by key bytes, so the entries of a
/// prefix are one contiguous range.
enum IndexSection: Int, CaseIterable {
  /// Float32 × 3 per place: unit vector on the sphere, for fast distances.
  case placeVector
  /// Float32 × 2 per place: latitude, longitude.
  case placeLatLon
  /// Float32 per place: ln(population), or a level-based stand-in for areas.
  case placeImportance
  /// UInt32 per place.
  case placePopulation
  /// UInt32 string references per place: its primary name and id.
  case placeName, placeID
  /// UInt32 string references, `DisplayLanguage.allCases.count` per place: its name in
  /// each display language (`DisplayNames`).
  case placeDisplayName
  /// UInt32 per place: its area (the numbers of `areaSubtitle` and `areaAdmin1`).
  case placeArea
  /// UInt8 per place: `PlaceKind.code`.
  case placeKind
  /// UInt8 per place: the levels of area it is, its own and merged ones
  /// (`PlaceRecord.areaLevels`), for telling which areas surround a location.
  case placeAreaLevels
  /// UInt32 string references, `DisplayLanguage.allCases.count` per area: where places
  /// of the area are ("Seoul, South Korea") and its first-level area's name.
  case areaSubtitle, areaAdmin1
  /// UInt16 per place: two ASCII letters.
  case placeCountry
  /// UInt16 per place: index into `timezones`.
  case placeTimezone
  /// UInt32 per place: its title group (same normalized primary name), or `noGroup`.
  case placeGroup
  /// UInt32, P + 1 offsets into `placeKeys`; `placeKeys` holds entry positions.
  case placeKeyStart, placeKeys
  /// Per entry: key offset (UInt32) and length (UInt16) in `keyBlob`, kind (UInt8),
  /// place (UInt32) and the display name it came from (UInt32 string reference).
  case entryKeyOffset, entryKeyLength, entryKind, entryPlace, entryName
  /// UInt8: key bytes.
  case keyBlob
  /// UInt8: strings, each a UInt16 length then UTF-8 bytes.
  case strings
  /// UInt32 string references: the time zone names.
  case timezones
  /// UInt64 (lo << 32 | hi), sorted: entry ranges of prefixes too large to scan, and
  /// for each (UInt32 offsets, N + 1) its best entries by static score.
  case nodeRange, nodeListStart, nodeLists
  /// UInt32, G + 1 offsets into `groupMembers` (place numbers, most important first).
  case groupStart, groupMembers
  /// UInt32, 180 × 360 + 1 offsets into `gridPlaces` (1° cells, most important first).
  case gridStart, gridPlaces
  /// UInt32: place numbers sorted by id string.
  case idOrder
  /// UInt32 pairs: lines of the places file skipped, per `SkippedLines.Reason` (count,
  /// first line), so every run can warn about them, not only the one that built.
  case skippedLines
  /// UInt8 per place: 1 for a section of a bigger place named at the start of its name
  /// ("Paris 15 Vaugirard"), demoted in recommendations (`CitySections`).
  case placeSection
  /// UInt32 string references sorted by string, and UInt32 place numbers: ids of records
  /// merged into a place (`PlaceConflator`), which resolve to it.
  case aliasID, aliasPlace
  /// UInt32 × 1: how many records the build merged into others.
  case mergedPlaces
  /// Per (key, area) pair of `AreaQualifierTable`, sorted by key: key offset (UInt32) and
  /// length (UInt16) in `qualifierKeyBlob` (UInt8), area number (UInt32).
  case qualifierKeyOffset, qualifierKeyLength, qualifierArea, qualifierKeyBlob
  /// UInt32 string references, `IndexFormat.hierarchyDepth` per area and language: the
  /// areas a place of the area is in, smallest first, up to the country (what its
  /// subtitle joins), the empty string in unused slots.
  case areaHierarchy
  /// UInt32 string reference per place: its GeoNames feature ("S.TOWR", `GeoNamesFeature`),
  /// the empty string when the data gives none.
  case placeFeature
}

/// Constants shared by the index writer and reader.
enum IndexFormat {
  static let magic: [UInt8] = Array("PLSIDX\0\0".utf8)
  /// Bump whenever the layout or the key normalization changes: old caches are rebuilt.
  static let version: UInt32 = 9
  static let headerSize = 40
  static var tableSize: Int { IndexSection.allCases.count * 16 }
  static let noGroup = UInt32.max
  /// Most parts of an area's hierarchy: a parent, the first-level area, the country.
  static let hierarchyDepth = 3
  static let gridRows = 180
  static let gridColumns = 360
  /// Prefix ranges larger than this use precomputed best entries instead of a scan.
  static let scanLimit = 2048
  /// Best entries kept per large prefix range.
  static let nodeListSize = 256

  static func gridCell(latitude: Double, longitude: Double) -> Int {
    let row = min(gridRows - 1, max(0, Int((latitude + 90).rounded(.down))))
    var column = Int((longitude + 180).rounded(.down)) % gridColumns
    if column < 0 { column += gridColumns }
    return row * gridColumns + column
  }
}
