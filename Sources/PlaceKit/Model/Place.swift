/// A place the user can choose: a populated place, an administrative area, or whatever
/// a server answers with (`kind`).
public struct Place: Sendable, Hashable, Identifiable {
  /// Source-qualified id, e.g. `geonames:1835848` or `kr-admin:1168010100`.
  public var id: String
  /// The place's name in the display language (see `DisplayLanguage`).
  public var name: String
  /// The place's primary name as its source spells it, whatever the display language:
  /// stable across locales, for scripts.
  public var primaryName: String
  /// Where it is, for people, in the display language: "Gyeonggi-do, South Korea".
  public var subtitle: String
  /// Its coordinates (a centroid for areas).
  public var location: Location
  /// ISO 3166-1 alpha-2 country code, e.g. "KR".
  public var countryCode: String
  /// The name of its first-level administrative area in the display language, empty
  /// when unknown.
  public var admin1: String
  /// Population; 0 when the source has none (administrative areas).
  public var population: Int
  /// IANA time zone, e.g. "Asia/Seoul"; empty when unknown.
  public var timezone: String
  /// What it is: a populated place, an area of some level, or a kind a server named.
  public var kind: PlaceKind
  /// Its GeoNames feature class and code ("P.PPLC", "S.TOWR"), when the source is a
  /// GeoNames dump that gives them.
  public var feature: GeoNamesFeature?
  /// The box it covers, where the source gives one (a country's).
  public var extent: Extent?
  /// Distance from the location results were ranked against, in kilometres.
  public var distanceKm: Double?
  /// Direction from the location results were ranked against.
  public var bearing: CompassPoint?

  /// Creates a place; `distanceKm` and `bearing` are set when ranked near a location.
  /// `primaryName` defaults to `name`; `feature` to the kind's, for a feature.
  public init(
    id: String, name: String, primaryName: String? = nil, subtitle: String, location: Location,
    countryCode: String, admin1: String, population: Int, timezone: String, kind: PlaceKind = .populated,
    feature: GeoNamesFeature? = nil, extent: Extent? = nil, distanceKm: Double? = nil, bearing: CompassPoint? = nil
  ) {
    self.id = id
    self.name = name
    self.primaryName = primaryName ?? name
    self.subtitle = subtitle
    self.location = location
    self.countryCode = countryCode
    self.admin1 = admin1
    self.population = population
    self.timezone = timezone
    self.kind = kind
    if case .feature(let own) = kind { self.feature = feature ?? own } else { self.feature = feature }
    self.extent = extent
    self.distanceKm = distanceKm
    self.bearing = bearing
  }

  /// The areas its subtitle names, smallest first ("Paris", "Île-de-France", "France"),
  /// without the word for what it is that the subtitle of a feature, a country or a
  /// first-level area starts with ("tower · ", "state · "); none for a country.
  public var subtitleAreas: [String] {
    if case .adminArea(let level) = kind, level <= 0 { return [] }
    var areas = Substring(subtitle)
    if let kindEnd = areas.firstRange(of: Place.kindSeparator) { areas = areas[kindEnd.upperBound...] }
    // The standard library's search, not Foundation's (a twentieth of a server's answer).
    return areas.isEmpty ? [] : areas.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
  }

  /// What the area is called, in the display language, as its subtitle begins: a
  /// country's whole subtitle ("country", 국가), a first-level area's type before the
  /// kind separator ("state" of California, "prefecture" of Tokyo); nil for any other
  /// place, or an area whose subtitle gives no word.
  public var areaType: String? {
    guard case .adminArea(let level) = kind, level <= 1 else { return nil }
    if level <= 0 { return subtitle.isEmpty || subtitle.contains(",") ? nil : subtitle }
    guard let end = subtitle.range(of: Place.kindSeparator) else { return nil }
    return String(subtitle[..<end.lowerBound])
  }

  /// How the place reads as one line of text: its name and the areas it is in
  /// ("Springfield, Missouri, United States"; "Incheon International Airport, Incheon,
  /// South Korea"), never the word for what it is that a list's subtitle adds; a
  /// country's name alone ("Japan").
  public var label: String {
    ([name] + subtitleAreas).joined(separator: ", ")
  }

  /// What separates a subtitle's word for what the place is from the areas it is in.
  public static let kindSeparator = " · "

  /// A copy with distance and bearing measured from `origin`.
  public func measured(from origin: Location) -> Place {
    var copy = self
    (copy.distanceKm, copy.bearing) = origin.distanceAndBearing(to: location)
    return copy
  }
}
