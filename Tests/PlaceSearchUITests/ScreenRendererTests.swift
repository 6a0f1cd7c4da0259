import PlaceKit
import Testing
@testable import PlaceSearchUI

/// Layout on a screen buffer: alignment in display columns, truncation, highlights.
struct ScreenRendererTests {
  private let prompt = UIStrings(.english).prompt

  private func state(
    _ rows: [ListRow], query: QueryEditor, selection: Int? = 0, scrollTop: Int = 0, hasMore: Bool = false
  ) -> ScreenState {
    ScreenState(
      query: query, locationLabel: "Seoul, KR", rows: rows, hasMore: hasMore, selection: selection,
      scrollTop: scrollTop, mode: .completions, hints: [.move], message: nil, strings: UIStrings(.english))
  }

  private func state(
    _ rows: [ListRow], query: String = "se", selection: Int? = 0, scrollTop: Int = 0, hasMore: Bool = false
  ) -> ScreenState {
    state(rows, query: QueryEditor(query), selection: selection, scrollTop: scrollTop, hasMore: hasMore)
  }

  /// The display column where `text` starts on a row, counting wide cells as two.
  private func column(of text: String, in frame: ScreenBuffer, row: Int) -> Int? {
    let line = frame.text(ofRow: row)
    guard let range = line.range(of: text) else { return nil }
    return DisplayWidth.of(String(line[..<range.lowerBound]))
  }

