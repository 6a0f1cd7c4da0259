import PlaceKit
/// Country and first-level area names in every display language, keyed like GeoNames:
/// "KR" for a country, "KR.11" for a first-level area.
struct AreaNames: Sendable {
  var countries: [String: LocalizedName] = [:]
  var admin1: [String: LocalizedName] = [:]
  /// ISO 3166-1 alpha-3 codes by alpha-2 code ("KR" → "KOR").
  var countryAlpha3: [String: String] = [:]
  /// The usual abbreviation of a first-level area, where one is used ("US.TX" → "TX",
  /// "CA.08" → "ON").
  var abbreviations: [String: String] = [:]

  /// The English word of each first-level area's type, where the source gives one
  /// ("US.CA" → "State", "JP.40" → "Prefecture"; `AreaTypeVocabulary` translates it).
  var types: [String: String] = [:]

  /// The marked letters each country's own place names are written with ("DE" → ä ö ß
  /// ü), lower case: which spellings title a row (`TitleSpelling`).
  var titleLetters: [String: Set<Unicode.Scalar>] = [:]

  /// The names of a country or first-level area whose kind a source states, beyond its
  /// names in the display languages and its abbreviation: "GB" → (short, UK), "MM" →
  /// (withdrawn, Burma), "KR.20" → (short, 경남), "US.MO" → (other, 미조리). Those another
  /// area of the same level (another country; another first-level area) also has among
  /// these or its names, codes or abbreviation are left out (es "RU", the United
  /// Kingdom's, is Russia's code). They are names the area is found and qualified by.
  private(set) var kindedNames: [String: [(kind: AreaNameKind, name: String)]] = [:]

  /// The people a first-level area of each country without a population of its own
  /// stands for in ranking: the country's people shared among its first-level areas, at
  /// most a province's (`RankingModel.areaStandIn`), at least one person (the US Minor
  /// Outlying Islands have none: the floor of a place). Liechtenstein's communes stand for
  /// 3,500 people each, so the town of Vaduz ranks above the commune.
  private(set) var areaShares: [String: Int] = [:]

  /// The English names of `countryInfo.txt` and `admin1CodesASCII.txt` (as Latin names;
  /// `addTranslations` adds the other languages), the alpha-3 country codes, and the
  /// countries' populations (`areaShares`).
  init(
    countries: [String: String], admin1: [String: String], countryAlpha3: [String: String] = [:],
    countryPopulations: [String: Int] = [:]
  ) {
    self.countries = countries.mapValues { LocalizedName(latin: $0) }
    self.admin1 = admin1.mapValues { LocalizedName(latin: $0) }
    self.countryAlpha3 = countryAlpha3
    var areas: [String: Int] = [:]
    for code in admin1.keys { areas[String(code.prefix { $0 != "." }), default: 0] += 1 }
    for (country, count) in areas {
      guard let people = countryPopulations[country] else { continue }
      areaShares[country] = max(1, min(people / count, RankingModel.areaStandIn[0]))
    }
  }

  /// The language column of `area-names.tsv` rows that give an abbreviation.
  static let abbreviationColumn = "abbr"
  /// The language column of `area-names.tsv` rows that give a first-level area's type.
  static let typeColumn = "type"
  /// The language column of `area-names.tsv` rows that give a country's marked letters.
  static let lettersColumn = "letters"

