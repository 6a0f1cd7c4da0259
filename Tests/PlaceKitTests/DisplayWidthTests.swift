import Testing
import PlaceKit

/// Terminal column widths for aligned text output.
struct DisplayWidthTests {
  @Test func wideAndNarrowCharacters() {
    #expect(DisplayWidth.of("Seoul") == 5)
    #expect(DisplayWidth.of("서울") == 4)
    #expect(DisplayWidth.of("東京") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }

  @Test func truncationKeepsWholeCharacters() {
    #expect(DisplayWidth.truncate("서울특별시", toColumns: 6) == "서울…")
    #expect(DisplayWidth.truncate("Seoul", toColumns: 5) == "Seoul")
    #expect(DisplayWidth.truncate("Seoul", toColumns: 4) == "Seo…")
    #expect(DisplayWidth.pad("서울", toColumns: 6) == "서울  ")
  }
}
