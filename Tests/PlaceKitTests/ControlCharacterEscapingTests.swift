import Testing
import PlaceKit

/// The one rule for control characters in text for a terminal: Swift escapes.
struct ControlCharacterEscapingTests {
  @Test func controlCharactersBecomeSwiftEscapesAndTheRestStays() {
    #expect("\u{1B}[31mred\u{07}".escapingControlCharacters == #"\u{1B}[31mred\u{07}"#)
    #expect("a\tb\nc\r\u{0}\u{7F}\u{9B}".escapingControlCharacters == #"a\u{09}b\u{0A}c\u{0D}\u{00}\u{7F}\u{9B}"#)
    // Letters of every script, combining marks and format characters are no controls.
    for text in ["Seoul", "서울", "São Paulo", "e\u{301}", "a\u{200B}b", "🇰🇷", ""] {
      #expect(text.escapingControlCharacters == text)
    }
  }
}
