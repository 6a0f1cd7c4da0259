/// The names scripts give keys, as fzf spells them (`ctrl-o`, `alt-enter`, `pgdn`), for the
/// keys the terminal input decoder tells apart. Names are read in any case, as fzf reads
/// them, except a single character and `alt-` with one, where case is the key.
///
/// `ctrl-z` suspends the search unless Ctrl-Z is free (`--no-suspend`): the command
/// refuses it otherwise (`ExpectedKeys.suspendKey`).
///
/// Left out, as keys the decoder cannot tell apart or never hands on: `ctrl-h` (the byte
/// Backspace also sends), `btab` (read as Tab), `ctrl-space`,
/// `ctrl-\`, `ctrl-]`, `ctrl-^`, `alt-` with an upper-case letter (read as the lower-case
/// one) or `[` (it starts a sequence), the function keys and the mouse.
public enum KeyName {
  /// The key `name` stands for, or nil when it names none that is told apart here.
  public static func key(named name: String) -> KeyEvent? {
    let scalars = name.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      return isPrintable(scalar) ? .text(name) : nil
    }
    let lowered = name.lowercased()
    if let key = named[lowered] { return key }
    if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, controlLetters.contains(letter) {
      return .control(letter)
    }
    if lowered.hasPrefix("alt-"), let character = altCharacter(name) { return .meta(character) }
    return nil
  }

  /// The name of `key` in fzf's main spelling (`ctrl-y`, `alt-enter`, `pgdn`, `q`);
  /// nil for the mouse and keys no name stands for.
  public static func name(of key: KeyEvent) -> String? {
    if let entry = table.first(where: { $0.key == key }) { return entry.names[0] }
    switch key {
    case .control(let letter): return "ctrl-\(letter)"
    case .meta(let character): return "alt-\(character)"
    case .text(let text) where text.count == 1: return text
    default: return nil
    }
  }

  /// How the status line names `key`: a symbol for the keys that have one (`⏎`, `↑`),
  /// `esc` and `tab`, `^Y` for a control key, else its name (`alt-enter`, `pgdn`).
  static func label(of key: KeyEvent) -> String {
    switch key {
    case .enter: "⏎"
    case .escape: "esc"
    case .tab: "tab"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .control(let letter): "^" + String(letter).uppercased()
    default: name(of: key) ?? "?"
    }
  }

  /// The names shell completion offers: each key once, in fzf's main spelling.
  public static let completions: [String] =
    table.map { $0.names[0] } + controlLetters.map { "ctrl-\($0)" } + altCharacters.map { "alt-\($0)" }

  /// What is accepted, for the message that refuses a name.
  static let acceptedForms =
    "ctrl-a … ctrl-z (but ctrl-h; ctrl-z with --no-suspend), alt-a … alt-z, alt-0 … alt-9 or alt- with a sign, alt-enter, alt-space, "
    + "alt-bs, enter, tab, esc, space, bspace, del, up, down, left, right, home, end, pgup, pgdn, ctrl-left, "
    + "ctrl-right, ctrl-/, or one character"

  /// The named keys, fzf's main spelling first, then its aliases.
  private static let table: [(names: [String], key: KeyEvent)] = [
    (["enter", "return", "ctrl-m"], .enter),
    (["alt-enter", "alt-return"], .metaEnter),
    (["tab", "ctrl-i"], .tab),
    (["esc"], .escape),
    (["space"], .text(" ")),
    (["alt-space"], .meta(" ")),
    (["bspace", "bs", "backspace"], .backspace),
    (["alt-bs", "alt-bspace", "alt-backspace"], .metaBackspace),
    (["del", "delete"], .delete),
    (["up"], .up), (["down"], .down), (["left"], .left), (["right"], .right),
    (["home"], .home), (["end"], .end),
    (["pgup", "page-up"], .pageUp), (["pgdn", "page-down"], .pageDown),
    (["ctrl-left"], .controlLeft), (["ctrl-right"], .controlRight),
    (["ctrl-/", "ctrl-_"], .control("/")),
  ]

  private static let named: [String: KeyEvent] = Dictionary(
    uniqueKeysWithValues: table.flatMap { entry in entry.names.map { ($0, entry.key) } })

  /// The letters of Ctrl-letter keys the decoder hands on as `.control`: Ctrl-H is
  /// Backspace, Ctrl-I Tab and Ctrl-M Enter (aliases in the table).
  private static let controlLetters = "abcdefgjklnopqrstuvwxyz"

  /// The characters of Alt keys offered for completion: lower-case letters and digits.
  private static let altCharacters = "abcdefghijklmnopqrstuvwxyz0123456789"

  /// The character of `alt-X`, when the decoder reads ESC X as that Alt key: printable
  /// ASCII but upper-case letters (read as lower-case) and `[` (it starts a sequence, as
  /// `O` does).
  private static func altCharacter(_ name: String) -> Character? {
    let rest = name.unicodeScalars.dropFirst(4)
    guard rest.count == 1, let scalar = rest.first, (0x21...0x7E).contains(scalar.value),
      !("A"..."Z").contains(scalar), scalar != "["
    else { return nil }
    return Character(scalar)
  }

  /// Whether typing `scalar` inserts it (`KeyEvent(typed:)` reads it as text).
  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    if case .text = KeyEvent(typed: scalar) { return true }
    return false
  }
}
