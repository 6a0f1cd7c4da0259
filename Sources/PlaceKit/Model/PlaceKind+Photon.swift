import Foundation

/// How a `PlaceKind` reads in Photon's API (OpenStreetMap tags and GeocodeJSON layers),
/// declared once: the server writes features with it and a Photon client reads them back.
extension PlaceKind {
  /// Populations at or above which a populated place is a `place=city`, else a town,
  /// else a village.
  public static let photonCityPopulation = 100_000
  /// The population at or above which a populated place is a `place=town`.
  public static let photonTownPopulation = 10_000

  /// What the place is, in one English word, as the JSON `kind` field and the card say
  /// it: a populated place by its size (`city`, `town`, `village`, as `photonTag` sizes
  /// it), anything else by `displayWord`.
  public func word(population: Int) -> String {
    self == .populated ? photonTag(population: population).value : displayWord
  }

  /// The OpenStreetMap tag (`osm_key`, `osm_value`) a place of this kind is written with;
  /// `population` picks city, town or village for a populated place.
  public func photonTag(population: Int) -> (key: String, value: String) {
    switch self {
    case .populated:
      if population >= PlaceKind.photonCityPopulation { return ("place", "city") }
      if population >= PlaceKind.photonTownPopulation { return ("place", "town") }
      return ("place", "village")
    case .adminArea:
      return ("boundary", "administrative")
    case .feature(let feature):
      return feature.osmTag
    case .tagged(let key, let value):
      return (key, value)
    }
  }

  /// Photon's `type` (its layer): country, state, county, district, city or other.
  public var photonType: String {
    switch self {
    case .populated: return "city"
    case .adminArea(let level):
      switch level {
      case ...0: return "country"
      case 1: return "state"
      case 2: return "county"
      default: return "district"
      }
    case .feature(let feature): return feature.featureClass == .road ? "street" : "other"
    case .tagged: return "other"
    }
  }

  /// The kind a Photon feature's `osm_key`, `osm_value` and `type` stand for: populated
  /// places and administrative areas as the embedded data has them, `.tagged` for the
  /// rest (an attraction, a station).
  public init(photonKey key: String, value: String, type: String? = nil) {
    switch (key, value) {
    case ("place", "city"), ("place", "town"), ("place", "village"), ("place", "hamlet"),
      ("place", "isolated_dwelling"), ("place", "locality"):
      self = .populated
    case ("place", "country"): self = .adminArea(level: 0)
    case ("place", "state"), ("place", "province"), ("place", "region"): self = .adminArea(level: 1)
    case ("place", "county"), ("place", "district"), ("place", "municipality"): self = .adminArea(level: 2)
    case ("place", "suburb"), ("place", "quarter"), ("place", "neighbourhood"), ("place", "borough"):
      self = .adminArea(level: 3)
    case ("boundary", "administrative"):
      switch type {
      case "country": self = .adminArea(level: 0)
      case "state": self = .adminArea(level: 1)
      case "county", "city": self = .adminArea(level: 2)
      default: self = .adminArea(level: 3)
      }
    default:
      self = .tagged(key: key, value: value)
    }
  }

  /// A word for people saying what the place is: "city", "province", "district",
  /// "neighbourhood", a feature's word in English ("tower", `GeoNamesFeature`), or a
  /// tag's value in words ("attraction", "bus stop"; the key for a tag whose value is
  /// just `yes`, as in `building=yes`).
  public var displayWord: String {
    switch self {
    case .populated: return "place"
    case .adminArea(let level):
      switch level {
      case ...0: return "country"
      case 1: return "province"
      case 2: return "district"
      default: return "neighbourhood"
      }
    case .feature(let feature):
      return feature.word(in: .english)
    case .tagged(let key, let value):
      return (value == "yes" ? key : value).replacingOccurrences(of: "_", with: " ")
    }
  }

  /// Whether a Photon `osm_tag` filter (`key`, `key:value`, `:value`, `!key`,
  /// `!key:value`, `:!value`) lets a place of this kind through; false for a filter
  /// that is not in that syntax (`PhotonTagFilter` parses them).
  public func matches(_ filter: PhotonTagFilter, population: Int) -> Bool {
    let tag = photonTag(population: population)
    let keyMatches = filter.key.map { $0 == tag.key } ?? true
    let valueMatches = filter.value.map { $0 == tag.value } ?? true
    return filter.excludes ? !(keyMatches && valueMatches) : (keyMatches && valueMatches)
  }
}