  @Test func hangulAndLatinRowsAlign() {
    let rows = [
      ListRow(title: "서울특별시", subtitle: "South Korea", trailing: "9.4 km W"),
      ListRow(title: "Seoul", subtitle: "Seoul, South Korea", trailing: "0.5 km S"),
    ]
    let frame = ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 10, columns: 60))
    #expect(column(of: "South Korea", in: frame, row: 2) == column(of: "Seoul, South Korea", in: frame, row: 3))
    #expect(column(of: "9.4 km W", in: frame, row: 2) == 52)
    #expect(column(of: "0.5 km S", in: frame, row: 3) == 52)
  }

  @Test func truncationKeepsWholeCharacters() {
    let rows = [ListRow(title: "세인트피터즈버그세인트피터즈버그", subtitle: "Sankt-Peterburg, Russia")]
    let frame = ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 6, columns: 24))
    let line = frame.text(ofRow: 2)
    #expect(line.contains("…"))
    #expect(DisplayWidth.of(line) == 24)
    for column in 0..<24 where frame[2, column].width == 0 {
      #expect(frame[2, column - 1].width == 2)  // every right half follows its left half
    }
  }

  @Test func highlightsLandOnTheMatchedColumns() {
    let rows = [ListRow(title: "서울 (Seoul)", highlights: [HighlightRange(start: 0, length: 2)], subtitle: "")]
    let frame = ScreenRenderer.render(state(rows, query: "서울"), layout: ScreenLayout(rows: 6, columns: 40))
    // "▸ " takes columns 0–1; 서 and 울 take 2–3 and 4–5.
    #expect(frame[2, 2].style.role == .match && frame[2, 2].text == "서")
    #expect(frame[2, 4].style.role == .match && frame[2, 4].text == "울")
    #expect(frame[2, 7].style.role == .plain)
    #expect(frame[2, 2].style.selected)
  }

  @Test func cursorSitsAfterWideCharacters() {
    let frame = ScreenRenderer.render(state([], query: "서울", selection: nil), layout: ScreenLayout(rows: 6, columns: 40))
    #expect(frame.cursor?.row == 0)
    #expect(frame.cursor?.column == DisplayWidth.of(prompt) + 4)
    #expect(frame.text(ofRow: 0).hasSuffix("near Seoul, KR"))
  }

  @Test func aLongQueryScrollsBesideTheLabelWithMarksWhereItIsHidden() throws {
    var query = QueryEditor(String(repeating: "가", count: 30) + "end")
    var frame = ScreenRenderer.render(state([], query: query, selection: nil), layout: ScreenLayout(rows: 6, columns: 40))
    var line = frame.text(ofRow: 0)
    #expect(line.hasPrefix(prompt + "…가"), "\(line)")
    #expect(line.contains("가end ") && line.hasSuffix(" near Seoul, KR"), "\(line)")
    var cursor = try #require(frame.cursor)
    #expect(frame[0, cursor.column - 1].text == "d")  // the cursor follows the last character

    query.moveToStart()
    frame = ScreenRenderer.render(state([], query: query, selection: nil), layout: ScreenLayout(rows: 6, columns: 40))
    line = frame.text(ofRow: 0)
    #expect(line.hasPrefix(prompt + "가가"), "\(line)")
    #expect(line.contains("가… ") && line.hasSuffix(" near Seoul, KR"), "\(line)")
    #expect(frame.cursor?.column == DisplayWidth.of(prompt))

    query.moveToEnd()
    query.move(by: -10)
    frame = ScreenRenderer.render(state([], query: query, selection: nil), layout: ScreenLayout(rows: 6, columns: 40))
    line = frame.text(ofRow: 0)
    #expect(line.hasPrefix(prompt + "…가") && line.contains("가…"), "\(line)")
    cursor = try #require(frame.cursor)
    #expect(frame[0, cursor.column].text == "가" && cursor.column < 40 - DisplayWidth.of("near Seoul, KR"))
  }

  @Test func aNarrowScreenGivesTheLabelsRoomToTheQuery() throws {
    let long = String(repeating: "가", count: 40)
    let frame = ScreenRenderer.render(state([], query: long, selection: nil), layout: ScreenLayout(rows: 6, columns: 24))
    #expect(!frame.text(ofRow: 0).contains("near"))
    let cursor = try #require(frame.cursor)
    #expect(cursor.column < 24 && cursor.column > DisplayWidth.of(prompt))
    #expect(frame[0, cursor.column - 2].text == "가")  // the character before the cursor shows
  }

  @Test func smallestTerminalsStayCorrect() {
    let rows = (0..<30).map { ListRow(title: "Place \($0)", subtitle: "Somewhere") }
    let small = ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 5, columns: 20))
    #expect(small.text(ofRow: 2).hasPrefix("▸ Place 0"))
    #expect(small.text(ofRow: 4).hasPrefix("1 of 30"))
    let tiny = ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 3, columns: 12))
    #expect(tiny.text(ofRow: 0) == "terminal to…")
    #expect(ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 1, columns: 1)).text(ofRow: 0) == "…")
    #expect(ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 0, columns: 0)).cells.isEmpty)
  }

  @Test func wideCharacterAtTheEdgeLeavesABlank() {
    var frame = ScreenBuffer(rows: 1, columns: 5)
    let end = frame.write("ab서울", row: 0, column: 0)
    #expect(frame.text(ofRow: 0) == "ab서 ")
    #expect(end == 5)
  }

  @Test func columnsHoldStillWhileTheListScrolls() {
    let rows = (0..<10).map { ListRow(title: "P\($0)", subtitle: "Area \($0)", trailing: "1 km") }
      + [ListRow(title: "A much longer title", subtitle: "Far Area", trailing: "1,234 km NE")]
    let top = ScreenRenderer.render(state(rows, scrollTop: 0), layout: ScreenLayout(rows: 8, columns: 60))
    let bottom = ScreenRenderer.render(state(rows, selection: 10, scrollTop: 7), layout: ScreenLayout(rows: 8, columns: 60))
    #expect(column(of: "Area 0", in: top, row: 2) == column(of: "Area 7", in: bottom, row: 2))
    #expect(column(of: "Area 0", in: top, row: 2) == column(of: "Far Area", in: bottom, row: 5))
  }

  @Test func theCountSaysWhenTheSourceHadMore() {
    let rows = (0..<3).map { ListRow(title: "Place \($0)", subtitle: "") }
    #expect(ScreenRenderer.render(state(rows, hasMore: true), layout: ScreenLayout(rows: 10, columns: 60)).text(ofRow: 9).hasPrefix("1 of 3+ · "))
    #expect(ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 10, columns: 60)).text(ofRow: 9).hasPrefix("1 of 3 · "))
  }

  @Test func aListLongerThanTheScreenGetsAScrollMark() {
    let rows = (0..<24).map { ListRow(title: "Place \($0)", subtitle: "Area", trailing: "1 km") }
    let mark = ScreenRenderer.scrollMark
    func marks(_ frame: ScreenBuffer) -> [Bool] { (2..<8).map { frame[$0, 59].text == mark } }
    // 6 of 24 rows on the screen: a mark of 6 × 6 / 24 = 1 row, at the top, then at the bottom.
    let top = ScreenRenderer.render(state(rows), layout: ScreenLayout(rows: 10, columns: 60))
    #expect(marks(top) == [true, false, false, false, false, false])
    #expect(top.text(ofRow: 2).hasSuffix("1 km " + mark))
    let bottom = ScreenRenderer.render(state(rows, selection: 23, scrollTop: 18), layout: ScreenLayout(rows: 10, columns: 60))
    #expect(marks(bottom) == [false, false, false, false, false, true])
    let short = ScreenRenderer.render(state(Array(rows.prefix(6))), layout: ScreenLayout(rows: 10, columns: 60))
    #expect(marks(short) == Array(repeating: false, count: 6))
    #expect(short.text(ofRow: 2).hasSuffix("1 km"))
  }
}
