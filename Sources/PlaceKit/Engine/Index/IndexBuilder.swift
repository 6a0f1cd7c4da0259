import Foundation

/// Builds the index file from place records: search keys for every name, sorted; title
/// groups; a spatial grid; precomputed best entries for large prefixes.
///
/// A big source is indexed a block at a time, each block's builder appended to the whole
/// one's, which can then move what it holds to a `SpillFile` as it grows: the columns
/// only written out at the end (most of the per-place data and the strings), and the
/// entries, sorted a run at a time (`EntryRuns`) and merged at the end. Memory holds
/// what the finishing passes read per place: coordinates, importance and id hashes.
struct IndexBuilder {
  private var normalizer = TextNormalizer()
  private let areaNames: AreaNames

  // Places, one element each.
  private var vectors: [Float] = []
  private var latLons: [Float] = []
  private var importance: [Float] = []
  private var population = SpillableColumn<UInt32>()
  private var nameRefs = SpillableColumn<UInt32>()
  /// `DisplayLanguage.allCases.count` per place: its name in each language.
  private var displayNameRefs = SpillableColumn<UInt32>()
  private var idRefs = SpillableColumn<UInt32>()
  /// `IndexFormat.idHash` of each place's id, for `idOrder`.
  private var idHashes: [UInt64] = []
  private var placeAreas = SpillableColumn<UInt32>()
  private var kinds = SpillableColumn<UInt8>()
  /// String references: `GeoNamesFeature.description`, or "".
  private var features = SpillableColumn<UInt32>()
  private var areaLevels = SpillableColumn<UInt8>()
  private var countries = SpillableColumn<UInt16>()
  private var timezoneIndexes = SpillableColumn<UInt16>()
  /// The places with an extent, in order, and their boxes (four sides each).
  private var extentPlaces: [UInt32] = []
  private var extentBoxes: [Double] = []
  /// Ids of records merged into a place, their hashes, and that place.
  private var aliasRefs: [UInt32] = []
  private var aliasHashes: [UInt64] = []
  private var aliasPlaces: [UInt32] = []

  // Entries not yet in a run, in insertion order.
  private var entryKeyOffset: [UInt32] = []
  private var entryKeyLength: [UInt16] = []
  private var entryKind: [UInt8] = []
  private var entryPlace: [UInt32] = []
  private var entryName: [UInt32] = []
  private var keyBlob: [UInt8] = []
  /// The entries before these, sorted a run at a time.
  private var runs = EntryRuns()

  private var strings = StringTableWriter()
  /// Per-place scratch space for `add`: key bytes and the distinct keys in them.
  private var scratch: [UInt8] = []
  private var keys: [(range: Range<Int>, kind: MatchKind, name: Int, marks: Int)] = []
  /// Which alternate names are kept.
  private var readersNames = ReadersName()
  private var parents: [String: LocalizedName] = [:]
  private var areaNumbers: [AreaKey: UInt32] = [:]
  /// The areas places are in, by number; named once, by `finish` (`namedAreas`).
  private var areaKeys: [AreaKey] = []
  private var timezones: [String: UInt16] = [:]
  private var timezoneRefs: [UInt32] = []

  /// Longest key kept, in bytes; longer names are cut at a character boundary.
  static let maxKeyLength = 200

  init(areaNames: AreaNames) {
    self.areaNames = areaNames
  }

