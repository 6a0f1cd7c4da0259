import PlaceKit
/// The arrays of an index file, numbered as its section table lists them; each one's
/// element type is declared once, by its `IndexColumn`. Places are numbered 0..<P;
/// entries (one per distinct search key of a place) are sorted by key bytes, so the
/// entries of a prefix are one contiguous range.
enum IndexSection: Int, CaseIterable {
  /// Three per place: its unit vector on the sphere, for fast distances.
  case placeVector
  /// Two per place: latitude, longitude.
  case placeLatLon
  /// Per place: ln(population), or a level-based stand-in for areas.
  case placeImportance
  /// Per place.
  case placePopulation
  /// String references per place: its primary name and id.
  case placeName, placeID
  /// String references, `DisplayLanguage.allCases.count` per place: its name in
  /// each display language (`DisplayNames`).
  case placeDisplayName
  /// Per place: its area (the numbers of `areaSubtitle` and `areaAdmin1`).
  case placeArea
  /// Per place: `PlaceKind.code`.
  case placeKind
  /// Per place: the levels of area it is, its own and merged ones
  /// (`PlaceRecord.areaLevels`), for telling which areas surround a location.
  case placeAreaLevels
  /// String references, `DisplayLanguage.allCases.count` per area: where places
  /// of the area are ("Seoul, South Korea") and its first-level area's name.
  case areaSubtitle, areaAdmin1
  /// Per place: two ASCII letters.
  case placeCountry
  /// Per place: index into `timezones`.
  case placeTimezone
  /// Per place: its title group (same normalized primary name), or `noGroup`.
  case placeGroup
  /// P + 1 offsets into `placeKeys`, one per slot of `gridPlaces` and the end;
  /// `placeKeys` holds entry positions, each place's list where its slot is, so that a
  /// walk of nearby places reads them in order (`IndexView.keySlots`).
  case gridKeyStart, placeKeys
  /// Per entry: key offset and length in `keyBlob`, kind, place and the display name
  /// it came from (a string reference).
  case entryKeyOffset, entryKeyLength, entryKind, entryPlace, entryName
  /// Key bytes.
  case keyBlob
  /// Strings, each a UInt16 length then UTF-8 bytes.
  case strings
  /// String references: the time zone names.
  case timezones
  /// Entry ranges (lo << 32 | hi), sorted, of prefixes too large to scan, and for each
  /// (offsets, N + 1) its best entries by static score.
  case nodeRange, nodeListStart, nodeLists
  /// G + 1 offsets into `groupMembers` (place numbers, most important first).
  case groupStart, groupMembers
  /// 180 × 360 + 1 offsets into `gridPlaces` (1° cells, most important first).
  case gridStart, gridPlaces
  /// Place numbers sorted by `IndexFormat.idHash` of their ids.
  case idOrder
  /// Pairs: lines of the places file skipped, per `SkippedLines.Reason` (count,
  /// first line), so every run can warn about them, not only the one that built.
  case skippedLines
  /// Per place: 1 for a section of a bigger place named at the start of its name
  /// ("Paris 15 Vaugirard"), demoted in recommendations (`CitySections`).
  case placeSection
  /// String references sorted by `IndexFormat.idHash`, and place numbers: ids of records
  /// merged into a place (`PlaceConflator`), which resolve to it.
  case aliasID, aliasPlace
  /// One: how many records the build merged into others.
  case mergedPlaces
  /// Per (key, area) pair of `AreaQualifierTable`, sorted by key: key offset and length
  /// in `qualifierKeyBlob` (key bytes), area number.
  case qualifierKeyOffset, qualifierKeyLength, qualifierArea, qualifierKeyBlob
  /// String references, `IndexFormat.hierarchyDepth` per area and language: the
  /// areas a place of the area is in, smallest first, up to the country (what its
  /// subtitle joins), the empty string in unused slots.
  case areaHierarchy
  /// A string reference per place: its GeoNames feature ("S.TOWR", `GeoNamesFeature`),
  /// the empty string when the data gives none.
  case placeFeature
  /// The places that have an extent (a country's box), sorted, and four per such place:
  /// west, south, east, north (`Extent`).
  case extentPlace, extentBox
  /// Per slot of `gridPlaces`: its place's importance and area, read in order by the
  /// walks of nearby places.
  case gridImportance, gridArea
  /// Per place: its slot in `gridPlaces`.
  case placeGridSlot
}

/// An array of the index file: its section (where the file's table lists it) and the
/// type of its elements. Each one is declared once, below, and that declaration drives
/// the rest: the writer takes arrays of exactly that type (`IndexWriter.put`), the file's
/// table records the element size, and the reader hands out `Column`s of that type
/// after checking the recorded size (`IndexView`).
struct IndexColumn<Element: BitwiseCopyable> {
  let section: IndexSection

  fileprivate init(_ section: IndexSection) { self.section = section }
}

extension IndexColumn where Element == Float {
  static var placeVector: Self { Self(.placeVector) }
  static var placeLatLon: Self { Self(.placeLatLon) }
  static var placeImportance: Self { Self(.placeImportance) }
  static var gridImportance: Self { Self(.gridImportance) }
}

extension IndexColumn where Element == Double {
  static var extentBox: Self { Self(.extentBox) }
}

extension IndexColumn where Element == UInt64 {
  static var nodeRange: Self { Self(.nodeRange) }
}

