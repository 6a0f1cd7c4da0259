import Foundation
import PlaceKit

/// Typed access to every array of a `PlaceIndex`, valid inside `withView`.
struct IndexView {
  let placeVector: Column<Float>
  let placeLatLon: Column<Float>
  let placeImportance: Column<Float>
  let placePopulation: Column<UInt32>
  let placeName, placeID, placeDisplayName, placeArea, areaSubtitle, areaAdmin1, areaHierarchy, placeFeature:
    Column<UInt32>
  let placeKind, placeAreaLevels: Column<UInt8>
  let aliasID, aliasPlace, mergedPlaces: Column<UInt32>
  let placeCountry, placeTimezone: Column<UInt16>
  let placeGroup, gridKeyStart, placeKeys, placeGridSlot: Column<UInt32>
  let entryKeyOffset: Column<UInt32>
  let entryKeyLength: Column<UInt16>
  let entryKind: Column<UInt8>
  let placeSection: Column<UInt8>
  let entryPlace, entryName: Column<UInt32>
  let keyBlob: Blob
  let strings: Blob
  let timezones: Column<UInt32>
  let nodeRange: Column<UInt64>
  let nodeListStart, nodeLists, groupStart, groupMembers, gridStart, gridPlaces, gridArea, idOrder:
    Column<UInt32>
  let gridImportance: Column<Float>
  let qualifierKeyOffset, qualifierArea: Column<UInt32>
  let qualifierKeyLength: Column<UInt16>
  let qualifierKeyBlob: Blob
  let skippedLines: Column<UInt32>
  let extentPlace: Column<UInt32>
  let extentBox: Column<Double>

  /// Whether every section's element size in the file is its column's: when not, the
  /// mismatched columns are empty (`PlaceIndex` refuses such a file).
  let typesMatch: Bool
  /// Where reads report values out of range (see `IndexDamage`).
  unowned(unsafe) let damage: IndexDamage

  /// The arrays of the file mapped at `base`, as `spans` lays them out; reads report
  /// damage to `damage`.
  init(base: UnsafeRawPointer, spans: [SectionSpan], damage: IndexDamage) {
    var typesMatch = true
    func column<T>(_ column: IndexColumn<T>) -> Column<T> {
      let span = spans[column.section.rawValue]
      guard span.elementSize == MemoryLayout<T>.stride else {
        typesMatch = false
        return Column(base: base, count: 0, damage: damage)
      }
      return Column(base: base + span.offset, count: span.count, damage: damage)
    }
    placeVector = column(.placeVector)
    placeLatLon = column(.placeLatLon)
    placeImportance = column(.placeImportance)
    placePopulation = column(.placePopulation)
    placeName = column(.placeName)
    placeID = column(.placeID)
    placeDisplayName = column(.placeDisplayName)
    placeArea = column(.placeArea)
    placeKind = column(.placeKind)
    placeAreaLevels = column(.placeAreaLevels)
    areaSubtitle = column(.areaSubtitle)
    areaAdmin1 = column(.areaAdmin1)
    areaHierarchy = column(.areaHierarchy)
    placeFeature = column(.placeFeature)
    aliasID = column(.aliasID)
    aliasPlace = column(.aliasPlace)
    mergedPlaces = column(.mergedPlaces)
    placeCountry = column(.placeCountry)
    placeTimezone = column(.placeTimezone)
    placeGroup = column(.placeGroup)
    gridKeyStart = column(.gridKeyStart)
    placeKeys = column(.placeKeys)
    placeGridSlot = column(.placeGridSlot)
    entryKeyOffset = column(.entryKeyOffset)
    entryKeyLength = column(.entryKeyLength)
    entryKind = column(.entryKind)
    placeSection = column(.placeSection)
    entryPlace = column(.entryPlace)
    entryName = column(.entryName)
    func blob(_ bytes: IndexColumn<UInt8>) -> Blob {
      let column = column(bytes)
      return Blob(base: column.base.assumingMemoryBound(to: UInt8.self), count: column.count, damage: damage)
    }
    keyBlob = blob(.keyBlob)
    strings = blob(.strings)
    timezones = column(.timezones)
    nodeRange = column(.nodeRange)
    nodeListStart = column(.nodeListStart)
    nodeLists = column(.nodeLists)
    groupStart = column(.groupStart)
    groupMembers = column(.groupMembers)
    gridStart = column(.gridStart)
    gridPlaces = column(.gridPlaces)
    gridImportance = column(.gridImportance)
    gridArea = column(.gridArea)
    idOrder = column(.idOrder)
    qualifierKeyOffset = column(.qualifierKeyOffset)
    qualifierKeyLength = column(.qualifierKeyLength)
    qualifierArea = column(.qualifierArea)
    qualifierKeyBlob = blob(.qualifierKeyBlob)
    skippedLines = column(.skippedLines)
    extentPlace = column(.extentPlace)
    extentBox = column(.extentBox)
    self.typesMatch = typesMatch
    self.damage = damage
  }

