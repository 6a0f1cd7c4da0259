import PlaceKit

/// The words of the interactive screen in the display language: the prompt, the status
/// line, the section titles. Korean and English; every other language shows English.
public struct UIStrings: Sendable, Equatable {
  /// The display language, for words the data has in more languages (feature kinds).
  public let language: DisplayLanguage
  /// Korean for Korean, English for every other display language.
  public var isKorean: Bool { language == .korean }

  /// The texts for `language`.
  public init(_ language: DisplayLanguage) {
    self.language = language
  }

  /// The prompt before the query.
  public var prompt: String { isKorean ? "검색> " : "search> " }

  /// The label of the current location on the query line.
  public func near(_ label: String) -> String { isKorean ? "\(label) 근처" : "near \(label)" }
  /// A location used because nothing says where the user is: "Seoul (default)".
  public func byDefault(_ label: String) -> String { isKorean ? "\(label)(기본값)" : "\(label) (default)" }

  /// The source indicator on the query line.
  public func source(_ source: AnswerSource) -> String {
    switch source {
    case .server: isKorean ? "서버" : "server"
    case .embedded: isKorean ? "오프라인: 내장 데이터" : "offline: embedded data"
    }
  }

  /// The status line's position: "3 of 41", or "3 of 50+" when the source had more.
  public func position(_ index: Int, of count: Int, more: Bool) -> String {
    let total = "\(count)\(more ? "+" : "")"
    return isKorean ? "\(index) / \(total)" : "\(index) of \(total)"
  }

  /// What the list shows, for the status line.
  public func name(of mode: ListMode) -> String {
    switch mode {
    case .recent: isKorean ? "최근" : "recent"
    case .nearby: isKorean ? "주변" : "nearby"
    case .completions: isKorean ? "자동 완성" : "completions"
    case .places(let title): title
    }
  }

  /// The title of the first screen's section of recent places.
  public var recentTitle: String { isKorean ? "최근" : "Recent" }
  /// The title of the first screen's section of nearby places.
  public var nearbyTitle: String { isKorean ? "주변" : "Nearby" }

  /// A key hint: "↑↓ move", "esc back".
  public func hint(_ hint: KeyHint) -> String {
    switch hint {
    case .move: isKorean ? "↑↓ 이동" : "↑↓ move"
    case .choose: isKorean ? "⏎ 선택" : "⏎ choose"
    case .fill: isKorean ? "tab 채우기" : "tab fill"
    case .back: isKorean ? "esc 뒤로" : "esc back"
    case .quit: isKorean ? "esc 종료" : "esc quit"
    case .interrupt: isKorean ? "^C 종료" : "^C quit"
    case .copy: isKorean ? "^Y 복사" : "^Y copy"
    case .open: isKorean ? "^O 지도" : "^O open"
    case .preview: isKorean ? "^/ 미리보기" : "^/ preview"
    }
  }

  /// How a copy or an open ended: "copied 37.56600,126.97800", "copied Seoul as JSON",
  /// "opened Seoul on OpenStreetMap (xdg-open)".
  public func outcome(_ outcome: ActionOutcome) -> String {
    switch outcome {
    case .copied(let place, .latlon), .copied(let place, .text):
      isKorean ? "복사함: \(place.location.text)" : "copied \(place.location.text)"
    case .copied(let place, let format):
      isKorean ? "\(place.name) \(format.title) 복사함" : "copied \(place.name) as \(format.title)"
    case .copyFailed(let reason):
      isKorean ? "복사하지 못함: \(reason)" : "could not copy: \(reason)"
    case .opened(let place, let program):
      isKorean ? "OpenStreetMap에서 \(place.name) 열기 (\(program))" : "opened \(place.name) on OpenStreetMap (\(program))"
    case .openFailed(let program, let status):
      isKorean ? "\(program)이(가) 지도를 열지 못함 (상태 \(status))" : "\(program) could not open the map (status \(status))"
    case .noBrowser:
      isKorean ? "지도를 열 xdg-open도 BROWSER도 없음" : "no xdg-open or BROWSER here to open the map"
    case .severalPlaces(let count):
      isKorean ? "\(placeCount(count)): ⏎로 하나를 고르기" : "\(placeCount(count)) here: ⏎ lists them to pick one"
    case .notFound:
      isKorean ? "장소를 찾을 수 없음" : "the place is no longer found"
    case .failed(let error):
      error.description
    }
  }

  /// Shown while an answer is on its way.
  public var searching: String { isKorean ? "검색 중…" : "searching…" }
  /// The first screen found no places.
  public var nothingNearby: String { isKorean ? "주변에 장소 없음" : "nothing nearby" }
  /// The query matched nothing.
  public var noMatches: String { isKorean ? "결과 없음" : "no matches" }

  /// What the list and the status line say when no place matches every word and the
  /// rows match without `words`: "no place matches every word · these match without
  /// “zzz”".
  public func leftOut(_ words: [String]) -> String {
    let quoted = words.map { "“\($0)”" }.joined(separator: ", ")
    return isKorean
      ? "모든 단어에 맞는 곳 없음 · \(quoted) 없이 맞는 곳" : "no place matches every word · these match without \(quoted)"
  }

