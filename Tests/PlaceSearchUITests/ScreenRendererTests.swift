import PlaceKit
import Testing
@testable import PlaceSearchUI

/// Layout on a screen buffer: alignment in display columns, truncation, highlights.
struct ScreenRendererTests {
  private func state(_ rows: [ListRow], query: String = "se", selection: Int? = 0, scrollTop: Int = 0) -> ScreenState {
    ScreenState(
      query: QueryEditor(query), locationLabel: "Seoul, KR", rows: rows, selection: selection, scrollTop: scrollTop,
      modeName: "completions", message: nil)
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
    let frame = ScreenRenderer.render(state(rows), rows: 10, columns: 60)
    #expect(column(of: "South Korea", in: frame, row: 2) == column(of: "Seoul, South Korea", in: frame, row: 3))
    #expect(column(of: "9.4 km W", in: frame, row: 2) == 52)
    #expect(column(of: "0.5 km S", in: frame, row: 3) == 52)
  }

  @Test func truncationKeepsWholeCharacters() {
    let rows = [ListRow(title: "세인트피터즈버그세인트피터즈버그", subtitle: "Sankt-Peterburg, Russia")]
    let frame = ScreenRenderer.render(state(rows), rows: 6, columns: 24)
    let line = frame.text(ofRow: 2)
    #expect(line.contains("…"))
    #expect(DisplayWidth.of(line) == 24)
    for column in 0..<24 where frame[2, column].width == 0 {
      #expect(frame[2, column - 1].width == 2)  // every right half follows its left half
    }
  }

  @Test func highlightsLandOnTheMatchedColumns() {
    let rows = [ListRow(title: "서울 (Seoul)", highlights: [HighlightRange(start: 0, length: 2)], subtitle: "")]
    let frame = ScreenRenderer.render(state(rows, query: "서울"), rows: 6, columns: 40)
    // "▸ " takes columns 0–1; 서 and 울 take 2–3 and 4–5.
    #expect(frame[2, 2].style.role == .match && frame[2, 2].text == "서")
    #expect(frame[2, 4].style.role == .match && frame[2, 4].text == "울")
    #expect(frame[2, 7].style.role == .plain)
    #expect(frame[2, 2].style.selected)
  }

  @Test func cursorSitsAfterWideCharacters() {
    let frame = ScreenRenderer.render(state([], query: "서울", selection: nil), rows: 6, columns: 40)
    #expect(frame.cursor?.row == 0)
    #expect(frame.cursor?.column == DisplayWidth.of(ScreenRenderer.prompt) + 4)
    #expect(frame.text(ofRow: 0).hasSuffix("near Seoul, KR"))
  }

  @Test func aLongQueryHidesTheLabelAndKeepsTheCursorVisible() throws {
    let long = String(repeating: "가", count: 40)
    let frame = ScreenRenderer.render(state([], query: long, selection: nil), rows: 6, columns: 40)
    #expect(!frame.text(ofRow: 0).contains("near"))
    let cursor = try #require(frame.cursor)
    #expect(cursor.column < 40 && cursor.column > DisplayWidth.of(ScreenRenderer.prompt))
    #expect(frame[0, cursor.column - 2].text == "가")  // the character before the cursor shows
  }

  @Test func smallestTerminalsStayCorrect() {
    let rows = (0..<30).map { ListRow(title: "Place \($0)", subtitle: "Somewhere") }
    let small = ScreenRenderer.render(state(rows), rows: 5, columns: 20)
    #expect(small.text(ofRow: 2).hasPrefix("▸ Place 0"))
    #expect(small.text(ofRow: 4).hasPrefix("1 of 30"))
    let tiny = ScreenRenderer.render(state(rows), rows: 3, columns: 12)
    #expect(tiny.text(ofRow: 0) == "terminal to…")
    #expect(ScreenRenderer.render(state(rows), rows: 1, columns: 1).text(ofRow: 0) == "…")
    #expect(ScreenRenderer.render(state(rows), rows: 0, columns: 0).cells.isEmpty)
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
    let top = ScreenRenderer.render(state(rows, scrollTop: 0), rows: 8, columns: 60)
    let bottom = ScreenRenderer.render(state(rows, selection: 10, scrollTop: 7), rows: 8, columns: 60)
    #expect(column(of: "Area 0", in: top, row: 2) == column(of: "Area 7", in: bottom, row: 2))
    #expect(column(of: "Area 0", in: top, row: 2) == column(of: "Far Area", in: bottom, row: 5))
  }
}