  /// Whether the arrays' sizes agree: one element (or one per language) per place or
  /// area where the format says so.
  var sizesAgree: Bool {
    let languages = DisplayLanguage.allCases.count
    return gridKeyStart.count == placeCount + 1 && placeGridSlot.count == placeCount && gridPlaces.count == placeCount
      && gridImportance.count == placeCount && gridArea.count == placeCount
      && placeSection.count == placeCount && placeKind.count == placeCount
      && placeAreaLevels.count == placeCount && placeArea.count == placeCount && placeFeature.count == placeCount
      && placeDisplayName.count == placeCount * languages && areaSubtitle.count == areaAdmin1.count
      && areaSubtitle.count % languages == 0 && areaHierarchy.count == areaSubtitle.count * IndexFormat.hierarchyDepth
      && aliasPlace.count == aliasID.count && mergedPlaces.count == 1
      && qualifierKeyOffset.count == qualifierArea.count && qualifierKeyLength.count == qualifierArea.count
      && gridStart.count == IndexFormat.gridRows * IndexFormat.gridColumns + 1
      && skippedLines.count == SkippedLines.encodedCount && extentBox.count == 4 * extentPlace.count
  }

  var placeCount: Int { placeImportance.count }
  var areaCount: Int { areaSubtitle.count / DisplayLanguage.allCases.count }
  var entryCount: Int { entryPlace.count }

  /// A stored string.
  func string(_ reference: UInt32) -> String {
    String(decoding: strings.lengthPrefixed(at: Int(reference)), as: UTF8.self)
  }

  /// Whether two stored strings are equal, compared as bytes: no `String` is made.
  func sameString(_ first: UInt32, _ second: UInt32) -> Bool {
    guard first != second else { return true }
    let a = strings.lengthPrefixed(at: Int(first)), b = strings.lengthPrefixed(at: Int(second))
    return a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
  }

  /// The key bytes of entry `entry`.
  @inline(__always)
  func key(of entry: Int) -> UnsafeBufferPointer<UInt8> {
    entryKeys.key(of: entry)
  }

  /// The search keys alone.
  var entryKeys: EntryKeys { EntryKeys(offset: entryKeyOffset, length: entryKeyLength, blob: keyBlob) }

  /// Compares entry `entry`'s key with `query` over at most `query.count` bytes:
  /// negative when the key sorts before every key starting with `query`, 0 when it starts
  /// with `query`, positive after.
  @inline(__always)
  func comparePrefix(_ entry: Int, _ query: UnsafeBufferPointer<UInt8>) -> Int {
    IndexView.comparePrefix(key(of: entry), query)
  }

  @inline(__always)
  private static func comparePrefix(_ key: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>) -> Int {
    let common = min(key.count, query.count)
    if common > 0 {
      let result = memcmp(key.baseAddress!, query.baseAddress!, common)
      if result != 0 { return Int(result) }
    }
    return key.count < query.count ? -1 : 0
  }

  /// The entries whose key starts with `query` (all entries for an empty query).
  func range(of query: [UInt8]) -> Range<Int> {
    IndexView.prefixRange(of: query, count: entryCount) { comparePrefix($0, $1) }
  }

  /// The entries of `range` (a `range(of:)`) whose key is `length` bytes, the query's
  /// whole: they sort first in it.
  func equalKeys(in range: Range<Int>, length: Int) -> Range<Int> {
    range.lowerBound..<partitionPoint(nearStartOf: range) { Int(entryKeyLength[$0]) != length }
  }

  /// The pairs of the area qualifier table whose key starts with `query`.
  func qualifierRange(of query: [UInt8]) -> Range<Int> {
    IndexView.prefixRange(of: query, count: qualifierArea.count) { pair, query in
      IndexView.comparePrefix(
        qualifierKeyBlob.bytes(at: Int(qualifierKeyOffset[pair]), length: Int(qualifierKeyLength[pair])), query)
    }
  }

