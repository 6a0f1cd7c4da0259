import PlaceSearchUI
import Testing

/// Inline mode's pure parts: where the region goes, the bytes that draw it, and the
/// terminal's replies cut out of what was typed.
struct InlineModeTests {
  @Test func theRegionStartsAtTheCursorOrBelowAPrompt() {
    let fresh = InlineRegion(cursor: (row: 3, column: 0), terminalRows: 30, rows: 10)
    #expect(fresh.top == 3 && !fresh.belowPrompt)
    let afterPrompt = InlineRegion(cursor: (row: 3, column: 7), terminalRows: 30, rows: 10)
    #expect(afterPrompt.top == 4 && afterPrompt.belowPrompt && afterPrompt.promptColumn == 7)
    // Near the bottom the newlines scroll the screen: the region ends on the last row.
    #expect(InlineRegion(cursor: (row: 28, column: 2), terminalRows: 30, rows: 10).top == 20)
    #expect(InlineRegion(cursor: (row: 29, column: 0), terminalRows: 30, rows: 30).top == 0)
    #expect(InlineRegion(cursor: nil, terminalRows: 30, rows: 10).top == nil)
    #expect(InlineRegion(cursor: (row: 0, column: 0), terminalRows: 3, rows: 10).rows == 3)
    // Below a prompt the region leaves the prompt's line on the screen.
    let whole = InlineRegion(cursor: (row: 29, column: 4), terminalRows: 30, rows: 30)
    #expect(whole.rows == 29 && whole.top == 1)
    #expect(whole.moved(toCursorRow: 0, terminalRows: 20, rows: 20).rows == 19)
  }

  @Test func screenRowsBecomeRegionRows() {
    let region = InlineRegion(cursor: (row: 5, column: 4), terminalRows: 30, rows: 10)
    #expect(region.row(ofScreenRow: 6) == 0)
    #expect(region.row(ofScreenRow: 15) == 9)
    #expect(region.row(ofScreenRow: 5) == nil)
    #expect(region.row(ofScreenRow: 16) == nil)
    #expect(InlineRegion(cursor: nil, terminalRows: 30, rows: 10).row(ofScreenRow: 3) == nil)
    // Moved after a resize, the prompt it returns to is the same.
    let moved = region.moved(toCursorRow: 2, terminalRows: 20, rows: 8)
    #expect(moved.top == 2 && moved.rows == 8 && moved.belowPrompt && moved.promptColumn == 4)
  }

  @Test func openingMakesRoomWithNewlinesAndComesBackUp() {
    var writer = InlineFrameWriter(palette: StylePalette(color: false, colors: 0))
    #expect(writer.open(rows: 4, belowPrompt: false) == "\r\u{1B}[J\n\n\n\u{1B}[3A\r")
    #expect(writer.open(rows: 1, belowPrompt: true) == "\n\r\u{1B}[J\r")
  }

  @Test func framesMoveRelativelyAndRedrawOnlyChangedRows() {
    var writer = InlineFrameWriter(palette: StylePalette(color: false, colors: 0))
    _ = writer.open(rows: 3, belowPrompt: false)
    var frame = ScreenBuffer(rows: 3, columns: 6)
    frame.write("ab", row: 0, column: 0)
    frame.write("서울", row: 2, column: 0, style: CellStyle(.plain, selected: true))
    frame.cursor = (row: 0, column: 2)
    let first = writer.draw(frame)
    #expect(first.hasPrefix("\u{1B}[?2026h\u{1B}[?25l"))
    #expect(first.hasSuffix("\u{1B}[?2026l"))
    // Row 0, the blank row 1 erased, row 2 in reverse and bold, each line erased after
    // its text; then the cursor back up on row 0 at column 3.
    #expect(first.contains("\r\u{1B}[0mab\u{1B}[0m\u{1B}[K\u{1B}[1B\r\u{1B}[0m\u{1B}[K"))
    #expect(first.contains("\u{1B}[1B\r\u{1B}[0;1;7m서울\u{1B}[0m\u{1B}[K\u{1B}[2A\r\u{1B}[3G\u{1B}[?25h"))
    #expect(!first.contains("\u{1B}[H") && !first.contains(";1H"), "no absolute moves")
    frame.write("c", row: 0, column: 2)
    let second = writer.draw(frame)
    #expect(second.contains("abc"))
    #expect(!second.contains("서울"), "an unchanged row is not written again")
    #expect(writer.clear() == "\r\u{1B}[0m\u{1B}[J")
  }

  @Test func closingClearsTheRegionAndReturnsToThePrompt() {
    var writer = InlineFrameWriter(palette: StylePalette(color: true, colors: 256))
    let region = InlineRegion(cursor: (row: 3, column: 7), terminalRows: 30, rows: 5)
    _ = writer.open(rows: 5, belowPrompt: true)
    var frame = ScreenBuffer(rows: 5, columns: 4)
    frame.cursor = (row: 4, column: 0)
    _ = writer.draw(frame)
    #expect(writer.close(region) == "\u{1B}[4A\r\u{1B}[0m\u{1B}[J\u{1B}[A\u{1B}[8G\u{1B}[?25h")
  }

  @Test func coloursAreWrittenAsTheirSGRCodes() {
    var writer = InlineFrameWriter(palette: StylePalette(color: true, colors: 256))
    _ = writer.open(rows: 1, belowPrompt: false)
    var frame = ScreenBuffer(rows: 1, columns: 8)
    frame.write("se", row: 0, column: 0, style: CellStyle(.match, selected: true))
    frame.write("oul", row: 0, column: 2, style: CellStyle(.plain, selected: true))
    #expect(writer.draw(frame).contains("\u{1B}[0;1;38;5;214;48;5;236mse\u{1B}[0;1;38;5;254;48;5;236moul"))
  }

  @Test func repliesAreCutOutOfWhatWasTyped() {
    var bytes = Array("to\u{1B}[12;5R\u{1B}[Ak\u{1B}[?2004;1$yyo\u{1B}[3;".utf8)
    let replies = TerminalReply.take(from: &bytes)
    #expect(replies == [.cursor(row: 11, column: 4), .mode(2004, state: 1)])
    // Keys stay, in order; a reply cut short stays until the rest comes.
    #expect(String(decoding: bytes, as: UTF8.self) == "to\u{1B}[Akyo\u{1B}[3;")
    bytes += Array("1R".utf8)
    #expect(TerminalReply.take(from: &bytes) == [.cursor(row: 2, column: 0)])
    #expect(String(decoding: bytes, as: UTF8.self) == "to\u{1B}[Akyo")
    var keys = Array("\u{1B}[1;5D\u{1B}[0;0R\u{1B}[5~".utf8)
    #expect(TerminalReply.take(from: &keys).isEmpty)
  }
}