  /// Adds one place with all its names.
  mutating func add(_ record: PlaceRecord) {
    let place = UInt32(importance.count)
    let lat = record.latitude * .pi / 180, lon = record.longitude * .pi / 180
    vectors.append(contentsOf: [Float(cos(lat) * cos(lon)), Float(cos(lat) * sin(lon)), Float(sin(lat))])
    latLons.append(contentsOf: [Float(record.latitude), Float(record.longitude)])
    importance.append(RankingModel.importance(of: record))
    population.append(UInt32(clamping: record.population))
    let nameRef = strings.append(record.name)
    nameRefs.append(nameRef)
    if let names = DisplayNames.names(of: record) {
      // Equal names are stored once, so a reference tells them equal.
      var distinct: [(name: String, ref: UInt32)] = [(record.name, nameRef)]
      for name in names {
        if let known = distinct.first(where: { $0.name == name }) {
          displayNameRefs.append(known.ref)
        } else {
          let ref = strings.append(name)
          distinct.append((name, ref))
          displayNameRefs.append(ref)
        }
      }
    } else {
      displayNameRefs.append(contentsOf: repeatElement(nameRef, count: DisplayLanguage.allCases.count))
    }
    idRefs.append(strings.append(record.id))
    idHashes.append(IndexBuilder.idHash(record.id))
    for alias in record.aliases {
      aliasRefs.append(strings.append(alias))
      aliasHashes.append(IndexBuilder.idHash(alias))
      aliasPlaces.append(place)
    }
    if let extent = record.extent {
      extentPlaces.append(place)
      extentBoxes += [extent.west, extent.south, extent.east, extent.north]
    }
    kinds.append(record.kind.code)
    features.append(strings.intern(record.feature?.description ?? ""))
    areaLevels.append(record.areaLevels)
    if let parent = record.parent, parents[parent.latin] == nil { parents[parent.latin] = parent }
    placeAreas.append(areaNumber(AreaKey(of: record, areaNames: areaNames)))
    countries.append(IndexFormat.packedCountry(record.countryCode))
    timezoneIndexes.append(timezoneIndex(record.timezone))

    // Distinct keys of this place, each with its best kind, as ranges of a scratch
    // buffer. Places have few keys, so a linear scan beats hashing.
    scratch.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    let primaryScript = MatchKind.script(of: record.name)
    var ownKey = 0..<0
    for nameIndex in 0...record.alternateNames.count {
      let name = nameIndex == 0 ? record.name : record.alternateNames[nameIndex - 1]
      let start = scratch.count
      normalizer.appendKey(name, to: &scratch)
      let end = start + IndexBuilder.cappedLength(scratch[start...])
      scratch.removeSubrange(end...)
      if nameIndex == 0 {
        ownKey = start..<end
      } else if !readersNames.keeps(name, key: scratch[start..<end], ownKey: scratch[ownKey], of: record, areaNames: areaNames) {
        scratch.removeSubrange(start...)
        continue
      }
      let whole: MatchKind =
        nameIndex == 0 ? .primary : .wholeAlternate(name, primaryScript: primaryScript)
      // Of two spellings with one key, the one with its accents is shown (München, not
      // Munchen): its Latin letters beyond ASCII count them.
      let marks = ReadersName.accentedLetters(in: name)
      considerKey(start..<end, whole, nameIndex, marks: marks)
      var position = start + 1
      while position < end {
        if scratch[position - 1] == 0x20 && !AdminSuffix.isOfficialTail(scratch[position..<end]) {
          considerKey(position..<end, nameIndex == 0 ? .primaryWord : .alternateWord, nameIndex, marks: marks)
        }
        position += 1
      }
      // Hangul keys are spelled in compatibility jamo (UTF-8 lead byte 0xE3); only
      // those names can have initial consonants.
      if scratch[start..<end].contains(0xE3), let initials = TextNormalizer.initialConsonantKey(name) {
        let initialsStart = scratch.count
        scratch.append(contentsOf: initials.prefix(IndexBuilder.cappedLength(initials[...])))
        considerKey(initialsStart..<scratch.count, .initials, nameIndex, marks: marks)
      }
    }
    // Codes read as the primary name when matched (a row says the airport, not ICN).
    for code in record.codes {
      let start = scratch.count
      normalizer.appendKey(code, to: &scratch)
      scratch.removeSubrange((start + IndexBuilder.cappedLength(scratch[start...]))...)
      considerKey(start..<scratch.count, .code, 0, marks: 0)
    }
    var nameRefsByIndex: [Int: UInt32] = [0: nameRef]
    for value in keys {
      entryKeyOffset.append(UInt32(keyBlob.count))
      entryKeyLength.append(UInt16(value.range.count))
      keyBlob.append(contentsOf: scratch[value.range])
      entryKind.append(value.kind.rawValue)
      entryPlace.append(place)
      if let ref = nameRefsByIndex[value.name] {
        entryName.append(ref)
      } else {
        let ref = strings.append(record.alternateNames[value.name - 1])
        nameRefsByIndex[value.name] = ref
        entryName.append(ref)
      }
    }
  }

  /// Keeps the key in `range` of the scratch buffer unless the place has it already
  /// with a better kind, or the same kind and a name with as many accents (`marks`).
  private mutating func considerKey(_ range: Range<Int>, _ kind: MatchKind, _ name: Int, marks: Int) {
    guard !range.isEmpty else { return }
    for index in keys.indices where scratch[keys[index].range].elementsEqual(scratch[range]) {
      let existing = keys[index]
      if existing.kind.penalty < kind.penalty || (existing.kind == kind && existing.marks < marks) {
        keys[index] = (range, kind, name, marks)
      }
      return
    }
    keys.append((range, kind, name, marks))
  }