  /// What the empty list says when the query matched nothing in data that holds no
  /// landmarks, stations or streets (the embedded data): where they come from.
  public var missingKindsNote: String {
    let section = UIStrings.placesSection
    return isKorean
      ? "명소, 역, 거리는 --data(GeoNames allCountries) 또는 --server(Photon)로 찾을 수 있습니다. README의 \"\(section)\" 절을 보세요."
      : "Landmarks, stations and streets come with --data (GeoNames allCountries) or --server (Photon): "
        + "see \"\(section)\" in the README."
  }

  /// The README section that says where places come from (it links to docs/data.md, which
  /// says what the embedded data holds).
  public static let placesSection = "Where places come from"
  /// Ctrl-/ in a terminal narrower than the preview needs.
  public func previewNeedsColumns(_ columns: Int) -> String {
    isKorean ? "미리보기는 \(columns)열 이상에서 보임" : "the preview needs \(columns) columns"
  }

  /// Shown instead of the layout in a terminal too small for it.
  public var terminalTooSmall: String { isKorean ? "터미널이 너무 작음" : "terminal too small" }

  /// Typed or pasted text went past the longest query kept.
  public func queryCut(at length: Int) -> String {
    isKorean ? "검색어는 \(length)자까지" : "query cut at \(length) characters"
  }

  /// The label of a line of a place's card.
  public func label(_ field: PlaceCard.Field) -> String {
    switch field {
    case .name: isKorean ? "이름" : "Name"
    case .otherNames: isKorean ? "다른 이름" : "Also"
    case .hierarchy: isKorean ? "위치" : "In"
    case .kind: isKorean ? "종류" : "Kind"
    case .capital: isKorean ? "수도" : "Capital"
    case .coordinates: isKorean ? "좌표" : "Coordinates"
    case .degreesMinutesSeconds: ""
    case .population: isKorean ? "인구" : "Population"
    case .timeZone: isKorean ? "시간대" : "Time zone"
    case .distance: isKorean ? "거리" : "Distance"
    case .source: isKorean ? "출처" : "Source"
    case .placeCount: isKorean ? "장소" : "Places"
    case .spread: isKorean ? "분포" : "Across"
    }
  }

  /// What a place is, in words: a populated place by its size in the display language
  /// (`PlaceSizeVocabulary`), an area by its level, a GeoNames feature by its
  /// code in the display language, a server's kind by its tag.
  public func kind(_ kind: PlaceKind, population: Int) -> String {
    switch kind {
    case .populated:
      return PlaceSizeVocabulary.word(population: population, in: language)
    case .adminArea(let level) where isKorean:
      switch level {
      case ...0: return "국가"
      case 1: return "시·도"
      case 2: return "시·군·구"
      default: return "읍·면·동"
      }
    case .feature(let feature):
      return feature.word(in: language)
    case .adminArea, .tagged:
      return kind.displayWord
    }
  }

  /// Where a place lies from the current location: "27 km SW of Seoul", "서울에서 남서쪽
  /// 27 km"; without a bearing (too close for one) "0.0 km from Seoul"; without a label,
  /// only the distance and bearing.
  public func direction(_ distance: String, _ bearing: CompassPoint?, from label: String?) -> String {
    if isKorean {
      let way = bearing.map { "\(compass($0))쪽 " } ?? ""
      return (label.map { "\($0)에서 " } ?? "") + way + distance
    }
    let way = bearing.map { " \($0.rawValue)" } ?? ""
    guard let label else { return distance + way }
    return distance + way + (bearing == nil ? " from " : " of ") + label
  }

  /// A compass point as a list row says it: "NE", "북동".
  public func compass(_ point: CompassPoint) -> String {
    isKorean ? UIStrings.koreanCompass[point] ?? point.rawValue : point.rawValue
  }

  /// How far and which way a place is, as the list and the text output say it: the
  /// distance in `units`, and the compass word (none when the distance shows as zero).
  public func direction(km: Double, bearing: CompassPoint?, units: DistanceUnit) -> (distance: String, compass: String?) {
    let shown = DistanceText.showsAsZero(km, in: units) ? nil : bearing
    return (DistanceText.text(km, in: units), shown.map(compass))
  }

  /// The columns of the widest compass point (`compass`): 2 for "NE", 4 for "북동".
  public var compassWidth: Int { CompassPoint.allCases.map { DisplayWidth.of(compass($0)) }.max() ?? 0 }

  private static let koreanCompass: [CompassPoint: String] = [
    .north: "북", .northEast: "북동", .east: "동", .southEast: "남동",
    .south: "남", .southWest: "남서", .west: "서", .northWest: "북서",
  ]

  /// How many more items a cut list leaves out: "+24 more", "외 24개".
  public func more(_ count: Int) -> String {
    isKorean ? "외 \(count.groupedDigits)개" : "+\(count.groupedDigits) more"
  }

  /// How many places a group row stands for: "34 places", "34곳".
  public func placeCount(_ count: Int) -> String {
    isKorean ? "\(count.groupedDigits)곳" : "\(count.groupedDigits) \(count == 1 ? "place" : "places")"
  }

  /// How many countries and areas a group's places are in: "3 countries · 12 areas".
  public func spread(countries: Int, areas: Int) -> String {
    if isKorean { return "\(countries)개국 · \(areas)개 지역" }
    return "\(countries) \(countries == 1 ? "country" : "countries") · \(areas) \(areas == 1 ? "area" : "areas")"
  }
}
