/// What a place is in GeoNames' terms: a feature class (`S`, spots and buildings) and a
/// feature code within it (`TOWR`, a tower), as the dump's columns 7 and 8 give them.
///
/// `FeatureVocabulary` says what each code is in words, how it reads as an OpenStreetMap
/// tag, and how notable places of the code are; a code it does not list still reads as
/// its class ("spot", "terrain").
public struct GeoNamesFeature: Sendable, Hashable, CustomStringConvertible {
  /// The feature class.
  public let featureClass: FeatureClass
  /// The feature code ("TOWR"), empty when the data gives only a class.
  public let code: String
  /// "S.TOWR", or the class alone when there is no code: how the index stores it and
  /// the vocabulary's key. Made once: a dump's build asks for it twice per feature.
  public let description: String

  /// A feature of `featureClass` with `code`.
  public init(featureClass: FeatureClass, code: String) {
    self.featureClass = featureClass
    self.code = code
    description = code.isEmpty ? featureClass.rawValue : "\(featureClass.rawValue).\(code)"
  }

  /// The feature `text` names as "CLASS.CODE" ("S.TOWR"), or a class alone ("S"); nil for
  /// anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let first = parts.first, first.count == 1, let featureClass = FeatureClass(rawValue: String(first)),
      parts.count == 1 || parts[1].allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
    else { return nil }
    self.init(featureClass: featureClass, code: parts.count == 2 ? String(parts[1]) : "")
  }

  /// An airport (S.AIRP): the embedded airports' feature, and a dump's.
  public static let airport = GeoNamesFeature(featureClass: .spot, code: "AIRP")

  /// The vocabulary's entry for this code, nil for a code it does not list.
  package var entry: FeatureVocabulary.Entry? { FeatureVocabulary.entries[description] }

  /// What it is in words, in `language` where the vocabulary has that language, else in
  /// English: "tower", "airport", "산".
  public func word(in language: DisplayLanguage) -> String {
    guard let entry else { return featureClass.word(in: language) }
    return entry.words[language] ?? entry.english
  }

  /// The OpenStreetMap tag (`osm_key`, `osm_value`) Photon would give such a place.
  public var osmTag: (key: String, value: String) {
    entry?.osmTag ?? featureClass.osmTag
  }

  /// How much more (or less) notable a place of this code is than a plain one, in the
  /// ranking's log-population units: an airport or a palace above a farm or a hotel.
  package var prior: Float { entry?.prior ?? 0 }
}

/// GeoNames' nine feature classes.
public enum FeatureClass: String, Sendable, Hashable, CaseIterable {
  /// Countries, states, regions.
  case area = "A"
  /// Streams, lakes, bays.
  case hydrographic = "H"
  /// Parks, areas, ports.
  case landArea = "L"
  /// Cities, villages.
  case populated = "P"
  /// Roads, railroads.
  case road = "R"
  /// Spots, buildings, farms: airports, stations, towers, palaces, temples.
  case spot = "S"
  /// Mountains, hills, rocks, islands, capes, passes.
  case terrain = "T"
  /// Undersea features.
  case undersea = "U"
  /// Forests, heaths.
  case vegetation = "V"

  /// What a feature of the class is, when its code is not in the vocabulary.
  func word(in language: DisplayLanguage) -> String {
    let (english, korean): (String, String) =
      switch self {
      case .area: ("area", "지역")
      case .hydrographic: ("water", "물")
      case .landArea: ("area", "지역")
      case .populated: ("place", "마을")
      case .road: ("road", "도로")
      case .spot: ("spot", "지점")
      case .terrain: ("terrain", "지형")
      case .undersea: ("undersea feature", "해저 지형")
      case .vegetation: ("vegetation", "식생")
      }
    return language == .korean ? korean : english
  }

  /// The OpenStreetMap tag of a feature of the class whose code the vocabulary lacks.
  var osmTag: (key: String, value: String) {
    switch self {
    case .area: ("boundary", "administrative")
    case .hydrographic: ("natural", "water")
    case .landArea: ("place", "locality")
    case .populated: ("place", "village")
    case .road: ("highway", "road")
    case .spot: ("place", "locality")
    case .terrain: ("natural", "peak")
    case .undersea: ("natural", "seabed")
    case .vegetation: ("natural", "wood")
    }
  }
}

/// A set of feature classes, written as their letters ("PAST"): which classes of a
/// GeoNames dump are indexed (`--feature-classes`).
public struct FeatureClasses: Sendable, Hashable, CustomStringConvertible {
  /// The classes in the set.
  public let members: Set<FeatureClass>
  /// One bit per class, in `FeatureClass.allCases` order: the index cache's key, and a
  /// test per parsed line without a lookup.
  package let bits: UInt64

  /// Every class but undersea features (U): what a dump gives unless told otherwise.
  public static let standard = FeatureClasses(members: Set(FeatureClass.allCases).subtracting([.undersea]))

  /// A set of `members`.
  public init(members: Set<FeatureClass>) {
    self.members = members
    bits = FeatureClass.allCases.enumerated().reduce(0) { $0 | (members.contains($1.element) ? 1 << UInt64($1.offset) : 0) }
  }

  /// The classes `letters` names ("PAST", "past", "P,A,S,T"); nil when a letter is not a
  /// class or none is given.
  public init?(letters: String) {
    var members = Set<FeatureClass>()
    for character in letters where character != "," && character != " " {
      guard let featureClass = FeatureClass(rawValue: character.uppercased()) else { return nil }
      members.insert(featureClass)
    }
    guard !members.isEmpty else { return nil }
    self.init(members: members)
  }

  /// Whether a line of class `letter` (its UTF-8 byte) is kept; a line without a class
  /// counts as a populated place.
  @inline(__always)
  package func contains(classByte letter: UInt8?) -> Bool {
    guard let letter else { return members.contains(.populated) }
    guard let position = FeatureClasses.letters.firstIndex(of: letter) else { return false }
    return bits & 1 << UInt64(position) != 0
  }

  /// The classes' letters as bytes, in `FeatureClass.allCases` order.
  private static let letters: [UInt8] = FeatureClass.allCases.map { $0.rawValue.utf8.first! }

  /// The letters in GeoNames' order ("AHLPRSTV").
  public var description: String {
    FeatureClass.allCases.filter(members.contains).map(\.rawValue).joined()
  }

}
