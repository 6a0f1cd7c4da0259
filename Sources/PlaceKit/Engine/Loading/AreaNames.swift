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

  /// Other names a first-level area is known by and named by in qualifiers: the old
  /// Korean spellings of US states ("US.MO" → 미조리; `Scripts/build-dataset.py`).
  var otherNames: [String: [String]] = [:]

  /// The English names of `countryInfo.txt` and `admin1CodesASCII.txt` (as Latin names;
  /// `addTranslations` adds the other languages), and the alpha-3 country codes.
  init(countries: [String: String], admin1: [String: String], countryAlpha3: [String: String] = [:]) {
    self.countries = countries.mapValues { LocalizedName(latin: $0) }
    self.admin1 = admin1.mapValues { LocalizedName(latin: $0) }
    self.countryAlpha3 = countryAlpha3
  }

  /// The language column of `area-names.tsv` rows that give an abbreviation.
  static let abbreviationColumn = "abbr"
  /// The language column of `area-names.tsv` rows that give a first-level area's type.
  static let typeColumn = "type"
  /// The language column of `area-names.tsv` rows that give another name of an area.
  static let otherNameColumn = "alt"

  /// Adds the translations of `area-names.tsv` (code, language, name; written by
  /// `Scripts/build-dataset.py`) and its abbreviations (language `abbr`); codes without
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
      if language == AreaNames.otherNameColumn {
        if admin1[code] != nil && !name.isEmpty { otherNames[code, default: []].append(name) }
        return
      }
      guard let language = DisplayLanguage(rawValue: language), !name.isEmpty else { return }
      if code.contains(".") {
        admin1[code]?.names[language] = name
      } else {
        countries[code]?.names[language] = name
      }
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
    for (language, name) in names.names where record.taggedNames[language] == nil {
      record.taggedNames[language] = name
      if name != record.name && !record.alternateNames.contains(name) { record.alternateNames.append(name) }
    }
  }

  /// The country's name, else its code.
  func country(_ code: String) -> LocalizedName { countries[code] ?? LocalizedName(latin: code) }
}