  /// The slots among `count` sorted ones whose key starts with `query`, by binary search
  /// with `compare` (as `comparePrefix`).
  private static func prefixRange(
    of query: [UInt8], count: Int, _ compare: (Int, UnsafeBufferPointer<UInt8>) -> Int
  ) -> Range<Int> {
    query.withUnsafeBufferPointer { query in
      let start = partitionPoint(in: 0..<count) { compare($0, query) >= 0 }
      return start..<partitionPoint(in: start..<count) { compare($0, query) > 0 }
    }
  }

  /// The precomputed best entries of a large range, if it has them.
  func nodeList(for range: Range<Int>) -> Range<Int>? {
    let wanted = UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)
    let slot = partitionPoint(in: 0..<nodeRange.count) { nodeRange[$0] >= wanted }
    guard slot < nodeRange.count, nodeRange[slot] == wanted else { return nil }
    return nodeListStart.span(slot, within: nodeLists.count)
  }

  /// The box place `place` covers, when the data gives one; a box off the globe reports
  /// damage and reads as none.
  func extent(of place: Int) -> Extent? {
    let slot = partitionPoint(in: 0..<extentPlace.count) { Int(extentPlace[$0]) >= place }
    guard slot < extentPlace.count, Int(extentPlace[slot]) == place else { return nil }
    let sides = (0..<4).map { extentBox[4 * slot + $0] }
    guard let extent = Extent(west: sides[0], south: sides[1], east: sides[2], north: sides[3]) else {
      damage.report()
      return nil
    }
    return extent
  }

  /// The coordinates of place number `place`; a point off the globe reports damage and
  /// reads as 0, 0.
  func location(of place: Int) -> Location {
    let latitude = Double(placeLatLon[2 * place]), longitude = Double(placeLatLon[2 * place + 1])
    guard Location.isOnGlobe(latitude: latitude, longitude: longitude) else {
      damage.report()
      return Location(latitude: 0, longitude: 0)
    }
    return Location(latitude: latitude, longitude: longitude)
  }

  /// The slots of `placeKeys` that hold place `place`'s entries (those of its grid slot).
  func keySlots(of place: Int) -> Range<Int> {
    keySlots(atGridSlot: Int(placeGridSlot[place]), of: place)
  }

  /// The slots of `placeKeys` that hold the entries of place `place`, which is at slot
  /// `gridSlot` of `gridPlaces`. Offsets damaged within range that give many slots (most
  /// of the column, read or turned into strings before the damage is acted on) are
  /// caught by the entries at both ends, which must be the place's own: then damage is
  /// reported and there are none. A few slots are not checked: the check is two reads at
  /// random, for every place the nearby walk visits (whose other reads are in order), and
  /// a few wrong slots cost only a wrong answer.
  func keySlots(atGridSlot gridSlot: Int, of place: Int) -> Range<Int> {
    let slots = gridKeyStart.span(gridSlot, within: placeKeys.count)
    guard slots.count > IndexView.uncheckedKeySlots, let first = slots.first, let last = slots.last else { return slots }
    guard Int(entryPlace[Int(placeKeys[first])]) == place, Int(entryPlace[Int(placeKeys[last])]) == place else {
      damage.report()
      return 0..<0
    }
    return slots
  }

  /// Most key slots a place may have without `keySlots` checking their ends.
  static let uncheckedKeySlots = 64

  /// The place with id `id`, by binary search over id hashes, else over the ids of
  /// records merged into places (`kr-admin:1100000000` is Seoul's).
  func place(id: String) -> Int? {
    let wanted = Array(id.utf8)
    if let slot = search(wanted, in: idOrder.count, reference: { placeID[Int(idOrder[$0])] }) {
      return Int(idOrder[slot])
    }
    return search(wanted, in: aliasID.count, reference: { aliasID[$0] }).map { Int(aliasPlace[$0]) }
  }

  /// The slot whose string equals `wanted`, among `count` slots sorted by
  /// `IndexFormat.idHash` of their strings.
  private func search(_ wanted: [UInt8], in count: Int, reference: (Int) -> UInt32) -> Int? {
    let hash = wanted.withUnsafeBytes(IndexFormat.idHash)
    func stored(_ slot: Int) -> UnsafeBufferPointer<UInt8> { strings.lengthPrefixed(at: Int(reference(slot))) }
    var slot = partitionPoint(in: 0..<count) { IndexFormat.idHash(UnsafeRawBufferPointer(stored($0))) >= hash }
    while slot < count, IndexFormat.idHash(UnsafeRawBufferPointer(stored(slot))) == hash {
      if stored(slot).elementsEqual(wanted) { return slot }
      slot += 1
    }
    return nil
  }

  /// The name of place `place` in `language`.
  func displayName(of place: Int, in language: DisplayLanguage) -> String {
    string(displayNameReference(of: place, in: language))
  }

  /// Where the name of place `place` in `language` is stored: equal to another name's
  /// reference when the names are equal (the builder stores a place's equal names once).
  /// A place without a name of its own in `language` takes the one of its most important
  /// namesakes in its country that has one (`namesakeScan` of its title group): the
  /// Springfields all read 스프링필드 in Korean, not some Springfield and some 스프링필드; a
  /// San Antonio of Venezuela does not take Texas's 샌안토니오 (a name is transliterated
  /// from the country's language).
  @inline(__always)
  func displayNameReference(of place: Int, in language: DisplayLanguage) -> UInt32 {
    let count = DisplayLanguage.allCases.count
    let own = placeDisplayName[place * count + language.slot]
    guard language != .english, own == placeDisplayName[place * count + DisplayLanguage.english.slot] else { return own }
    return namesakeDisplayNameReference(of: place, in: language) ?? own
  }

  /// The name in `language` of the first of `place`'s most important namesakes that has
  /// one of its own, if any.
  private func namesakeDisplayNameReference(of place: Int, in language: DisplayLanguage) -> UInt32? {
    guard Int(placeGroup[place]) != Int(IndexFormat.noGroup) else { return nil }
    let count = DisplayLanguage.allCases.count
    let members = groupStart.span(Int(placeGroup[place]), within: groupMembers.count)
    for slot in members.prefix(IndexView.namesakeScan) {
      let namesake = Int(groupMembers[slot])
      guard namesake != place, namesake < placeCount, placeCountry[namesake] == placeCountry[place] else { continue }
      let name = placeDisplayName[namesake * count + language.slot]
      if name != placeDisplayName[namesake * count + DisplayLanguage.english.slot] { return name }
    }
    return nil
  }

  /// How many of a title group's most important places `displayNameReference` looks at.
  static let namesakeScan = 4

  /// Where place `place` is, in `language` ("Seoul, South Korea").
  func subtitle(of place: Int, in language: DisplayLanguage) -> String {
    string(areaSubtitle[Int(placeArea[place]) * DisplayLanguage.allCases.count + language.slot])
  }

  /// Its subtitle after what it is, for a feature that is no populated place or area:
  /// "tower · Paris, Île-de-France, France"; a city's section's after its city.
  func describedSubtitle(of place: Int, in language: DisplayLanguage) -> String {
    var areas = subtitle(of: place, in: language)
    // A city's section names its city first ("Paris 15 Vaugirard  Paris, Île-de-France, France").
    // An area of the city's name is the city already ("Budapest XI. kerület  Budapest, Hungary").
    if let city = sectionCity(of: place) {
      let name = displayName(of: city, in: language)
      if areas.isEmpty {
        areas = name
      } else if areas != name && !areas.hasPrefix(name + ", ") {
        areas = name + ", " + areas
      }
    }
    guard placeKind[place] == PlaceKind.featureCode, let feature = feature(of: place) else { return areas }
    let word = feature.word(in: language)
    return areas.isEmpty ? word : word + Place.kindSeparator + areas
  }

  /// The GeoNames feature of place `place`, nil when the data gave none.
  func feature(of place: Int) -> GeoNamesFeature? {
    GeoNamesFeature(string(placeFeature[place]))
  }

  /// What place `place` is.
  func kind(of place: Int) -> PlaceKind {
    let code = placeKind[place]
    return PlaceKind(code: code, feature: code == PlaceKind.featureCode ? feature(of: place) : nil)
  }

  /// The areas place `place` is in, in `language`, smallest first, up to the country
  /// (the parts of its subtitle).
  func hierarchy(of place: Int, in language: DisplayLanguage) -> [String] {
    let start = (Int(placeArea[place]) * DisplayLanguage.allCases.count + language.slot) * IndexFormat.hierarchyDepth
    return (start..<start + IndexFormat.hierarchyDepth).map { string(areaHierarchy[$0]) }.filter { !$0.isEmpty }
  }

  /// The name of the first-level area of place `place` in `language`, empty when unknown;
  /// a first-level area's own name for one (its area's key leaves its admin1 out).
  func admin1(of place: Int, in language: DisplayLanguage) -> String {
    let name = string(areaAdmin1[Int(placeArea[place]) * DisplayLanguage.allCases.count + language.slot])
    guard name.isEmpty, placeKind[place] == PlaceKind.adminArea(level: 1).code else { return name }
    return displayName(of: place, in: language)
  }
}
