/// What a place is, declared once: the embedded data's populated places and
/// administrative areas, the other GeoNames features a dump holds (towers, mountains,
/// lakes: `GeoNamesFeature`), and the kinds a server names (Photon's OSM tags). JSON
/// output, the server's Photon mapping and the UI all speak of kinds through this type.
public enum PlaceKind: Sendable, Hashable {
  /// A populated place (GeoNames feature class P).
  case populated
  /// An administrative area: 1 = province (sido), 2 = district (sigungu),
  /// 3 = town/neighbourhood (eup/myeon/dong); GeoNames class A uses its ADM level.
  case adminArea(level: Int)
  /// Any other GeoNames feature (classes H L R S T U V): a tower, a mountain, a lake.
  case feature(GeoNamesFeature)
  /// A kind only a server knows, by its OpenStreetMap tag (`tourism`/`attraction`,
  /// `railway`/`station`).
  case tagged(key: String, value: String)

  /// Countries and provinces: their subtitle is just the country.
  package var isTopLevelArea: Bool {
    if case .adminArea(let level) = self { return level <= 1 }
    return false
  }

  /// The byte the index stores: 0 for a populated place, 1 + level for an area,
  /// `featureCode` for another feature, whose class and code the index stores beside it
  /// (the index holds no tagged kinds).
  package var code: UInt8 {
    switch self {
    case .populated, .tagged: return 0
    case .adminArea(let level): return UInt8(clamping: 1 + max(0, min(level, 100)))
    case .feature: return PlaceKind.featureCode
    }
  }

  /// The kind of a GeoNames feature: a populated place for class P (or no class), an
  /// area of its level for class A (ADM1 → 1, ADM2 → 2, deeper → 3; a current country or
  /// dependency, `countryCodes`, → 0), a feature for the rest (parishes, zones, former
  /// countries: a dump's Soviet Union is no country of today).
  package init(feature: GeoNamesFeature?) {
    guard let feature, feature.featureClass != .populated else {
      self = .populated
      return
    }
    guard feature.featureClass == .area else {
      self = .feature(feature)
      return
    }
    switch feature.code {
    case "ADM1", "ADM1H": self = .adminArea(level: 1)
    case "ADM2", "ADM2H": self = .adminArea(level: 2)
    case let code where code.hasPrefix("ADM"): self = .adminArea(level: 3)
    case let code where PlaceKind.countryCodes.contains(code): self = .adminArea(level: 0)
    default: self = .feature(feature)
    }
  }

  /// GeoNames' codes of independent and dependent political entities of today.
  static let countryCodes: Set<String> = ["PCL", "PCLI", "PCLD", "PCLF", "PCLS", "PCLIX"]

  /// The index byte of a `feature`.
  package static let featureCode: UInt8 = 0xFF

  /// The kind an index byte stands for; `feature` is the place's stored feature, which a
  /// `featureCode` byte needs.
  package init(code: UInt8, feature: GeoNamesFeature?) {
    switch code {
    case 0: self = .populated
    case PlaceKind.featureCode: self = feature.map { .feature($0) } ?? .populated
    default: self = .adminArea(level: Int(code) - 1)
    }
  }
}
