/// What kind of place a record is; administrative areas without a population get an
/// importance from their level.
enum PlaceKind: Sendable, Equatable {
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
  var parentName: String?
}
