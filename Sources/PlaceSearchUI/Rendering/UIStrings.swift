import PlaceKit

/// The words of the interactive screen in the display language: the prompt, the status
/// line, the section titles, the card. Korean has its own table (`KoreanWords`); every
/// other language shows English (`EnglishWords`). What every language shares (how a
/// count or a list of words is written, feature kinds from the data) is here.
public struct UIStrings: Sendable, Equatable {
  /// The display language, for words the data has in more languages (feature kinds).
  public let language: DisplayLanguage
  /// The table of words of the UI language.
  private let words: any UIWords

  /// The texts for `language`.
  public init(_ language: DisplayLanguage) {
    self.language = language
    words = language == .korean ? KoreanWords() : EnglishWords()
  }

  public static func == (lhs: UIStrings, rhs: UIStrings) -> Bool { lhs.language == rhs.language }

  /// The prompt before the query.
  public var prompt: String { words.prompt }

  /// The label of the current location on the query line.
  public func near(_ label: String) -> String { words.near(label) }
  /// A location used because nothing says where the user is: "Seoul (default)".
  public func byDefault(_ label: String) -> String { words.byDefault(label) }

  /// The source indicator on the query line.
  public func source(_ source: AnswerSource) -> String { words.source(source) }

  /// The status line's position: "3 of 41", or "3 of 50+" when the source had more.
  public func position(_ index: Int, of count: Int, more: Bool) -> String {
    words.position(index, of: "\(count)\(more ? "+" : "")")
  }

  /// What the list shows, for the status line.
  public func name(of mode: ListMode) -> String {
    switch mode {
    case .recent: words.recentMode
    case .nearby: words.nearbyMode
    case .completions: words.completionsMode
    case .places(let title): title
    }
  }

  /// The title of the first screen's section of recent places.
  public var recentTitle: String { words.recentTitle }
  /// The title of the first screen's section of nearby places.
  public var nearbyTitle: String { words.nearbyTitle }

  /// A key hint with the keys `keys` gives it: "↑↓ move", "esc back"; nil when an
  /// action of the hint has no key.
  public func hint(_ hint: KeyHint, keys: KeyMap) -> String? {
    hint.keyLabel(in: keys).map { "\($0) \(words.hint(hint))" }
  }

  /// How a copy or an open ended: "copied 37.56600,126.97800", "copied Seoul as JSON",
  /// "opened Seoul on OpenStreetMap (xdg-open)".
  public func outcome(_ outcome: ActionOutcome) -> String {
    switch outcome {
    case .copied(let place, .latlon), .copied(let place, .text): words.copied(coordinates: place.location.text)
    case .copied(let place, let format): words.copied(place.name, as: format.title)
    case .copyFailed(let reason): words.copyFailed(reason)
    case .opened(let place, let program): words.opened(place.name, program: program)
    case .openFailed(let program, let status): words.openFailed(program: program, status: status)
    case .noBrowser: words.noBrowser
    case .severalPlaces(let count): words.severalPlaces(placeCount(count))
    case .notFound: words.notFound
    case .failed(let error): error.description
    }
  }

  /// Shown while an answer is on its way.
  public var searching: String { words.searching }
  /// The first screen found no places.
  public var nothingNearby: String { words.nothingNearby }
  /// The query matched nothing.
  public var noMatches: String { words.noMatches }

  /// What the list and the status line say when no place matches every word and the
  /// rows match without `words`: "no place matches every word · these match without
  /// “zzz”".
  public func leftOut(_ words: [String]) -> String {
    self.words.leftOut(quoted: words.map { "“\($0)”" }.joined(separator: ", "))
  }

  /// What the empty list says when the query matched nothing in data that holds no
  /// landmarks, stations or streets (the embedded data): where they come from.
  public var missingKindsNote: String { words.missingKinds(section: UIStrings.placesSection) }

  /// The README section that says where places come from (it links to docs/data.md, which
  /// says what the embedded data holds).
  public static let placesSection = "Where places come from"

  /// Ctrl-/ in a terminal narrower than the preview needs.
  public func previewNeedsColumns(_ columns: Int) -> String { words.previewNeedsColumns(columns) }

  /// Shown instead of the layout in a terminal too small for it.
  public var terminalTooSmall: String { words.terminalTooSmall }

  /// Typed or pasted text went past the longest query kept.
  public func queryCut(at length: Int) -> String { words.queryCut(at: length) }

  /// The label of a line of a place's card.
  public func label(_ field: PlaceCard.Field) -> String { words.label(field) }

  /// What a place is, in words: a populated place by its size in the display language
  /// (`PlaceSizeVocabulary`), an area by its level where the UI language has words for
  /// levels (else the data's word), a GeoNames feature by its code in the display
  /// language, a server's kind by its tag.
  public func kind(_ kind: PlaceKind, population: Int) -> String {
    switch kind {
    case .populated: PlaceSizeVocabulary.word(population: population, in: language)
    case .adminArea(let level): words.areaLevel(level) ?? kind.displayWord
    case .feature(let feature): feature.word(in: language)
    case .tagged: kind.displayWord
    }
  }

  /// Where a place lies from the current location: "27 km SW of Seoul", "서울에서 남서쪽
  /// 27 km"; without a bearing (too close for one) "0.0 km from Seoul"; without a label,
  /// only the distance and bearing.
  public func direction(_ distance: String, _ bearing: CompassPoint?, from label: String?) -> String {
    words.direction(distance, way: bearing.map(compass), from: label)
  }

  /// A compass point as a list row says it: "NE", "북동".
  public func compass(_ point: CompassPoint) -> String { words.compass(point) }

  /// How far and which way a place is, as the list and the text output say it: the
  /// distance in `units`, and the compass word (none when the distance shows as zero).
  public func direction(km: Double, bearing: CompassPoint?, units: DistanceUnit) -> (distance: String, compass: String?) {
    let shown = DistanceText.showsAsZero(km, in: units) ? nil : bearing
    return (DistanceText.text(km, in: units), shown.map(compass))
  }

  /// The columns of the widest compass point (`compass`): 2 for "NE", 4 for "북동".
  public var compassWidth: Int { CompassPoint.allCases.map { DisplayWidth.of(compass($0)) }.max() ?? 0 }

  /// How many more items a cut list leaves out: "+24 more", "외 24개".
  public func more(_ count: Int) -> String { words.more(count.groupedDigits) }

  /// How many places a group row stands for: "34 places", "34곳".
  public func placeCount(_ count: Int) -> String { words.placeCount(count, digits: count.groupedDigits) }

  /// How many countries and areas a group's places are in: "3 countries · 12 areas".
  public func spread(countries: Int, areas: Int) -> String { words.spread(countries: countries, areas: areas) }
}
