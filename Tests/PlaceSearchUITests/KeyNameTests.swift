import Testing
@testable import PlaceSearchUI

/// Key names as fzf spells them (`--expect`): aliases, case, the comma key, and names of
/// keys the decoder does not tell apart, refused in one sentence.
struct KeyNameTests {
  @Test func namesAndAliases() {
    let cases: [(String, KeyEvent)] = [
      ("ctrl-o", .control("o")), ("CTRL-O", .control("o")), ("ctrl-a", .control("a")), ("ctrl-j", .control("j")),
      ("alt-enter", .metaEnter), ("alt-return", .metaEnter), ("alt-b", .meta("b")), ("ALT-b", .meta("b")),
      ("alt-1", .meta("1")), ("alt-.", .meta(".")), ("alt-space", .meta(" ")),
      ("alt-bs", .metaBackspace), ("alt-bspace", .metaBackspace), ("alt-backspace", .metaBackspace),
      ("enter", .enter), ("return", .enter), ("ctrl-m", .enter), ("tab", .tab), ("ctrl-i", .tab), ("esc", .escape),
      ("space", .text(" ")), ("bspace", .backspace), ("bs", .backspace), ("del", .delete), ("delete", .delete),
      ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
      ("pgup", .pageUp), ("page-up", .pageUp), ("pgdn", .pageDown), ("page-down", .pageDown),
      ("ctrl-left", .controlLeft), ("ctrl-right", .controlRight), ("ctrl-/", .control("/")), ("ctrl-_", .control("/")),
      ("ctrl-z", .control("z")),
      ("x", .text("x")), ("X", .text("X")), ("?", .text("?")), ("가", .text("가")),
    ]
    for (name, key) in cases { #expect(KeyName.key(named: name) == key, "\(name)") }
  }

  @Test func keysNotToldApartAreRefused() {
    for name in [
      "ctrl-h", "btab", "shift-tab", "ctrl-space", "ctrl-\\", "alt-B", "alt-[", "ctrl-alt-x", "f1",
      "double-click", "change", "alt-", "ctrl-", "ctrl-oo", "", "\u{1B}", "é\u{301}",
    ] {
      #expect(KeyName.key(named: name) == nil, "\(name)")
    }
  }

  @Test func everyCompletionIsAName() {
    for name in KeyName.completions { #expect(KeyName.key(named: name) != nil, "\(name)") }
    #expect(Set(KeyName.completions).count == KeyName.completions.count)
    #expect(KeyName.completions.contains("ctrl-o") && KeyName.completions.contains("alt-enter"))
  }

  @Test func aListKeepsEachNameAsGiven() throws {
    let keys = try ExpectedKeys(parsing: "Ctrl-O,alt-enter,ctrl-o")
    #expect(keys.name(of: .control("o")) == "ctrl-o")  // named twice: the last name
    #expect(keys.name(of: .metaEnter) == "alt-enter")
    #expect(keys.name(of: .enter) == nil)
    let merged = try ExpectedKeys(parsing: "ctrl-y").merging(ExpectedKeys(parsing: "CTRL-Y,tab"))
    #expect(merged.name(of: .control("y")) == "CTRL-Y")
    #expect(merged.name(of: .tab) == "tab")
  }

  /// A comma is a key as fzf writes it: alone, after `alt-`, or doubled at an end.
  @Test func theCommaKey() throws {
    #expect(try ExpectedKeys(parsing: ",").name(of: .text(",")) == ",")
    #expect(try ExpectedKeys(parsing: "ctrl-o,,").name(of: .text(",")) == ",")
    #expect(try ExpectedKeys(parsing: ",,ctrl-o").name(of: .text(",")) == ",")
    let alt = try ExpectedKeys(parsing: "alt-,,ctrl-o")
    #expect(alt.name(of: .meta(",")) == "alt-,")
    #expect(alt.name(of: .control("o")) == "ctrl-o")
    #expect(alt.name(of: .text(",")) == nil)
    // Empty names between commas are skipped.
    let skipped = try ExpectedKeys(parsing: "ctrl-o,,alt-enter")
    #expect(skipped.name(of: .text(",")) == nil && skipped.name(of: .metaEnter) == "alt-enter")
  }

  @Test func badListsSayWhatIsAccepted() {
    #expect(throws: KeyNameError.unknown("btab")) { try ExpectedKeys(parsing: "ctrl-o,btab") }
    #expect(throws: KeyNameError.empty) { try ExpectedKeys(parsing: "") }
    let message = KeyNameError.unknown("btab").description
    #expect(message.hasPrefix("\"btab\" is no key"))
    #expect(message.contains("ctrl-a") && message.contains("alt-enter") && !message.contains("\n"))
  }
}
