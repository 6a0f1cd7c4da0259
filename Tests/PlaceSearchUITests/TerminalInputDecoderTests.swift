import PlaceSearchUI
import Testing

/// Bytes to keys: Alt keys (ESC and a character), Ctrl-Left/Right, a lone Esc once
/// nothing follows, and bracketed pastes that stay text.
struct TerminalInputDecoderTests {
  /// Feeds `bytes` to one decoder and returns the keys, with the timeout's key last
  /// when something was still pending.
  private func keys(_ text: String) -> [KeyEvent] {
    var decoder = TerminalInputDecoder()
    var keys = Array(text.utf8).compactMap { decoder.decode($0) }
    if decoder.isPending, let key = decoder.timeOut() { keys.append(key) }
    return keys
  }

  @Test func altKeysAreEscapeAndACharacter() {
    #expect(keys("\u{1B}b") == [.meta("b")])
    #expect(keys("\u{1B}F") == [.meta("f")])
    #expect(keys("\u{1B}d") == [.meta("d")])
    #expect(keys("\u{1B}\u{7F}") == [.metaBackspace])
    #expect(keys("\u{1B}\u{08}") == [.metaBackspace])
    #expect(keys("a\u{1B}bc") == [.text("a"), .meta("b"), .text("c")])
  }

  /// ESC CR is Alt-Enter, which a script can expect (`--expect alt-enter`); CR alone is
  /// still Enter, and so is the keypad's Enter curses decodes.
  @Test func escapeAndCarriageReturnIsAltEnter() {
    #expect(keys("\u{1B}\r") == [.metaEnter])
    #expect(keys("\r\u{1B}\ra") == [.enter, .metaEnter, .text("a")])
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(0x1B) == nil)
    #expect(decoder.decoded(.enter) == .metaEnter)
    #expect(decoder.decoded(.enter) == .enter)
  }

  @Test func aLoneEscapeIsEscapeOnceNothingFollows() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(0x1B) == nil)
    #expect(decoder.isPending)
    #expect(decoder.timeOut() == .escape)
    #expect(!decoder.isPending)
    #expect(keys("\u{1B}\u{1B}b") == [.escape, .meta("b")])
  }

  @Test func aKeyCursesDecodedAfterEscapeIsItsAltForm() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode(0x1B) == nil)
    #expect(decoder.decoded(.backspace) == .metaBackspace)
    #expect(!decoder.isPending)
    #expect(decoder.decoded(.backspace) == .backspace)
    for byte in Array("\u{1B}[200~ab".utf8) { _ = decoder.decode(byte) }
    #expect(decoder.decoded(.up) == nil)
    #expect(decoder.decoded(.resize) == .resize)
  }

  @Test func controlArrowsMoveByWord() {
    #expect(keys("\u{1B}[1;5D\u{1B}[1;5C") == [.controlLeft, .controlRight])
    #expect(keys("\u{1B}Od\u{1B}Oc") == [.controlLeft, .controlRight])
  }

  /// Whatever terminfo says: tmux sends `ESC[1~` for Home to a pane under xterm-256color,
  /// whose terminfo names `ESC OH`, so curses hands the bytes over undecoded.
  @Test func homeEndDeletePagesAndArrowsInEveryForm() {
    for home in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] { #expect(keys(home) == [.home], "\(Array(home.utf8))") }
    for end in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] { #expect(keys(end) == [.end], "\(Array(end.utf8))") }
    #expect(keys("\u{1B}[3~") == [.delete])
    #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
  }

  /// Inline mode has no curses: the terminal's SGR mouse reports and Shift-Tab come
  /// to the decoder.
  @Test func sgrMouseReportsAreClicksAndWheelTurns() {
    #expect(keys("\u{1B}[<0;12;3M") == [.click(row: 2, column: 11, double: false)])
    #expect(keys("\u{1B}[<0;12;3m") == [])  // the release
    #expect(keys("\u{1B}[<64;1;1M\u{1B}[<65;1;1M") == [.scroll(-3), .scroll(3)])
    #expect(keys("\u{1B}[<32;5;5M\u{1B}[<2;5;5M") == [])  // motion, the right button
    #expect(keys("\u{1B}[<16;4;2M") == [.click(row: 1, column: 3, double: false)])  // with Ctrl
    #expect(keys("\u{1B}[<0;0;3M\u{1B}[<0;;3Mx") == [.text("x")])  // malformed
    #expect(keys("\u{1B}[Z") == [.tab])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    #expect(keys("\u{1B}[1;2Px") == [.text("x")])
    #expect(keys("\u{1B}[15;3~서") == [.text("서")])
  }

  @Test func aBracketedPasteIsTextWhateverItHolds() {
    #expect(keys("\u{1B}[200~paris\r\nlon\u{1B}b\u{1B}[201~x") == [.text("paris\r\nlon\u{1B}b"), .text("x")])
    #expect(keys("\u{1B}[200~서울\u{1B}[20\u{1B}[201~") == [.text("서울\u{1B}[20")])
    #expect(keys("\u{1B}[200~\u{1B}[201~") == [])
  }

  @Test func aPasteCutShortGivesWhatCame() {
    #expect(keys("\u{1B}[200~seo\u{1B}[2") == [.text("seo\u{1B}[2")])
  }

  @Test func typingStillDecodesAsBefore() {
    #expect(keys("s서\r\n\t\u{7F}\u{03}") == [.text("s"), .text("서"), .enter, .control("j"), .tab, .backspace, .control("c")])
    // A UTF-8 sequence cut short by ESC costs only itself.
    var decoder = TerminalInputDecoder()
    #expect([0xEC, 0x1B, 0x62].compactMap { decoder.decode($0) } == [.meta("b")])
  }
}
