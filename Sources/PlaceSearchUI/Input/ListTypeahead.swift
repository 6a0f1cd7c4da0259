/// Keys that act on a list's rows, typed while that list is still loading: held in the
/// order typed and applied once it has arrived, so that a burst (`Ctrl-U tokyo ⏎`) never
/// acts on an older list still on screen. Once Enter is held, every later key is
/// dropped except those that cancel the search.
struct ListTypeahead {
  private var keys: [KeyEvent] = []

  /// Whether no key is held.
  var isEmpty: Bool { keys.isEmpty }

  /// Whether Enter is held: the status line says the search goes on.
  var holdsEnter: Bool { keys.contains(where: Self.chooses) }

  /// Whether `key` chooses the selected row: Enter, or Alt-Enter.
  static func chooses(_ key: KeyEvent) -> Bool {
    key == .enter || key == .metaEnter
  }

  /// Whether `key` acts on the rows of the list: moves, Tab, Enter, copy and open.
  static func actsOnList(_ key: KeyEvent) -> Bool {
    switch key {
    case .up, .down, .pageUp, .pageDown, .scroll, .tab, .control("p"), .control("n"), .control("k"), .control("j"),
      .control("y"), .control("o"):
      return true
    default:
      return chooses(key)
    }
  }

  /// Whether `key` cancels the search (and with it whatever is held).
  static func cancels(_ key: KeyEvent) -> Bool {
    switch key {
    case .escape, .control("c"), .control("g"): return true
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
