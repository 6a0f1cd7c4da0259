import PlaceKit
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
  /// Its GeoNames class and code, when the data gives them.
  var feature: GeoNamesFeature? = nil
  /// An area between the place and its admin1 (the district of a Korean dong).
  var parent: LocalizedName?
  /// Names the data tags with a language (GeoNames' alternateNamesV2.txt, the Korean
  /// administrative data's Hangul names); other languages are inferred by `DisplayNames`.
  var taggedNames: [DisplayLanguage: String] = [:]
  /// Ids of records conflated into this one (`PlaceConflator`); they resolve to it.
  var aliases: [String] = []
  /// For a Korean city that governs 구 (수원시 governs four), how many: without a
  /// population it stands in for as many districts' (`RankingModel.importance(of:)`).
  var governedDistricts = 0
  /// For a first-level area without a population: the people it stands for in ranking,
  /// its share of its country's (`AreaNames.tagNames(of:)`); 0 when unknown.
  var standsFor = 0
  /// What only the embedded countries, areas, counties and airports have; nil for every
  /// other place, which keeps small the records a build copies hundreds of thousands of.
  var extras: Extras? = nil

  /// Facts of a place that few sources give.
  struct Extras: Sendable {
    /// Names that match only when typed whole: a country's ISO alpha-3 code (JPN) and
    /// two-letter short name (UK), an airport's IATA and ICAO codes (ICN, RKSI).
    var codes: [String] = []
    /// The box it covers (a country's).
    var extent: Extent? = nil
    /// How big the source says a place without population is: for an airport 3 one of a
    /// city with several, 2 an international one, 1 a scheduled one, 0 a strip; for a US
    /// county 2, 1, 0 by its biggest place (`RankingModel.airportSizePrior`,
    /// `countySizePrior`); nil when the source does not say.
    var sizeRank: Int? = nil
  }

  /// `Extras.codes`, none without extras.
  var codes: [String] { extras?.codes ?? [] }
  /// `Extras.extent`.
  var extent: Extent? { extras?.extent }
  /// `Extras.sizeRank`.
  var sizeRank: Int? { extras?.sizeRank }
  /// The levels of the administrative areas merged into this place, bit `level - 1`
  /// (Busan is also 부산광역시, level 1; Sejong is 세종특별자치시 and 세종시, levels 1 and 2).
  var absorbedAreaLevels: UInt8 = 0

  /// The levels of area this place is, its own and those merged into it (bit `level - 1`).
  var areaLevels: UInt8 {
    guard case .adminArea(let level) = kind, (1...8).contains(level) else { return absorbedAreaLevels }
    return absorbedAreaLevels | 1 << (level - 1)
  }

  /// Whether its subtitle is just the country: a country or province, or a city that is
  /// one (its province merged into it).
  var isTopLevel: Bool { kind.isTopLevelArea || absorbedAreaLevels & 1 != 0 }
}
