/// Keys that act on a list's rows, typed while that list is still loading: held in the
/// order typed and applied once it has arrived, so that a burst (`Ctrl-U tokyo ⏎`) never
/// acts on an older list still on screen. Once Enter is held, every later key is
/// dropped except those that cancel the search. A key a script expects (`--expect`)
/// chooses, so it is held and waited for as Enter is.
struct ListTypeahead {
  private var keys: [KeyEvent] = []
  private let expected: ExpectedKeys

  /// Holds keys for a search where the `expected` keys choose as Enter does.
  init(expected: ExpectedKeys) {
    self.expected = expected
  }

  /// Whether no key is held.
  var isEmpty: Bool { keys.isEmpty }

  /// Whether Enter (or a key that chooses as it does) is held: the status line says the
  /// search goes on.
  var holdsEnter: Bool { keys.contains(where: chooses) }

  /// Whether `key` chooses the selected row: Enter, Alt-Enter, or an expected key.
  func chooses(_ key: KeyEvent) -> Bool {
    key == .enter || key == .metaEnter || expected.name(of: key) != nil
  }

  /// Whether `key` acts on the rows of the list: moves, Tab, copy and open, and the keys
  /// that choose.
  func actsOnList(_ key: KeyEvent) -> Bool {
    switch key {
    case .up, .down, .pageUp, .pageDown, .scroll, .tab, .control("p"), .control("n"), .control("k"), .control("j"),
      .control("y"), .control("o"):
      return true
    default:
      return chooses(key)
    }
  }

  /// Whether `key` cancels the search (and with it whatever is held): Esc, Ctrl-C and
  /// Ctrl-G, unless a script expects it, and it chooses.
  func cancels(_ key: KeyEvent) -> Bool {
    switch key {
    case .escape, .control("c"), .control("g"): return !chooses(key)
    default: return false
    }
  }

  /// Holds `key` until the list arrives.
  mutating func hold(_ key: KeyEvent) {
    keys.append(key)
  }

  /// The keys held, oldest first; none is held afterwards.
  mutating func take() -> [KeyEvent] {
    defer { keys = [] }
    return keys
  }
}