extension IndexColumn where Element == UInt32 {
  static var placePopulation: Self { Self(.placePopulation) }
  static var placeName: Self { Self(.placeName) }
  static var placeID: Self { Self(.placeID) }
  static var placeDisplayName: Self { Self(.placeDisplayName) }
  static var placeArea: Self { Self(.placeArea) }
  static var areaSubtitle: Self { Self(.areaSubtitle) }
  static var areaAdmin1: Self { Self(.areaAdmin1) }
  static var placeGroup: Self { Self(.placeGroup) }
  static var gridKeyStart: Self { Self(.gridKeyStart) }
  static var placeKeys: Self { Self(.placeKeys) }
  static var entryKeyOffset: Self { Self(.entryKeyOffset) }
  static var entryPlace: Self { Self(.entryPlace) }
  static var entryName: Self { Self(.entryName) }
  static var timezones: Self { Self(.timezones) }
  static var nodeListStart: Self { Self(.nodeListStart) }
  static var nodeLists: Self { Self(.nodeLists) }
  static var groupStart: Self { Self(.groupStart) }
  static var groupMembers: Self { Self(.groupMembers) }
  static var gridStart: Self { Self(.gridStart) }
  static var gridPlaces: Self { Self(.gridPlaces) }
  static var gridArea: Self { Self(.gridArea) }
  static var placeGridSlot: Self { Self(.placeGridSlot) }
  static var idOrder: Self { Self(.idOrder) }
  static var skippedLines: Self { Self(.skippedLines) }
  static var aliasID: Self { Self(.aliasID) }
  static var aliasPlace: Self { Self(.aliasPlace) }
  static var mergedPlaces: Self { Self(.mergedPlaces) }
  static var qualifierKeyOffset: Self { Self(.qualifierKeyOffset) }
  static var qualifierArea: Self { Self(.qualifierArea) }
  static var areaHierarchy: Self { Self(.areaHierarchy) }
  static var placeFeature: Self { Self(.placeFeature) }
  static var extentPlace: Self { Self(.extentPlace) }
}

extension IndexColumn where Element == UInt16 {
  static var placeCountry: Self { Self(.placeCountry) }
  static var placeTimezone: Self { Self(.placeTimezone) }
  static var entryKeyLength: Self { Self(.entryKeyLength) }
  static var qualifierKeyLength: Self { Self(.qualifierKeyLength) }
}

extension IndexColumn where Element == UInt8 {
  static var placeKind: Self { Self(.placeKind) }
  static var placeAreaLevels: Self { Self(.placeAreaLevels) }
  static var entryKind: Self { Self(.entryKind) }
  static var keyBlob: Self { Self(.keyBlob) }
  static var strings: Self { Self(.strings) }
  static var placeSection: Self { Self(.placeSection) }
  static var qualifierKeyBlob: Self { Self(.qualifierKeyBlob) }
}

/// Constants shared by the index writer and reader.
enum IndexFormat {
  /// A country code as the place-country column stores it: its two letters in one
  /// number, the first in the low byte ("KR"); 0 for none or a malformed code.
  static func packedCountry(_ code: String) -> UInt16 {
    let bytes = Array(code.utf8)
    return bytes.count == 2 ? UInt16(bytes[0]) | UInt16(bytes[1]) << 8 : 0
  }

  /// The country code of a packed one ("" for 0).
  static func countryCode(packed: UInt16) -> String {
    packed == 0 ? "" : String(decoding: [UInt8(packed & 0xFF), UInt8(packed >> 8)], as: UTF8.self)
  }

  /// Bump whenever the layout, the key normalization or what the builder writes changes:
  /// old caches are rebuilt.
  static let version: UInt32 = 27
  /// Bytes of `IndexHeader` before the section table.
  static let headerSize = 40

  /// The hash of the data the index file `bytes` says it was built from; nil for bytes
  /// shorter than a header.
  static func sourceHash(of bytes: [UInt8]) -> UInt64? {
    bytes.withUnsafeBytes { IndexHeader(decoding: $0)?.sourceHash }
  }
  /// Per section: offset (UInt64), element count (UInt64), element size (UInt64).
  static let tableEntrySize = 24
  static var tableSize: Int { IndexSection.allCases.count * tableEntrySize }
  static let noGroup = UInt32.max
  /// Most parts of an area's hierarchy: a parent, the first-level area, the country.
  static let hierarchyDepth = 3
  static let gridRows = 180
  static let gridColumns = 360
  /// Prefix ranges larger than this use precomputed best entries instead of a scan.
  static let scanLimit = 2048
  /// Best entries kept per large prefix range.
  static let nodeListSize = 256

  /// The hash that orders ids in `idOrder` and `aliasID` (equal hashes by place or alias
  /// number): a lookup hashes the id it wants and compares ids only among equal hashes,
  /// and a build sorts eight-byte hashes rather than holding every id.
  static func idHash(_ id: UnsafeRawBufferPointer) -> UInt64 {
    var hash = FastHash()
    hash.combine(id)
    return hash.finalize()
  }

  static func gridCell(latitude: Double, longitude: Double) -> Int {
    let row = min(gridRows - 1, max(0, Int((latitude + 90).rounded(.down))))
    var column = Int((longitude + 180).rounded(.down)) % gridColumns
    if column < 0 { column += gridColumns }
    return row * gridColumns + column
  }
}
