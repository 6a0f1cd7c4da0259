import PlaceKit

/// The words of the interactive screen in the display language: the prompt, the status
/// line, the section titles. Korean and English; every other language shows English.
public struct UIStrings: Sendable, Equatable {
  /// Korean for Korean, English for every other display language.
  public let isKorean: Bool

  /// The texts for `language`.
  public init(_ language: DisplayLanguage) {
    isKorean = language == .korean
  }

  /// The prompt before the query.
  public var prompt: String { isKorean ? "검색> " : "search> " }

  /// The label of the current location on the query line.
  public func near(_ label: String) -> String { isKorean ? "\(label) 근처" : "near \(label)" }

  /// The source indicator on the query line.
  public func source(_ source: AnswerSource) -> String {
    switch source {
    case .server: isKorean ? "서버" : "server"
    case .offline: isKorean ? "오프라인: 내장 데이터" : "offline: embedded data"
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
    }
  }

  /// Shown while an answer is on its way.
  public var searching: String { isKorean ? "검색 중…" : "searching…" }
  /// The first screen found no places.
  public var nothingNearby: String { isKorean ? "주변에 장소 없음" : "nothing nearby" }
  /// The query matched nothing.
  public var noMatches: String { isKorean ? "결과 없음" : "no matches" }
  /// Shown instead of the layout in a terminal too small for it.
  public var terminalTooSmall: String { isKorean ? "터미널이 너무 작음" : "terminal too small" }

  /// Typed or pasted text went past the longest query kept.
  public func queryCut(at length: Int) -> String {
    isKorean ? "검색어는 \(length)자까지" : "query cut at \(length) characters"
  }
}
