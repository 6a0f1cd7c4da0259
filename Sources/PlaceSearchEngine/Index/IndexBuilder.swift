import Foundation
import PlaceKit

/// Builds the index file from place records: search keys for every name, sorted; title
/// groups; a spatial grid; precomputed best entries for large prefixes.
///
/// A big source is indexed a block at a time, each block's builder appended to the whole
/// one's, which can then move what it holds to a `SpillFile` as it grows: the columns
/// only written out at the end (most of the per-place data and the strings), and the
/// entries, sorted a run at a time (`EntryRuns`) and merged at the end. Memory holds
/// what the finishing passes read per place: importance, and grid cells and id hashes
/// until the merge (`finish` makes the grid and the id order from them beside it).
struct IndexBuilder {
  var normalizer = TextNormalizer()
  let areaNames: AreaNames

  // Places, one element each.
  /// Unit vectors, three elements per place.
  var vectors = SpillableColumn<Float>()
  /// Latitude and longitude, two elements per place.
  var latLons = SpillableColumn<Float>()
  /// `IndexFormat.gridCell` of each place's coordinates as the index stores them (the
  /// grid's 64,800 cells fit in two bytes).
  var gridCells: [UInt16] = []
  var importance: [Float] = []
  var population = SpillableColumn<UInt32>()
  var nameRefs = SpillableColumn<UInt32>()
  /// `DisplayLanguage.allCases.count` per place: its name in each language.
  var displayNameRefs = SpillableColumn<UInt32>()
  var idRefs = SpillableColumn<UInt32>()
  /// `IndexFormat.idHash` of each place's id, for `idOrder`.
  var idHashes: [UInt64] = []
  var placeAreas = SpillableColumn<UInt32>()
  var kinds = SpillableColumn<UInt8>()
  /// String references: `GeoNamesFeature.description`, or "".
  var features = SpillableColumn<UInt32>()
  var areaLevels = SpillableColumn<UInt8>()
  var countries = SpillableColumn<UInt16>()
  var timezoneIndexes = SpillableColumn<UInt16>()
  /// The places with an extent, in order, and their boxes (four sides each).
  var extentPlaces: [UInt32] = []
  var extentBoxes: [Double] = []
  /// Ids of records merged into a place, their hashes, and that place.
  var aliasRefs: [UInt32] = []
  var aliasHashes: [UInt64] = []
  var aliasPlaces: [UInt32] = []

  // Entries not yet in a run, in insertion order.
  var entryKeyOffset: [UInt32] = []
  var entryKeyLength: [UInt16] = []
  var entryKind: [UInt8] = []
  var entryPlace: [UInt32] = []
  var entryName: [UInt32] = []
  var keyBlob: [UInt8] = []
  /// The entries before these, sorted a run at a time.
  var runs = EntryRuns()

  var strings = StringTableWriter()
  /// Per-place scratch space for `add`: key bytes and the distinct keys in them.
  var scratch: [UInt8] = []
  var keys: [(range: Range<Int>, kind: MatchKind, name: Int, preference: Int)] = []
  /// Per-place scratch space for `add`: the kept names' keys in `scratch`, by name index,
  /// with their `TitleSpelling` preference and whether their marks are foreign to every
  /// reader of the place (a transliteration's: its words are no word keys).
  var spellings: [(name: Int, range: Range<Int>, preference: Int, foreign: Bool)] = []
  /// Which alternate names are kept.
  var readersNames = ReadersName()
  var parents: [String: LocalizedName] = [:]
  /// The names the index keeps for each country's and first-level area's own place, by
  /// its code (`AreaKey.ownCode`): names it is qualified by (`AreaQualifierNames`).
  var areaPlaceNames: [String: [String]] = [:]
  var areaNumbers: [AreaKey: UInt32] = [:]
  /// The areas places are in, by number; named once, by `finish` (`namedAreas`).
  var areaKeys: [AreaKey] = []
  var timezones: [String: UInt16] = [:]
  var timezoneRefs: [UInt32] = []

  init(areaNames: AreaNames) {
    self.areaNames = areaNames
  }