  /// Adds the translations of `area-names.tsv` (code, language, name; written by
  /// `Scripts/build-dataset.py`), its abbreviations (language `abbr`), types (`type`),
  /// countries' letters (`letters`) and kinded names; codes without
  /// an English name are left out (a translation alone cannot say what the Latin name is).
  mutating func addTranslations(_ bytes: [UInt8], path: String) throws(PlaceKitError) {
    let scanner = TSVScanner(bytes: bytes, path: path, format: .embedded)
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard fields.count == 3 else {
        throw scanner.wrongColumns(line: line, fields: fields, expected: "3 tab-separated columns (code, language, name)")
      }
      let code = try scanner.string(fields[0], line: line)
      let language = try scanner.string(fields[1], line: line)
      let name = try scanner.string(fields[2], line: line)
      if language == AreaNames.abbreviationColumn {
        if admin1[code] != nil && !name.isEmpty { abbreviations[code] = name }
        return
      }
      if language == AreaNames.typeColumn {
        if admin1[code] != nil && !name.isEmpty { types[code] = name }
        return
      }
      if language == AreaNames.lettersColumn {
        if countries[code] != nil { titleLetters[code] = TitleSpelling.letters(name) }
        return
      }
      if let kind = AreaNameKind(rawValue: language) {
        if (admin1[code] != nil || countries[code] != nil) && !name.isEmpty {
          kindedNames[code, default: []].append((kind, name))
        }
        return
      }
      guard let language = DisplayLanguage(rawValue: language), !name.isEmpty else { return }
      if code.contains(".") {
        admin1[code]?.names[language] = name
      } else {
        countries[code]?.names[language] = name
      }
    }
    dropSharedKindedNames()
  }

  /// The names every area of a level is named by without condition, by code: a
  /// country's names in every language, alpha-2 and alpha-3 codes; a first-level area's
  /// names in every language and its abbreviation.
  func ownNames(of code: String) -> [String] {
    if code.contains(".") {
      guard let area = admin1[code] else { return [] }
      return [area.latin] + area.names.values + (abbreviations[code].map { [$0] } ?? [])
    }
    guard let country = countries[code] else { return [] }
    return [country.latin] + country.names.values + [code] + (countryAlpha3[code].map { [$0] } ?? [])
  }

  /// Leaves out of `kindedNames` each name another area of the same level also has (see
  /// there), by search key.
  private mutating func dropSharedKindedNames() {
    let shared = AreaQualifierNames(areaNames: self, placeNames: [:])
    for (code, names) in kindedNames {
      let kept = Set(shared.names(of: code))
      kindedNames[code] = names.filter { kept.contains($0.name) }
    }
  }

  /// Gives a country or first-level area (by its kind and codes) its names in the
  /// display languages where it has none tagged, and makes them names it is found by:
  /// the embedded areas and a dump's PCLI and ADM1 rows read the same.
  func tagNames(of record: inout PlaceRecord) {
    let names: LocalizedName?
    switch record.kind {
    case .adminArea(level: 0): names = countries[record.countryCode]
    case .adminArea(level: 1): names = admin1["\(record.countryCode).\(record.admin1Code)"]
    default: names = nil
    }
    guard let names else { return }
    if record.kind == .adminArea(level: 1) && record.population == 0 {
      record.standsFor = areaShares[record.countryCode] ?? 0
    }
    // In the languages' order, not the dictionary's (which changes from run to run): the
    // names are appended in it, and the index is the same file on every build.
    for language in DisplayLanguage.allCases where record.taggedNames[language] == nil {
      guard let name = names.names[language] else { continue }
      record.taggedNames[language] = name
      if name != record.name && !record.alternateNames.contains(name) { record.alternateNames.append(name) }
    }
    addKindedNames(to: &record)
  }

  /// Makes the kinded names of a country or first-level area (`kindedNames`) names it is
  /// found by.
  /// A country's short name of two capital letters ("UK", "US") is a code of it: found
  /// when typed whole, as its alpha-3 code is, never as the start of a longer name. Any
  /// other name that is its alpha-2 or alpha-3 code (German "USA") is not added: the
  /// code finds it already.
  func addKindedNames(to record: inout PlaceRecord) {
    guard let code = AreaKey.ownCode(of: record) else { return }
    let isCountry = record.kind == .adminArea(level: 0)
    let codes: Set<String> = isCountry ? [code, countryAlpha3[code] ?? code] : []
    for (kind, name) in kindedNames[code] ?? [] where name != record.name {
      if isCountry && kind == .short && name.utf8.count == 2 && name.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) {
        // A code, also where the source lists it among the alternate names.
        record.alternateNames.removeAll { $0 == name }
        if !record.codes.contains(name) {
          var extras = record.extras ?? PlaceRecord.Extras()
          extras.codes.append(name)
          record.extras = extras
        }
      } else if !record.alternateNames.contains(name) && !codes.contains(name.uppercased()) {
        record.alternateNames.append(name)
      }
    }
  }

  /// Whether a source states `name` as a name of area `code` (`kindedNames`): the index
  /// keeps it as written, brackets included ("Sint Maarten (Dutch part)", "Congo (DRC)").
  func states(_ name: String, ofArea code: String?) -> Bool {
    guard let code, let names = kindedNames[code] else { return false }
    return names.contains { $0.name == name }
  }

  /// The country's name, else its code.
  func country(_ code: String) -> LocalizedName { countries[code] ?? LocalizedName(latin: code) }
}