  /// Indexes `records` in parts on all cores and appends each part in order (see
  /// `append`, which `spill` and `runSize` are for); an empty builder becomes the first.
  mutating func appendInParallel(_ records: [PlaceRecord], spillingInto spill: SpillFile? = nil, runSize: Int = runSize) {
    let parts = max(1, min(2 * ProcessInfo.processInfo.activeProcessorCount, 16, records.count))
    let builders = Box<[IndexBuilder?]>(Array(repeating: nil, count: parts))
    let areaNames = self.areaNames
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      var builder = IndexBuilder(areaNames: areaNames)
      for record in records[(records.count * part / parts)..<(records.count * (part + 1) / parts)] {
        builder.add(record)
      }
      builders.update { $0[part] = builder }
    }
    for part in 0..<parts {
      guard let built = builders.value[part] else { continue }
      builders.update { $0[part] = nil }
      if importance.isEmpty && runs.count == 0 {
        self = built
      } else {
        append(built, spillingInto: spill, runSize: runSize)
      }
    }
  }

  /// Appends the places of `other` (built in memory from a later part of the same
  /// source) after this builder's, renumbering places, keys, strings and time zones;
  /// with `spill`, the columns only written out at the end go there once their strings
  /// reach `spillSize` bytes, and the entries as a sorted run once `runSize` wait.
  mutating func append(_ other: IndexBuilder, spillingInto spill: SpillFile? = nil, runSize: Int = runSize) {
    precondition(other.runs.count == 0, "a builder is appended from memory")
    let placeBase = UInt32(importance.count)
    let keyBase = UInt32(keyBlob.count)
    let stringBase = UInt32(strings.bytes.count)
    vectors += other.vectors
    latLons += other.latLons
    importance += other.importance
    population.append(contentsOf: other.population.elements)
    nameRefs.append(contentsOf: other.nameRefs.elements.lazy.map { $0 + stringBase })
    displayNameRefs.append(contentsOf: other.displayNameRefs.elements.lazy.map { $0 + stringBase })
    idRefs.append(contentsOf: other.idRefs.elements.lazy.map { $0 + stringBase })
    idHashes += other.idHashes
    aliasRefs += other.aliasRefs.map { $0 + stringBase }
    aliasHashes += other.aliasHashes
    aliasPlaces += other.aliasPlaces.map { $0 + placeBase }
    extentPlaces += other.extentPlaces.map { $0 + placeBase }
    extentBoxes += other.extentBoxes
    kinds.append(contentsOf: other.kinds.elements)
    features.append(contentsOf: other.features.elements.lazy.map { $0 + stringBase })
    areaLevels.append(contentsOf: other.areaLevels.elements)
    strings.append(contentsOf: other.strings)
    // The other builder's areas, renumbered into this one's.
    parents.merge(other.parents) { mine, _ in mine }
    let areaRemap = other.areaKeys.map { areaNumber($0) }
    placeAreas.append(contentsOf: other.placeAreas.elements.lazy.map { areaRemap[Int($0)] })
    countries.append(contentsOf: other.countries.elements)
    entryKeyOffset += other.entryKeyOffset.map { $0 + keyBase }
    entryKeyLength += other.entryKeyLength
    entryKind += other.entryKind
    entryPlace += other.entryPlace.map { $0 + placeBase }
    entryName += other.entryName.map { $0 + stringBase }
    keyBlob += other.keyBlob
    let zoneNames = other.timezones.sorted { $0.value < $1.value }.map(\.key)
    let remap = zoneNames.map { timezoneIndex($0) }
    timezoneIndexes.append(contentsOf: other.timezoneIndexes.elements.lazy.map { remap[Int($0)] })
    if let spill, strings.bytes.elements.count >= IndexBuilder.spillSize { spillColumns(into: spill) }
    if let spill, entryPlace.count >= runSize { spillRun(into: spill) }
  }

  /// Entries at which `append` sorts them into a run: about 60 MB of them, plus their
  /// keys; a source of the embedded data's size makes one run, at the end.
  static let runSize = 1 << 22

  /// Sorts the entries in memory into a run in `spill`, and lets them go. From the first
  /// run on, the build frees big blocks back to the system (`FreedMemory`).
  private mutating func spillRun(into spill: SpillFile) {
    FreedMemory.mapLargeBlocks()
    runs.add(
      keyBlob: keyBlob, keyOffset: entryKeyOffset, keyLength: entryKeyLength, kind: entryKind, place: entryPlace,
      name: entryName, importance: importance, to: spill)
    (entryKeyOffset, entryKeyLength, entryKind, entryPlace, entryName, keyBlob) = ([], [], [], [], [], [])
  }

  /// Bytes of strings in memory at which `append` spills: a small source never spills,
  /// a big one writes in large pieces.
  static let spillSize = 1 << 25

  /// Moves the columns only written out at the end into `spill`.
  private mutating func spillColumns(into spill: SpillFile) {
    population.spill(into: spill)
    nameRefs.spill(into: spill)
    displayNameRefs.spill(into: spill)
    idRefs.spill(into: spill)
    placeAreas.spill(into: spill)
    kinds.spill(into: spill)
    features.spill(into: spill)
    areaLevels.spill(into: spill)
    countries.spill(into: spill)
    timezoneIndexes.spill(into: spill)
    strings.spill(into: spill)
  }

  /// `IndexFormat.idHash` of `id`.
  private static func idHash(_ id: String) -> UInt64 {
    var id = id
    return id.withUTF8 { IndexFormat.idHash(UnsafeRawBufferPointer($0)) }
  }

  /// The number of `area` in this builder, adding it when new.
  private mutating func areaNumber(_ area: AreaKey) -> UInt32 {
    if let number = areaNumbers[area] { return number }
    let number = UInt32(areaKeys.count)
    areaNumbers[area] = number
    areaKeys.append(area)
    return number
  }

  /// The names of every area in every language, interned in the strings: per area and
  /// language its subtitle and admin1 name, and `IndexFormat.hierarchyDepth` parts of
  /// its hierarchy. Built once for the whole index, not per block of places.
  private mutating func namedAreas() -> (subtitle: [UInt32], admin1: [UInt32], hierarchy: [UInt32]) {
    var names: (subtitle: [UInt32], admin1: [UInt32], hierarchy: [UInt32]) = ([], [], [])
    for area in areaKeys {
      let admin1 = areaNames.admin1["\(area.country).\(area.admin1)"]
      for language in DisplayLanguage.allCases {
        let admin1Name = admin1?.name(in: language) ?? ""
        names.admin1.append(strings.intern(admin1Name))
        let parts =
          area.ownLevel == 0 ? [] : area.hierarchy(admin1: admin1Name, language: language, areaNames: areaNames, parents: parents)
        names.subtitle.append(strings.intern(area.subtitle(parts: parts, language: language)))
        for slot in 0..<IndexFormat.hierarchyDepth {
          names.hierarchy.append(strings.intern(slot < parts.count ? parts[slot] : ""))
        }
      }
    }
    return names
  }

  private mutating func timezoneIndex(_ name: String) -> UInt16 {
    if let index = timezones[name] { return index }
    let index = UInt16(clamping: timezoneRefs.count)
    timezones[name] = index
    timezoneRefs.append(strings.intern(name))
    return index
  }

  /// The length of `key` cut to `maxKeyLength` bytes at a character boundary.
  static func cappedLength(_ key: ArraySlice<UInt8>) -> Int {
    guard key.count > maxKeyLength else { return key.count }
    var end = key.startIndex + maxKeyLength
    while end > key.startIndex && (key[end] & 0xC0) == 0x80 { end -= 1 }
    return end - key.startIndex
  }

  /// Sorts, groups and serializes everything into an index file written to `sink`,
  /// reading spilled columns and runs of entries back from `spill`; the builder is used
  /// up, so every array is let go as soon as it is written. `progress` hears the phase
  /// and the share of the work done.
  consuming func finish<Sink: IndexSink>(
    into sink: Sink, sourceHash: UInt64, skipped: SkippedLines, merged: Int, spill: SpillFile,
    progress: IndexLoader.Progress? = nil
  ) throws(StorageError) -> Sink {
    let placeCount = importance.count
    // About the shares of the time at full scale.
    let sortingShare = 0.0...0.45
    progress?("sorting names", sortingShare.lowerBound)
    var sortingProgress: (@Sendable (Double) -> Void)?
    if let progress { sortingProgress = { progress("sorting names", sortingShare.point(at: $0)) } }
    let entries = try runs.sorted(
      lastKeyBlob: keyBlob, keyOffset: entryKeyOffset, keyLength: entryKeyLength, kind: entryKind, place: entryPlace,
      name: entryName, importance: importance, spill: spill, progress: sortingProgress)
    progress?("writing the index", sortingShare.upperBound)
    (entryKeyOffset, entryKeyLength, entryKind, entryPlace, entryName) = ([], [], [], [], [])
    let entryCount = entries.place.count
    keyBlob = entries.keyBlob
    let (sortedKeyOffset, sortedKeyLength, sortedKind, sortedPlace, sortedScore, sortedName) = (
      entries.keyOffset, entries.keyLength, entries.kind, entries.place, entries.score, entries.name
    )
    _ = consume entries

    // Each array goes to the writer as soon as nothing later reads it, and is let go.
    var writer = try IndexWriter(into: sink)

    var (placeKeyStart, placeKeys) = IndexBuilder.placeKeys(sortedPlace, placeCount: placeCount)
    try writer.put(.placeKeyStart, placeKeyStart)
    try writer.put(.placeKeys, placeKeys)
    (placeKeyStart, placeKeys) = ([], [])
    progress?("writing the index", 0.55)

    // The passes over the sorted entries are independent of one another and of every
    // column written meanwhile: they run in the background, shared out over the cores,
    // while this thread writes. (The arrays they read are let go when they are done.)
    let passes = Background { [keyBlob, importance, vectors, latLons, idHashes] in
      let nodes = Box<NodeCollector?>(nil)
      let groups = Box<TitleGroups?>(nil)
      let grid = Box<(start: [UInt32], places: [UInt32])?>(nil)
      let ids = Box<[UInt32]>([])
      let sections = Box<[UInt8]>([])
      DispatchQueue.concurrentPerform(iterations: 5) { task in
        switch task {
        case 0:
          var collector = NodeCollector(
            keyBlob: keyBlob, keyOffset: sortedKeyOffset, keyLength: sortedKeyLength, score: sortedScore)
          collector.collect(lo: 0, hi: entryCount, depth: 0)
          nodes.value = collector
        case 1:
          groups.value = IndexBuilder.titleGroups(
            keyBlob: keyBlob, keyOffset: sortedKeyOffset, keyLength: sortedKeyLength, kind: sortedKind,
            place: sortedPlace, importance: importance)
        case 2:
          grid.value = IndexBuilder.spatialGrid(latLons: latLons, importance: importance)
        case 3:
          sections.value = CitySections.flags(
            keyBlob: keyBlob, keyOffset: sortedKeyOffset, keyLength: sortedKeyLength, kind: sortedKind,
            place: sortedPlace, importance: importance, vectors: vectors)
        default:
          ids.value = IndexBuilder.orderByHash(idHashes)
        }
      }
      guard let collected = nodes.value, let titleGroups = groups.value, let cells = grid.value else {
        preconditionFailure("every index part is built")
      }
      return FinishingPasses(
        nodeLists: collected.orderedByRange(), titleGroups: titleGroups, grid: cells, idOrder: ids.value,
        placeSections: sections.value)
    }
    try writer.put(.entryKeyOffset, sortedKeyOffset)
    try writer.put(.entryKeyLength, sortedKeyLength)
    try writer.put(.entryKind, sortedKind)
    try writer.put(.entryPlace, sortedPlace)
    try writer.put(.entryName, sortedName, from: spill)
    try writer.put(.keyBlob, keyBlob)
    keyBlob = []
    progress?("writing the index", 0.7)
    let aliasOrder = IndexBuilder.orderByHash(aliasHashes)
    try writer.put(.aliasID, aliasOrder.map { aliasRefs[Int($0)] })
    try writer.put(.aliasPlace, aliasOrder.map { aliasPlaces[Int($0)] })
    let qualifiers = AreaQualifierTable(
      namesByArea: areaKeys.map { [areaNames, parents] in $0.qualifierNames(areaNames: areaNames, parents: parents) })
    try writer.put(.qualifierKeyOffset, qualifiers.keyOffset)
    try writer.put(.qualifierKeyLength, qualifiers.keyLength)
    try writer.put(.qualifierArea, qualifiers.area)
    try writer.put(.qualifierKeyBlob, qualifiers.keyBlob)
    try writer.put(.placeVector, vectors)
    try writer.put(.placeLatLon, latLons)
    try writer.put(.placeImportance, importance)
    try writer.put(.placePopulation, population, from: spill)
    try writer.put(.placeName, nameRefs, from: spill)
    try writer.put(.placeDisplayName, displayNameRefs, from: spill)
    try writer.put(.placeID, idRefs, from: spill)
    try writer.put(.placeArea, placeAreas, from: spill)
    try writer.put(.placeKind, kinds, from: spill)
    try writer.put(.placeAreaLevels, areaLevels, from: spill)
    try writer.put(.placeFeature, features, from: spill)
    try writer.put(.placeCountry, countries, from: spill)
    try writer.put(.placeTimezone, timezoneIndexes, from: spill)
    let areas = namedAreas()
    try writer.put(.areaSubtitle, areas.subtitle)
    try writer.put(.areaAdmin1, areas.admin1)
    try writer.put(.areaHierarchy, areas.hierarchy)
    try writer.put(.strings, strings.bytes, from: spill)
    try writer.put(.timezones, timezoneRefs)
    try writer.put(.mergedPlaces, [UInt32(clamping: merged)])
    try writer.put(.skippedLines, skipped.encoded)
    try writer.put(.extentPlace, extentPlaces)
    try writer.put(.extentBox, extentBoxes)
    progress?("writing the index", 0.9)

    let finished = passes.value()
    try writer.put(.nodeRange, finished.nodeLists.ranges)
    try writer.put(.nodeListStart, finished.nodeLists.listStart)
    try writer.put(.nodeLists, finished.nodeLists.lists)
    try writer.put(.placeGroup, finished.titleGroups.placeGroup)
    try writer.put(.groupStart, finished.titleGroups.start)
    try writer.put(.groupMembers, finished.titleGroups.members)
    try writer.put(.gridStart, finished.grid.start)
    try writer.put(.gridPlaces, finished.grid.places)
    try writer.put(.idOrder, finished.idOrder)
    try writer.put(.placeSection, finished.placeSections)
    return try writer.finish(sourceHash: sourceHash)
  }

  /// Each place's entry positions: where its list starts (and the end), and the lists.
  ///
  /// A counting sort by place, in shares of places over the cores: each share reads
  /// every entry and writes only its own places' lists, so its writes stay in a part of
  /// the array a fraction of the whole's size.
  static func placeKeys(_ sortedPlace: [UInt32], placeCount: Int) -> (start: [UInt32], keys: [UInt32]) {
    let shares = max(1, min(ProcessInfo.processInfo.activeProcessorCount, placeCount))
    let parts = Box<[(start: [UInt32], keys: [UInt32])?]>(Array(repeating: nil, count: shares))
    DispatchQueue.concurrentPerform(iterations: shares) { share in
      let places = (placeCount * share / shares)..<(placeCount * (share + 1) / shares)
      var start = [UInt32](repeating: 0, count: places.count + 1)
      for place in sortedPlace where places.contains(Int(place)) { start[Int(place) - places.lowerBound + 1] += 1 }
      for index in 0..<places.count { start[index + 1] += start[index] }
      var fill = start
      var keys = [UInt32](repeating: 0, count: Int(start[places.count]))
      for (position, place) in sortedPlace.enumerated() where places.contains(Int(place)) {
        let local = Int(place) - places.lowerBound
        keys[Int(fill[local])] = UInt32(position)
        fill[local] += 1
      }
      parts.update { $0[share] = (start, keys) }
    }
    var start: [UInt32] = [0]
    var keys: [UInt32] = []
    start.reserveCapacity(placeCount + 1)
    keys.reserveCapacity(sortedPlace.count)
    for share in 0..<shares {
      guard let part = parts.update({ $0[share].take() }) else { preconditionFailure("every share is counted") }
      let base = UInt32(keys.count)
      start.append(contentsOf: part.start.dropFirst().lazy.map { $0 + base })
      keys.append(contentsOf: part.keys)
    }
    return (start, keys)
  }

  /// What `finish` computes from the sorted entries and the places in the background.
  private struct FinishingPasses {
    var nodeLists: (ranges: [UInt64], listStart: [UInt32], lists: [UInt32])
    var titleGroups: TitleGroups
    var grid: (start: [UInt32], places: [UInt32])
    var idOrder: [UInt32]
    var placeSections: [UInt8]
  }

  /// Places sharing a normalized primary name: for each place its group, and each
  /// group's places, most important first.
  private struct TitleGroups {
    var placeGroup: [UInt32]
    var start: [UInt32] = [0]
    var members: [UInt32] = []
  }

  /// The title groups: the primary entries of each run of equal sorted keys.
  private static func titleGroups(
    keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32], importance: [Float]
  ) -> TitleGroups {
    var groups = TitleGroups(placeGroup: [UInt32](repeating: IndexFormat.noGroup, count: importance.count))
    let primary = MatchKind.primary.rawValue
    keyBlob.withUnsafeBufferPointer { blob in
      var start = 0
      while start < keyOffset.count {
        var end = start + 1
        var primaries = kind[start] == primary ? 1 : 0
        while end < keyOffset.count
          && IndexBuilder.compare(
            blob, Int(keyOffset[start]), Int(keyLength[start]), Int(keyOffset[end]), Int(keyLength[end]))
            == 0
        {
          if kind[end] == primary { primaries += 1 }
          end += 1
        }
        if primaries > 1 {
          let members = (start..<end).filter { kind[$0] == primary }.map { place[$0] }
            .sorted { IndexBuilder.moreImportant($0, $1, in: importance) }
          for member in members { groups.placeGroup[Int(member)] = UInt32(groups.start.count - 1) }
          groups.members.append(contentsOf: members)
          groups.start.append(UInt32(groups.members.count))
        }
        start = end
      }
    }
    return groups
  }

  /// The spatial grid: cell offsets, and places by cell, most important first.
  private static func spatialGrid(latLons: [Float], importance: [Float]) -> (start: [UInt32], places: [UInt32]) {
    let placeCount = importance.count
    let cellCount = IndexFormat.gridRows * IndexFormat.gridColumns
    let cells = (0..<placeCount).map {
      UInt32(IndexFormat.gridCell(latitude: Double(latLons[2 * $0]), longitude: Double(latLons[2 * $0 + 1])))
    }
    // Places by cell in number order, then each cell's sorted: one array, no big sort.
    var (start, places) = groupedByBucket(cells, bucketCount: cellCount)
    for cell in 0..<cellCount where start[cell + 1] - start[cell] > 1 {
      places[start[cell]..<start[cell + 1]].sort { IndexBuilder.moreImportant($0, $1, in: importance) }
    }
    return (start.map(UInt32.init), places)
  }

  /// Numbers sorted by `hashes` (places by the hashes of their ids, aliases by theirs),
  /// equal hashes by number: how lookups by id find them (`IndexFormat.idHash`).
  ///
  /// The hashes are spread evenly, so a counting pass buckets the numbers by a hash's top 16 bits
  /// and each bucket (a few hundred numbers at most at full scale) is sorted on its own
  /// as (hash, number) pairs: no comparison reaches across the whole array.
  static func orderByHash(_ hashes: [UInt64]) -> [UInt32] {
    let bucketCount = 1 << 16
    var (start, order) = groupedByBucket(hashes.map { UInt16($0 >> 48) }, bucketCount: bucketCount)
    var pairs: [(hash: UInt64, number: UInt32)] = []
    for bucket in 0..<bucketCount where start[bucket + 1] - start[bucket] > 1 {
      let range = start[bucket]..<start[bucket + 1]
      pairs.removeAll(keepingCapacity: true)
      pairs.append(contentsOf: order[range].lazy.map { (hashes[Int($0)], $0) })
      pairs.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.number < $1.number }
      order.replaceSubrange(range, with: pairs.lazy.map(\.number))
    }
    return order
  }

  /// Whether place `a` comes before `b`: more important, or as important and numbered
  /// first. Static, over the one array it reads: a method's comparator would copy the
  /// whole builder at each comparison.
  private static func moreImportant(_ a: UInt32, _ b: UInt32, in importance: [Float]) -> Bool {
    importance[Int(a)] != importance[Int(b)] ? importance[Int(a)] > importance[Int(b)] : a < b
  }

  /// An entry and the first 16 bytes of its key, as two big-endian words.
  private struct SortItem {
    var prefix: UInt64
    var secondWord: UInt64
    var entry: UInt32
  }

  /// Entry numbers in index order: by key bytes, then best first (higher static score)
  /// among equal keys, then by number.
  ///
  /// One counting pass buckets the entries by their first two key bytes; each bucket is
  /// then sorted on its own, the buckets shared out over the cores, by the first 16 key
  /// bytes as two words and the whole key only where those tie. Beyond the order itself,
  /// the sort holds one bucket's items per core and the sorted numbers of each share.
  static func sortedOrder(keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], score: [Float]) -> [UInt32] {
    let count = keyOffset.count
    let bucketCount = 1 << 16
    // Entries by bucket, in entry order within each.
    var (bucketStart, bucketed) = keyBlob.withUnsafeBufferPointer { blob in
      groupedByBucket(
        (0..<count).map { UInt16(IndexBuilder.keyWord(blob, Int(keyOffset[$0]), Int(keyLength[$0]), from: 0) >> 48) },
        bucketCount: bucketCount)
    }
    // Shares of whole buckets with about equal numbers of entries, several per core so
    // that a share with one huge bucket does not leave the other cores idle.
    let shares = max(1, min(8 * ProcessInfo.processInfo.activeProcessorCount, count / 4096 + 1))
    var shareBuckets = [0]
    for share in 1..<shares {
      let target = count * share / shares
      shareBuckets.append(max(shareBuckets[share - 1], partitionPoint(in: 0..<bucketCount) { bucketStart[$0 + 1] > target }))
    }
    shareBuckets.append(bucketCount)
    let sorted = Box<[[UInt32]?]>(Array(repeating: nil, count: shares))
    do {
      let (starts, ranges, entries) = (bucketStart, shareBuckets, bucketed)
      bucketed = []
      DispatchQueue.concurrentPerform(iterations: shares) { share in
        var result: [UInt32] = []
        result.reserveCapacity(starts[ranges[share + 1]] - starts[ranges[share]])
        keyBlob.withUnsafeBufferPointer { blob in
          keyOffset.withUnsafeBufferPointer { keyOffset in
            keyLength.withUnsafeBufferPointer { keyLength in
              score.withUnsafeBufferPointer { score in
                var items: [SortItem] = []
                for bucket in ranges[share]..<ranges[share + 1] where starts[bucket] < starts[bucket + 1] {
                  items.removeAll(keepingCapacity: true)
                  for entry in entries[starts[bucket]..<starts[bucket + 1]] {
                    let offset = Int(keyOffset[Int(entry)]), length = Int(keyLength[Int(entry)])
                    items.append(
                      SortItem(
                        prefix: IndexBuilder.keyWord(blob, offset, length, from: 0), secondWord: IndexBuilder.keyWord(blob, offset, length, from: 8),
                        entry: entry))
                  }
                  items.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    if a.secondWord != b.secondWord { return a.secondWord < b.secondWord }
                    let x = Int(a.entry), y = Int(b.entry)
                    let order = IndexBuilder.compare(
                      blob, Int(keyOffset[x]), Int(keyLength[x]), Int(keyOffset[y]), Int(keyLength[y]))
                    if order != 0 { return order < 0 }
                    if score[x] != score[y] { return score[x] > score[y] }
                    return x < y
                  }
                  result.append(contentsOf: items.lazy.map(\.entry))
                }
              }
            }
          }
        }
        sorted.update { $0[share] = result }
      }
    }
    var order: [UInt32] = []
    order.reserveCapacity(count)
    for share in 0..<shares {
      order.append(contentsOf: sorted.value[share]!)
      sorted.update { $0[share] = nil }
    }
    return order
  }

  /// Bytes `first..<first + 8` of the key at `offset` (of `length` bytes) as a big-endian
  /// word. Keys hold no zero byte, so padding a short key with zeros sorts it first.
  static func keyWord(_ blob: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int, from first: Int)
    -> UInt64
  {
    var word: UInt64 = 0
    for byte in first..<first + 8 {
      word <<= 8
      if byte < length { word |= UInt64(blob[offset + byte]) }
    }
    return word
  }

  /// memcmp-style comparison of two keys in the blob.
  static func compare(
    _ blob: UnsafeBufferPointer<UInt8>, _ aOffset: Int, _ aLength: Int, _ bOffset: Int,
    _ bLength: Int
  ) -> Int {
    let common = min(aLength, bLength)
    if common > 0 {
      let result = memcmp(blob.baseAddress! + aOffset, blob.baseAddress! + bOffset, common)
      if result != 0 { return Int(result) }
    }
    return aLength - bLength
  }
}

