import PlaceKit
import Testing
@testable import PlaceSearchUI

/// The query line says which source answered, with a server; nothing without one.
struct SourceIndicatorTests {
  private func header(_ source: AnswerSource?, _ language: DisplayLanguage) -> String {
    var state = ScreenState(
      query: QueryEditor("se"), locationLabel: "Seoul, KR", rows: [], hasMore: false, selection: nil,
      scrollTop: 0, mode: .completions, hints: [.move], message: nil, strings: UIStrings(language))
    state.source = source
    return ScreenRenderer.render(state, layout: ScreenLayout(rows: 10, columns: 100)).text(ofRow: 0)
  }

  @Test func theHeaderNamesTheSource() {
    #expect(header(.server, .english).hasSuffix("near Seoul, KR · server"))
    #expect(header(.embedded, .english).hasSuffix("near Seoul, KR · offline: embedded data"))
    #expect(header(.embedded, .korean).hasSuffix("Seoul, KR 근처 · 오프라인: 내장 데이터"))
    #expect(header(nil, .english).hasSuffix("near Seoul, KR"))
  }
}
