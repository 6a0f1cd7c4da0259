import PlaceSearchUI
import Testing

/// What a typed character stands for.
struct KeyEventTests {
  @Test func enterIsCarriageReturnAndLineFeedIsControlJ() {
    #expect(KeyEvent(typed: "\r") == .enter)
    #expect(KeyEvent(typed: "\n") == .control("j"))
  }

  @Test func controlCodesAreKeysAndTheRestIsText() {
    #expect(KeyEvent(typed: "\u{01}") == .control("a"))
    #expect(KeyEvent(typed: "\u{7F}") == .backspace)
    #expect(KeyEvent(typed: "\t") == .tab)
    #expect(KeyEvent(typed: "서") == .text("서"))
    #expect(KeyEvent(typed: "\u{00}") == nil)
    #expect(KeyEvent(typed: "\u{85}") == nil)
  }
}
