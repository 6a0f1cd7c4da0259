import Foundation
import PlaceKit

/// Makes each real place one record before indexing: a Korean administrative area and
/// the GeoNames place that is the same city (서울특별시 and Seoul, 광명시 and Gwangmyeong)
/// become one, and so do GeoNames' own repeats (the same name and kind within 2 km, or
/// one numbered district under two names within 5 km: `Paris 13 Gobelins`, `Paris 13e
/// Arrondissement`).
///
/// A merged place keeps the GeoNames record's id, population, time zone and names, and
/// gains the Korean record's Hangul and romanized names and its district; the id of the
/// record merged into it becomes an alias that resolves to it. A wrong merge is worse
/// than a duplicate, so a Korean area merges only with a place of the same province
/// whose name has the same stem (광명시 ~ Gwangmyeong, 원주시 ~ Wŏnju), of a fitting
/// level (a city with a metropolitan city, city or county; a neighbourhood only with a
/// place GeoNames calls a neighbourhood) and within a distance fitting that level.
struct PlaceConflator {
  /// Two GeoNames records of one name and kind closer than this are one place.
  static let repeatKm = 2.0
  /// Two records of one numbered district whose populations agree closer than this are
  /// one place: a district's centroid moves with what it counts in (Paris 12, with or
  /// without the Bois de Vincennes: 3.5 km).
  static let districtRepeatKm = 5.0

  private var normalizer = TextNormalizer()
  /// Records merged away (each now an alias of another).
  private(set) var mergedCount = 0

  /// Merges GeoNames' repeats within `places`, then the Korean areas into the places
  /// they are, in place: `places` ends as every record left, GeoNames' first, in their
  /// original order. (In place, because the records are most of a build's memory.)
  mutating func conflate(_ places: inout [PlaceRecord], koreanAreas: [PlaceRecord]) {
    mergeRepeats(&places)
    places += mergingKoreanAreas(koreanAreas, into: &places)
  }

  // MARK: GeoNames repeats