/// Finds every prefix whose entry range is too large to scan per keystroke and keeps its
/// best entries by static score (importance + match kind).
private struct NodeCollector {
  let keyBlob: [UInt8]
  let keyOffset: [UInt32]
  let keyLength: [UInt16]
  let score: [Float]
  var ranges: [UInt64] = []
  var listStart: [UInt32] = [0]
  var lists: [UInt32] = []

  init(keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], score: [Float]) {
    self.keyBlob = keyBlob
    self.keyOffset = keyOffset
    self.keyLength = keyLength
    self.score = score
  }

  mutating func collect(lo: Int, hi: Int, depth: Int) {
    guard hi - lo > IndexFormat.scanLimit else { return }
    let range = UInt64(lo) << 32 | UInt64(hi)
    if ranges.last != range {
      ranges.append(range)
      var best = TopK<Int>(capacity: IndexFormat.nodeListSize)
      for index in lo..<hi where score[index] > best.threshold {
        best.insert(index, score: score[index])
      }
      lists.append(contentsOf: best.sorted().map { UInt32($0.item) })
      listStart.append(UInt32(lists.count))
    }
    var index = lo
    while index < hi && Int(keyLength[index]) <= depth { index += 1 }
    while index < hi {
      let byte = keyBlob[Int(keyOffset[index]) + depth]
      // Keys in lo..<hi share `depth` bytes: find where the next byte changes.
      let end = partitionPoint(nearStartOf: (index + 1)..<hi) { keyBlob[Int(keyOffset[$0]) + depth] > byte }
      collect(lo: index, hi: end, depth: depth + 1)
      index = end
    }
  }

  /// The collected ranges in ascending order, as `IndexView.nodeList(for:)` searches
  /// them, each with its list. The walk meets a parent before its first child, which
  /// starts where the parent does but ends sooner, so its order is not theirs.
  func orderedByRange() -> (ranges: [UInt64], listStart: [UInt32], lists: [UInt32]) {
    let order = ranges.indices.sorted { ranges[$0] < ranges[$1] }
    var sortedLists: [UInt32] = []
    sortedLists.reserveCapacity(lists.count)
    var sortedStart: [UInt32] = [0]
    sortedStart.reserveCapacity(listStart.count)
    for node in order {
      sortedLists.append(contentsOf: lists[Int(listStart[node])..<Int(listStart[node + 1])])
      sortedStart.append(UInt32(sortedLists.count))
    }
    return (order.map { ranges[$0] }, sortedStart, sortedLists)
  }
}
