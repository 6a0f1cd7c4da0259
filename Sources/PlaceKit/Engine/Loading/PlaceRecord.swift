/// What kind of place a record is; administrative areas without a population get an
/// importance from their level.
enum PlaceKind: Sendable, Equatable, Hashable {
  /// A populated place (GeoNames feature class P).
  case populated
  /// An administrative area: 1 = province (sido), 2 = district (sigungu),
  /// 3 = town/neighbourhood (eup/myeon/dong); GeoNames class A uses its ADM level.
  case adminArea(level: Int)

  /// Countries and provinces: their subtitle is just the country.
  var isTopLevelArea: Bool {
    if case .adminArea(let level) = self { return level <= 1 }
    return false
  }

  /// The byte the index stores: 0 for a populated place, 1 + level for an area.
  var code: UInt8 {
    switch self {
    case .populated: return 0
    case .adminArea(let level): return UInt8(clamping: 1 + max(0, level))
    }
  }

  /// The kind an index byte stands for.
  init(code: UInt8) {
    self = code == 0 ? .populated : .adminArea(level: Int(code) - 1)
  }
}

/// A name as each display language shows it: a Latin name for every language, and the
/// languages' own names where the data has them.
struct LocalizedName: Sendable, Hashable {
  /// The Latin-script name, shown where a language has no name of its own.
  var latin: String
  /// Names in particular languages.
  var names: [DisplayLanguage: String] = [:]

  /// The name in `language`, else the Latin one.
  func name(in language: DisplayLanguage) -> String { names[language] ?? latin }
}

/// One place as a data file describes it, before indexing.
struct PlaceRecord: Sendable {
  var id: String
  var name: String
  var alternateNames: [String]
  var latitude: Double
  var longitude: Double
  var countryCode: String
  /// The admin1 code within the country ("11" for KR.11).
  var admin1Code: String
  var population: Int
  var timezone: String
  var kind: PlaceKind
  /// An area between the place and its admin1 (the district of a Korean dong).
  var parent: LocalizedName?
  /// Names the data tags with a language (GeoNames' alternateNamesV2.txt, the Korean
  /// administrative data's Hangul names); other languages are inferred by `DisplayNames`.
  var taggedNames: [DisplayLanguage: String] = [:]
  /// Ids of records conflated into this one (`PlaceConflator`); they resolve to it.
  var aliases: [String] = []
  /// Whether a province-level area was merged into this place (Busan is
  /// 부산광역시): its subtitle is then just the country, as a province's is.
  var absorbedTopLevelArea = false

  /// Whether its subtitle is just the country: a country or province, or a city that is
  /// one.
  var isTopLevel: Bool { kind.isTopLevelArea || absorbedTopLevelArea }
}
