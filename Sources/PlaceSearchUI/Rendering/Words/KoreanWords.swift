import PlaceKit

/// The screen's words in Korean.
struct KoreanWords: UIWords {
  let prompt = "검색> "
  func near(_ label: String) -> String { "\(label) 근처" }
  func byDefault(_ label: String) -> String { "\(label)(기본값)" }

  func source(_ source: AnswerSource) -> String {
    switch source {
    case .server: "서버"
    case .embedded: "오프라인: 내장 데이터"
    }
  }

  func position(_ index: Int, of total: String) -> String { "\(index) / \(total)" }
  let recentMode = "최근"
  let nearbyMode = "주변"
  let completionsMode = "자동 완성"
  let recentTitle = "최근"
  let nearbyTitle = "주변"

  func hint(_ hint: KeyHint) -> String {
    switch hint {
    case .move: "이동"
    case .choose: "선택"
    case .fill: "채우기"
    case .back: "뒤로"
    case .quit: "종료"
    case .interrupt: "종료"
    case .copy: "복사"
    case .open: "지도"
    case .preview: "미리보기"
    }
  }

  func copied(coordinates: String) -> String { "복사함: \(coordinates)" }
  func copied(_ name: String, as format: String) -> String { "\(name) \(format) 복사함" }
  func copyFailed(_ reason: String) -> String { "복사하지 못함: \(reason)" }
  func opened(_ name: String, program: String) -> String { "OpenStreetMap에서 \(name) 열기 (\(program))" }
  func openFailed(program: String, status: Int32) -> String { "\(program)이(가) 지도를 열지 못함 (상태 \(status))" }
  let noBrowser = "지도를 열 xdg-open도 BROWSER도 없음"
  func severalPlaces(_ count: String) -> String { "\(count): ⏎로 하나를 고르기" }
  let notFound = "장소를 찾을 수 없음"

  let searching = "검색 중…"
  let nothingNearby = "주변에 장소 없음"
  let noMatches = "결과 없음"
  func leftOut(quoted: String) -> String { "모든 단어에 맞는 곳 없음 · \(quoted) 없이 맞는 곳" }

  func missingKinds(section: String) -> String {
    "명소, 역, 거리는 --data(GeoNames allCountries) 또는 --server(Photon)로 찾을 수 있습니다. README의 \"\(section)\" 절을 보세요."
  }

  func previewNeedsColumns(_ columns: Int) -> String { "미리보기는 \(columns)열 이상에서 보임" }
  let terminalTooSmall = "터미널이 너무 작음"
  func queryCut(at length: Int) -> String { "검색어는 \(length)자까지" }

  func label(_ field: PlaceCard.Field) -> String {
    switch field {
    case .name: "이름"
    case .otherNames: "다른 이름"
    case .hierarchy: "위치"
    case .kind: "종류"
    case .capital: "수도"
    case .coordinates: "좌표"
    case .degreesMinutesSeconds: ""
    case .population: "인구"
    case .timeZone: "시간대"
    case .distance: "거리"
    case .source: "출처"
    case .placeCount: "장소"
    case .spread: "분포"
    }
  }

  func areaLevel(_ level: Int) -> String? {
    switch level {
    case ...0: "국가"
    case 1: "시·도"
    case 2: "시·군·구"
    default: "읍·면·동"
    }
  }

  func direction(_ distance: String, way: String?, from label: String?) -> String {
    (label.map { "\($0)에서 " } ?? "") + (way.map { "\($0)쪽 " } ?? "") + distance
  }

  func compass(_ point: CompassPoint) -> String { Self.compass[point] ?? point.rawValue }

  private static let compass: [CompassPoint: String] = [
    .north: "북", .northEast: "북동", .east: "동", .southEast: "남동",
    .south: "남", .southWest: "남서", .west: "서", .northWest: "북서",
  ]

  func more(_ count: String) -> String { "외 \(count)개" }
  func placeCount(_ count: Int, digits: String) -> String { "\(digits)곳" }
  func spread(countries: Int, areas: Int) -> String { "\(countries)개국 · \(areas)개 지역" }
}
