import PlaceKit
/// A word that says what kind of place a query means, typed after its name: "incheon
/// airport", "cook county", "new york state", "경기 도", "東京 空港". The words are the
/// vocabularies' own (`FeatureVocabulary`'s airport, `AreaTypeVocabulary`'s country,
/// state, province, prefecture and Land, and county) in every display language. A word of
/// two kinds allows both (German "Land" is a country and a state of Germany).
struct KindQualifier: Sendable, Equatable {
  /// One kind: the index's kind byte a place must have (`PlaceKind.code`), and for a
  /// feature its "CLASS.CODE".
  struct Kind: Sendable, Hashable {
    let code: UInt8
    let feature: String?
  }

  /// The kinds the word allows.
  private(set) var kinds: Set<Kind>

  /// Whether place `place` is of one of these kinds.
  func allows(place: Int, in view: IndexView) -> Bool {
    let code = view.placeKind[place]
    return kinds.contains { kind in
      kind.code == code && (kind.feature.map { view.string(view.placeFeature[place]) == $0 } ?? true)
    }
  }

  /// The kind `word` (a normalized query word) names, nil for any other word.
  static func named(by word: [UInt8]) -> KindQualifier? { table[word] }

  /// Kinds by the normalized words that name them.
  private static let table: [[UInt8]: KindQualifier] = {
    var normalizer = TextNormalizer()
    var table: [[UInt8]: KindQualifier] = [:]
    func add(_ words: some Sequence<String>, _ kind: PlaceKind) {
      var feature: String?
      if case .feature(let own) = kind { feature = own.description }
      for word in words {
        let key = normalizer.key(word)
        // One word only: a qualifier is the query's last word.
        guard !key.isEmpty, !key.contains(0x20) else { continue }
        table[key, default: KindQualifier(kinds: [])].kinds.insert(Kind(code: kind.code, feature: feature))
      }
    }
    let languages = DisplayLanguage.allCases
    add(languages.map { AreaTypeVocabulary.countryWord(in: $0) }, .adminArea(level: 0))
    for type in ["State", "Province", "Prefecture", "Land"] {
      add(languages.map { AreaTypeVocabulary.word(for: type, in: $0) }, .adminArea(level: 1))
    }
    add(languages.map { AreaTypeVocabulary.word(for: "County", in: $0) }, .adminArea(level: 2))
    add(languages.map { GeoNamesFeature.airport.word(in: $0) }, .feature(.airport))
    return table
  }()
}