  /// Adds one place with all its names.
  mutating func add(_ record: PlaceRecord) {
    var record = record
    let place = UInt32(importance.count)
    let lat = record.latitude * .pi / 180, lon = record.longitude * .pi / 180
    vectors.append(contentsOf: [Float(cos(lat) * cos(lon)), Float(cos(lat) * sin(lon)), Float(sin(lat))])
    let (latitude, longitude) = (Float(record.latitude), Float(record.longitude))
    latLons.append(contentsOf: [latitude, longitude])
    gridCells.append(UInt16(IndexFormat.gridCell(latitude: Double(latitude), longitude: Double(longitude))))
    importance.append(RankingModel.importance(of: record))
    population.append(UInt32(clamping: record.population))
    let nameRef = strings.append(record.name)
    nameRefs.append(nameRef)
    let displayNames = DisplayNames.names(of: record)
    // A name shown that the data writes otherwise (오사카 of "오사카 시") finds the place too.
    for name in displayNames ?? [] where name != record.name && !record.alternateNames.contains(name) {
      record.alternateNames.append(name)
    }
    if let names = displayNames {
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
    let areaCode = AreaKey.ownCode(of: record)
    var ownKey = 0..<0
    let speller = TitleSpelling(country: record.countryCode, areaNames: areaNames)
    spellings.removeAll(keepingCapacity: true)
    for nameIndex in 0...record.alternateNames.count {
      let name = nameIndex == 0 ? record.name : record.alternateNames[nameIndex - 1]
      let key = SearchKey.append(name, to: &scratch, normalizer: &normalizer)
      if nameIndex == 0 {
        ownKey = key
      } else if !areaNames.states(name, ofArea: areaCode)
        && !readersNames.keeps(name, key: scratch[key], ownKey: scratch[ownKey], of: record, areaNames: areaNames)
      {
        scratch.removeSubrange(key.lowerBound...)
        continue
      }
      if let areaCode { areaPlaceNames[areaCode, default: []].append(name) }
      // The spelling that titles a row for everyone: the place's own in English. A German,
      // French or Spanish name is its language's (Jabárovsk), shown to its readers by
      // `readsAsShown`, not to everyone who types "jabarovsk"; its words are still its
      // readers' (Saint-Pétersbourg is found by "pétersbourg").
      let isOwn = nameIndex == 0 || displayNames?[DisplayLanguage.english.slot] == name
      let preference = speller.preference(of: name, isOwn: isOwn)
      // A name shown in some language is its readers' spelling: its words stay keys.
      let foreign = preference < 0 && displayNames?.contains(name) != true
      spellings.append((nameIndex, key, preference, foreign))
    }
    for spelling in spellings {
      let (nameIndex, range, preference, _) = spelling
      let name = nameIndex == 0 ? record.name : record.alternateNames[nameIndex - 1]
      let whole: MatchKind =
        nameIndex == 0 ? .primary : .wholeAlternate(name, primaryScript: primaryScript)
      // A key one of whose spellings is foreign to every reader (Kíev, Albany on Nīwum
      // Eoforwīce) is a transliteration's: found whole, but its words are no word keys.
      let wordsKept = !spellings.contains { other in
        other.foreign && scratch[other.range].elementsEqual(scratch[range])
      }
      considerKey(range, whole, nameIndex, preference: preference)
      if wordsKept { considerWords(of: range, nameIndex, preference: preference) }
      // The name's short reading ("st louis" of "Saint Louis", "hague" of "The Hague").
      if let short = NameForms.shortened(scratch[range]) {
        let shortStart = scratch.count
        scratch += short
        considerKey(shortStart..<scratch.count, nameIndex == 0 ? .shortReading : whole, nameIndex, preference: preference)
        if wordsKept { considerWords(of: shortStart..<scratch.count, nameIndex, preference: preference) }
      }
      // Hangul keys are spelled in compatibility jamo (UTF-8 lead byte 0xE3); only
      // those names can have initial consonants.
      if scratch[range].contains(0xE3), let initials = TextNormalizer.initialConsonantKey(name) {
        let initialsStart = scratch.count
        scratch.append(contentsOf: initials.prefix(SearchKey.cappedLength(initials[...])))
        considerKey(initialsStart..<scratch.count, .initials, nameIndex, preference: preference)
      }
    }
    // Codes read as the primary name when matched (a row says the airport, not ICN).
    for code in record.codes {
      considerKey(SearchKey.append(code, to: &scratch, normalizer: &normalizer), .code, 0, preference: 0)
    }
    var nameRefsByIndex: [Int: UInt32] = [0: nameRef]
    for var value in keys {
      // A key whose every spelling is foreign (Niw Eorkʻ) finds the place under its own
      // name: the row reads "New York City".
      if value.preference < 0 { value.name = 0 }
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

  /// Keeps the later words of the name key in `range` of the scratch buffer as word keys
  /// ("janeiro" of "rio de janeiro"), but an official tail ("gwangyeoksi").
  private mutating func considerWords(of range: Range<Int>, _ name: Int, preference: Int) {
    var position = range.lowerBound + 1
    while position < range.upperBound {
      if scratch[position - 1] == 0x20 && !AdminSuffix.isOfficialTail(scratch[position..<range.upperBound]) {
        considerKey(position..<range.upperBound, name == 0 ? .primaryWord : .alternateWord, name, preference: preference)
      }
      position += 1
    }
  }

  /// Keeps the key in `range` of the scratch buffer unless the place has it already
  /// with a better kind, or the same kind and a spelling preferred as much
  /// (`TitleSpelling.preference`: München over Munchen, Kiev over Kíev).
  private mutating func considerKey(_ range: Range<Int>, _ kind: MatchKind, _ name: Int, preference: Int) {
    guard !range.isEmpty else { return }
    for index in keys.indices where scratch[keys[index].range].elementsEqual(scratch[range]) {
      let existing = keys[index]
      if existing.kind.penalty < kind.penalty || (existing.kind == kind && existing.preference < preference) {
        keys[index] = (range, kind, name, preference)
      }
      return
    }
    keys.append((range, kind, name, preference))
  }

  /// `IndexFormat.idHash` of `id`.
  private static func idHash(_ id: String) -> UInt64 {
    var id = id
    return id.withUTF8 { IndexFormat.idHash(UnsafeRawBufferPointer($0)) }
  }

  /// The number of `area` in this builder, adding it when new.
  mutating func areaNumber(_ area: AreaKey) -> UInt32 {
    if let number = areaNumbers[area] { return number }
    let number = UInt32(areaKeys.count)
    areaNumbers[area] = number
    areaKeys.append(area)
    return number
  }

  mutating func timezoneIndex(_ name: String) -> UInt16 {
    if let index = timezones[name] { return index }
    let index = UInt16(clamping: timezoneRefs.count)
    timezones[name] = index
    timezoneRefs.append(strings.intern(name))
    return index
  }
}
