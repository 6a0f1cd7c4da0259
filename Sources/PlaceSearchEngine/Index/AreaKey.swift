import PlaceKit
/// Where a place is, as the index builder groups places: those in the same area share
/// their subtitles, admin1 names, hierarchies and qualifier keys, which are written once
/// per area.
struct AreaKey: Hashable {
  var country: String
  var admin1: String
  /// The Latin name of the parent; the builder's parents have its other names.
  var parent: String?
  var isTopLevel: Bool
  /// Whether the place is a country (0) or first-level area (1) itself, whose
  /// subtitle says so ("country"; "state · United States"); nil for any other place.
  /// Such an area's key leaves its admin1 out (the place is the area; `IndexView.lies`
  /// reads its name), so that the areas of one country and type share one key.
  var ownLevel: Int8? = nil
  /// For a first-level area itself, its English type (`AreaNames.types`, "State").
  var type: String? = nil
}

extension AreaKey {
  /// The key of the area `record` is in, or is.
  init(of record: PlaceRecord, areaNames: AreaNames) {
    switch AreaKey.ownLevel(of: record.kind) {
    case 0:
      self.init(country: record.countryCode, admin1: "", parent: nil, isTopLevel: true, ownLevel: 0)
    case 1:
      self.init(
        country: record.countryCode, admin1: "", parent: nil, isTopLevel: true, ownLevel: 1,
        type: areaNames.types["\(record.countryCode).\(record.admin1Code)"] ?? "")
    default:
      self.init(
        country: record.countryCode, admin1: record.admin1Code, parent: record.parent?.latin,
        isTopLevel: record.isTopLevel)
    }
  }

  /// The level of a country (0) or first-level area (1), nil for any other kind.
  private static func ownLevel(of kind: PlaceKind) -> Int8? {
    guard case .adminArea(let level) = kind, level <= 1 else { return nil }
    return Int8(max(level, 0))
  }

  /// What a query may name the area by beside a place's name: the city or county above a
  /// district, the first-level area (unless the place is one, as in its subtitle) and
  /// its abbreviation, the country and its codes; in every language; and every other name
  /// of the first-level area and the country that no other area of its level has
  /// (`AreaQualifierNames`: UK, Bavaria, 경남). A Korean area is named by its name without
  /// its administrative suffix too, as Koreans write addresses (부산 of 부산광역시, 경기 of
  /// 경기도, 용인 of 용인시 when two syllables or more are left; gyeonggi of Gyeonggi-do).
  func qualifierNames(
    areaNames: AreaNames, otherNames: AreaQualifierNames, parents: [String: LocalizedName]
  ) -> [String] {
    var names: [String] = []
    func add(_ name: LocalizedName) {
      names += [name.latin] + name.names.values
      guard country == "KR" else { return }
      if let korean = name.names[.korean] {
        let stem = AdminSuffix.splitHangul(korean).stem
        if stem != korean && stem.count >= 2 { names.append(stem) }
      }
      var normalizer = TextNormalizer()
      let (stem, suffix) = AdminSuffix.splitLatin(key: normalizer.key(name.latin))
      if suffix != nil && stem.count >= 3 { names.append(String(decoding: stem, as: UTF8.self)) }
    }
    if let parent { add(parents[parent] ?? LocalizedName(latin: parent)) }
    let admin1Code = "\(country).\(admin1)"
    if !isTopLevel, let admin1 = areaNames.admin1[admin1Code] {
      add(admin1)
      if let abbreviation = areaNames.abbreviations[admin1Code] { names.append(abbreviation) }
      names += otherNames.names(of: admin1Code)
    }
    add(areaNames.country(country))
    names.append(country)
    if let alpha3 = areaNames.countryAlpha3[country] { names.append(alpha3) }
    return names + otherNames.names(of: country)
  }

  /// The code of the country ("KR") or first-level area ("KR.11") `record` is itself,
  /// nil for any other place.
  static func ownCode(of record: PlaceRecord) -> String? {
    switch ownLevel(of: record.kind) {
    case 0: return record.countryCode
    case 1: return "\(record.countryCode).\(record.admin1Code)"
    default: return nil
    }
  }

  /// The subtitle of places in the area: its `parts` ("District, Area, Country"); for a
  /// country the word for one, for a first-level area its type before its country
  /// ("state · United States").
  func subtitle(parts: [String], language: DisplayLanguage) -> String {
    switch ownLevel {
    case 0: return AreaTypeVocabulary.countryWord(in: language)
    case 1:
      let type = AreaTypeVocabulary.word(for: type.flatMap { $0.isEmpty ? nil : $0 }, in: language)
      return ([type] + parts).joined(separator: Place.kindSeparator)
    default: return parts.joined(separator: ", ")
    }
  }

  /// District, first-level area (`admin1`, its name), country in `language`, without
  /// empty or repeated parts: the parts of the subtitle ("District, Area, Country").
  func hierarchy(
    admin1: String, language: DisplayLanguage, areaNames: AreaNames, parents: [String: LocalizedName]
  ) -> [String] {
    var parts: [String] = []
    if let parent { parts.append(parents[parent]?.name(in: language) ?? parent) }
    if !isTopLevel && !admin1.isEmpty { parts.append(admin1) }
    parts.append(areaNames.country(country).name(in: language))
    var seen = Set<String>()
    return parts.filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}
