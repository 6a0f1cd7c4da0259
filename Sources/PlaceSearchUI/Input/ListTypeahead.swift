/// Keys that act on a list's rows, typed while that list is still loading: held in the
/// order typed and applied once it has arrived, so that a burst (`Ctrl-U tokyo ⏎`) never
/// acts on an older list still on screen. Once Enter is held, every later key is
/// dropped except those that cancel the search. A key a script expects (`--expect`)
/// chooses (`KeyMap.choosing`), so it is held and waited for as Enter is.
struct ListTypeahead {
  private var held: [KeyEvent] = []
  private let keys: KeyMap

  /// Holds keys for a search where `keys` says what each key does.
  init(keys: KeyMap) {
    self.keys = keys
  }

  /// Whether no key is held.
  var isEmpty: Bool { held.isEmpty }

  /// Whether Enter (or a key that chooses as it does) is held: the status line says the
  /// search goes on.
  var holdsEnter: Bool { held.contains(where: chooses) }

  /// Whether `key` chooses the selected row: its action is `accept` (Enter, or a key a
  /// script expects).
  func chooses(_ key: KeyEvent) -> Bool {
    keys.action(for: key) == .accept
  }

  /// Whether `key` acts on the rows of the list (`KeyAction.actsOnList`: moves, Tab,
  /// copy and open, choosing), or is the wheel.
  func actsOnList(_ key: KeyEvent) -> Bool {
    if case .scroll = key { return true }
    return keys.action(for: key)?.actsOnList == true
  }

  /// Whether `key` cancels the search (and with it whatever is held): its action goes
  /// back or aborts (`KeyAction.cancels`; Esc, Ctrl-C and Ctrl-G as standard, unless a
  /// script expects one, which then chooses).
  func cancels(_ key: KeyEvent) -> Bool {
    keys.action(for: key)?.cancels == true
  }

  /// Holds `key` until the list arrives.
  mutating func hold(_ key: KeyEvent) {
    held.append(key)
  }

  /// The keys held, oldest first; none is held afterwards.
  mutating func take() -> [KeyEvent] {
    defer { held = [] }
    return held
  }
}