  /// Merges each repeat in `places` into the most populous record of its name and kind
  /// nearby (the first in file order among equals).
  private mutating func mergeRepeats(_ places: inout [PlaceRecord]) {
    // Records by a hash of (name key, kind, country), computed on all cores: most names
    // are unique, so only the few runs of equal hashes are compared.
    let hashes = PlaceConflator.repeatHashes(places)
    // (hash, record) pairs sort as plain integers: most of the build's records pass here.
    let order = hashes.indices.map { (hashes[$0], $0) }.sorted { $0 < $1 }.map(\.1)
    var removed = Set<Int>()
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count && hashes[order[end]] == hashes[order[start]] { end += 1 }
      if end - start > 1 {
        // Most populous first; among equals, file order.
        let group = order[start..<end].sorted { (places[$0].population, -$0) > (places[$1].population, -$1) }
        for (position, keeper) in group.enumerated() where !removed.contains(keeper) {
          for other in group[(position + 1)...] where !removed.contains(other) {
            // Equal hashes: the keys themselves are compared only here, for the few.
            let km = PlaceConflator.distanceKm(places[keeper], places[other])
            guard km < PlaceConflator.districtRepeatKm, places[keeper].kind == places[other].kind,
              places[keeper].countryCode == places[other].countryCode
            else { continue }
            let (keeperKey, otherKey) = (repeatKey(places[keeper]), repeatKey(places[other]))
            // A numbered district's two records: one of them its number alone (two
            // quarters of Zürich's Kreis 7 are two places), one census figure.
            let isDistrict = keeperKey.bare != nil || otherKey.bare != nil
            guard keeperKey.name == otherKey.name,
              isDistrict
                ? (keeperKey.bare == true || otherKey.bare == true)
                  && PlaceConflator.isOneCount(places[keeper].population, places[other].population)
                : km < PlaceConflator.repeatKm
            else { continue }
            let absorbed = places[other]
            absorb(absorbed, into: &places[keeper], as: .repeatedRecord)
            removed.insert(other)
          }
        }
      }
      start = end
    }
    guard !removed.isEmpty else { return }
    // Compacted by swaps, which move records without copying them.
    var kept = 0
    for index in places.indices where !removed.contains(index) {
      if kept != index { places.swapAt(kept, index) }
      kept += 1
    }
    places.removeSubrange(kept...)
  }

  /// What makes two records repeats of each other but for where they are: a hash of the
  /// name's key (of a numbered district, its stem and number: `numberedDistrict`), the
  /// kind and the country; the key it hashes; `bare`, nil for a name that is no numbered
  /// district's, else whether it is the district's number alone.
  private mutating func repeatKey(_ place: PlaceRecord) -> (hash: UInt64, name: [UInt8], bare: Bool?) {
    let key = normalizer.key(place.name)
    let district = PlaceConflator.numberedDistrict(key)
    let name = district?.key ?? key
    var hash = FastHash()
    name.withUnsafeBytes { hash.combine($0) }
    hash.combine(UInt64(place.kind.code))
    for byte in place.countryCode.utf8 { hash.combine(UInt64(byte)) }
    return (hash.finalize(), name, district?.bare)
  }

  /// The stem and number of a name key that names a numbered district and goes on past
  /// its number (`paris 13` of `paris 13 gobelins` and of `paris 13e arrondissement`):
  /// a word after the first that is a number, bare or ordinal (13, 13e, 13eme, 13th), and
  /// more after it than a bare number; nil for any other key. `bare` when the name is the
  /// district's number alone: an ordinal, or the number and one word for a district
  /// (`districtWords`). GeoNames has four of Paris's arrondissements twice, by their
  /// quarter's name and by their number.
  static func numberedDistrict(_ key: [UInt8]) -> (key: [UInt8], bare: Bool)? {
    let words = key.split(separator: 0x20)
    guard words.count >= 2 else { return nil }
    for index in 1..<words.count {
      let digits = words[index].prefix { (0x30...0x39).contains($0) }
      guard !digits.isEmpty else { continue }
      let suffix = Array(words[index].dropFirst(digits.count))
      let rest = words[(index + 1)...]
      guard ordinalSuffixes.contains(suffix), !(suffix.isEmpty && rest.isEmpty) else { return nil }
      let bare = rest.isEmpty || (rest.count == 1 && districtWords.contains(Array(rest.first!)))
      return (Array(words[..<index].joined(separator: [0x20])) + [0x20] + digits, bare)
    }
    return nil
  }

  private static let ordinalSuffixes: Set<[UInt8]> = Set(["", "e", "er", "eme", "th", "st", "nd", "rd"].map { Array($0.utf8) })
  /// Words that say a name is a district's number alone ("13e arrondissement").
  private static let districtWords: Set<[UInt8]> = Set(
    ["arrondissement", "district", "bezirk", "kreis", "ward", "quartier"].map { Array($0.utf8) })

  /// Whether two populations are one census figure counted twice: both known and within
  /// a tenth of the larger (Paris 13: 181,271 and 177,833). What a numbered district's
  /// two records need besides their stem and number: two neighbourhoods of a city's
  /// 14th Street are not one place.
  static func isOneCount(_ first: Int, _ second: Int) -> Bool {
    first > 0 && second > 0 && abs(first - second) * 10 <= max(first, second)
  }

  /// The repeat-key hash of every record (what makes two records repeats of each other
  /// but for where they are), computed in parts on all cores.
  static func repeatHashes(_ places: [PlaceRecord]) -> [UInt64] {
    ParallelWork.map(places, parts: min(2 * ProcessInfo.processInfo.activeProcessorCount, 16)) { part in
      var conflator = PlaceConflator()
      return part.map { conflator.repeatKey($0).hash }
    }
  }

  // MARK: Korean areas

  /// A GeoNames place in Korea as the matching sees it.
  private struct KoreanPlace {
    var index: Int
    var stems: Set<String>
    /// Whether GeoNames calls it a neighbourhood (Tallang-dong); nil when its name
    /// cannot tell (Siheungdong is one, Yeongdong a county's town).
    var isNeighbourhood: Bool?
  }

  /// Merges each area into the nearest place it is (see the type's comment); returns the
  /// areas that are places of their own.
  private mutating func mergingKoreanAreas(_ areas: [PlaceRecord], into places: inout [PlaceRecord])
    -> [PlaceRecord]
  {
    var byStem: [String: [KoreanPlace]] = [:]
    for index in places.indices where places[index].countryCode == "KR" && places[index].kind == .populated {
      let candidate = koreanPlace(places[index], index: index)
      for stem in candidate.stems { byStem[stem, default: []].append(candidate) }
    }
    // A place takes one area per level (Sejong is both 세종특별자치시 and 세종시).
    struct Merge: Hashable {
      var place: Int
      var level: UInt8
    }
    var taken = Set<Merge>()
    var kept: [PlaceRecord] = []
    // Provinces and metropolitan cities first, so a city goes to its highest level.
    let order = areas.indices.sorted { (areas[$0].kind.code, $0) < (areas[$1].kind.code, $1) }
    var mergedInto: [Int: Int] = [:]
    for areaIndex in order {
      let area = areas[areaIndex]
      guard let rule = MergeRule(area: area) else { continue }
      var best: (index: Int, km: Double)?
      for stem in stems(of: area) {
        for candidate in byStem[stem] ?? [] where !taken.contains(Merge(place: candidate.index, level: area.kind.code)) {
          let place = places[candidate.index]
          guard place.admin1Code == area.admin1Code, candidate.isNeighbourhood ?? rule.neighbourhood == rule.neighbourhood
          else {
            continue
          }
          let km = PlaceConflator.distanceKm(place, area)
          if km <= rule.maxKm && km < (best?.km ?? .infinity) { best = (candidate.index, km) }
        }
      }
      if let best {
        taken.insert(Merge(place: best.index, level: area.kind.code))
        mergedInto[areaIndex] = best.index
      }
    }
    for (index, area) in areas.enumerated() {
      if let target = mergedInto[index] {
        absorb(area, into: &places[target], as: .koreanArea)
      } else {
        kept.append(area)
      }
    }
    return kept
  }

  /// Which places an area may merge with, by its level and suffix.
  private struct MergeRule {
    var neighbourhood: Bool
    var maxKm: Double

    init?(area: PlaceRecord) {
      let suffix = AdminSuffix.splitHangul(area.name).suffix
      switch (area.kind, suffix) {
      // The centroid of a metropolitan city with its islands lies far from its centre
      // (Incheon: 37 km).
      case (.adminArea(1), .metropolitanCity?): (neighbourhood, maxKm) = (false, 50)
      case (.adminArea(2), .city?), (.adminArea(2), .county?): (neighbourhood, maxKm) = (false, 30)
      case (.adminArea(2), .district?): (neighbourhood, maxKm) = (false, 12)
      case (.adminArea(3), _): (neighbourhood, maxKm) = (true, 4)
      default: return nil
      }
    }
  }

  private mutating func koreanPlace(_ place: PlaceRecord, index: Int) -> KoreanPlace {
    var stems = Set<String>()
    for name in [place.name] + place.alternateNames {
      switch NameScript.of(name) {
      case .hangul: stems.insert(AdminSuffix.splitHangul(name).stem)
      case .latin:
        let key = normalizer.key(name)
        let split = AdminSuffix.splitLatin(key: key)
        if !split.stem.isEmpty { stems.insert(String(decoding: split.stem, as: UTF8.self)) }
        // "dong" glued on may be a suffix (Siheungdong) or part of the name (Yeongdong).
        if split.suffix == .neighbourhood && !key.contains(0x20) { stems.insert(String(decoding: key, as: UTF8.self)) }
      default: break
      }
    }
    let key = normalizer.key(place.name)
    let suffix = AdminSuffix.splitLatin(key: key).suffix
    let neighbourhood: Bool? = suffix != .neighbourhood ? false : key.contains(0x20) ? true : nil
    return KoreanPlace(index: index, stems: stems, isNeighbourhood: neighbourhood)
  }

  /// An area's stems: of its Hangul name and of its romanized name.
  private mutating func stems(of area: PlaceRecord) -> [String] {
    var stems = [AdminSuffix.splitHangul(area.name).stem]
    for name in area.alternateNames where NameScript.of(name) == .latin {
      stems.append(String(decoding: AdminSuffix.splitLatin(key: normalizer.key(name)).stem, as: UTF8.self))
    }
    return stems
  }

  /// What a record merged into another is.
  private enum Absorbed {
    /// A GeoNames repeat of the keeper: its language tags carry over.
    case repeatedRecord
    /// A Korean area: it gives its district; its Hangul tag does not carry over, since
    /// the merged place's everyday Hangul name is chosen among all its names.
    case koreanArea
  }

  /// Folds `other` into `keeper`: its id and aliases become aliases, its names join the
  /// alternates, its levels of area join the keeper's.
  private mutating func absorb(_ other: PlaceRecord, into keeper: inout PlaceRecord, as absorbed: Absorbed) {
    mergedCount += 1
    keeper.aliases += [other.id] + other.aliases
    var known = Set([keeper.name] + keeper.alternateNames)
    for name in [other.name] + other.alternateNames where known.insert(name).inserted {
      keeper.alternateNames.append(name)
    }
    keeper.absorbedAreaLevels |= other.areaLevels
    switch absorbed {
    case .koreanArea:
      if keeper.parent == nil { keeper.parent = other.parent }
    case .repeatedRecord:
      for (language, name) in other.taggedNames where keeper.taggedNames[language] == nil {
        keeper.taggedNames[language] = name
      }
    }
  }

  private static func distanceKm(_ a: borrowing PlaceRecord, _ b: borrowing PlaceRecord) -> Double {
    Location(latitude: a.latitude, longitude: a.longitude).distanceKm(
      to: Location(latitude: b.latitude, longitude: b.longitude))
  }
}
