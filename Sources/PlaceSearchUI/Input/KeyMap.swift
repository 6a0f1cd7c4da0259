/// Which key does which `KeyAction`: one table, read by the coordinator (what a key
/// does), the typeahead (which keys wait for the list, which cancel), the status line's
/// hints (which key to name), the help text and the docs' key tables (checked against it
/// by a test). `--bind` and the `bind` setting change it (`KeyBindings`).
public struct KeyMap: Sendable, Equatable {
  /// A key and what it does.
  public struct Binding: Sendable, Equatable {
    /// The key.
    public let key: KeyEvent
    /// What it does.
    public let action: KeyAction
  }

  /// The bound keys in the order hints and help name them: the standard keys as the
  /// README lists them, then keys bound since, in the order they were bound.
  public private(set) var bindings: [Binding]

  private init(_ pairs: KeyValuePairs<KeyEvent, KeyAction>) {
    bindings = pairs.map { Binding(key: $0.key, action: $0.value) }
  }

  /// The keys as the README's table lists them (fzf's and readline's), the first of
  /// each action the one its hint names.
  public static let standard = KeyMap([
    .up: .up, .control("p"): .up, .control("k"): .up,
    .down: .down, .control("n"): .down, .control("j"): .down,
    .pageUp: .pageUp, .pageDown: .pageDown,
    .enter: .accept, .metaEnter: .accept,
    .escape: .back,
    .control("c"): .abort, .control("g"): .abort,
    .tab: .fill,
    .control("y"): .copy, .control("o"): .open, .control("/"): .togglePreview,
    .backspace: .backwardDeleteChar,
    .delete: .deleteChar, .control("d"): .deleteChar,
    .control("u"): .clearQuery,
    .control("w"): .unixWordRubout,
    .metaBackspace: .backwardKillWord,
    .meta("d"): .killWord,
    .meta("b"): .backwardWord, .controlLeft: .backwardWord,
    .meta("f"): .forwardWord, .controlRight: .forwardWord,
    .left: .backwardChar, .control("b"): .backwardChar,
    .right: .forwardChar, .control("f"): .forwardChar,
    .home: .beginningOfLine, .control("a"): .beginningOfLine,
    .end: .endOfLine, .control("e"): .endOfLine,
  ])

  /// What `key` does; nil for typed text, the mouse and keys that do nothing.
  public func action(for key: KeyEvent) -> KeyAction? {
    bindings.first { $0.key == key }?.action
  }

  /// The keys that do `action`, in the table's order.
  public func keys(for action: KeyAction) -> [KeyEvent] {
    bindings.filter { $0.action == action }.map(\.key)
  }

  /// This table with `key` doing `action` instead of what it did (nil: nothing, fzf's
  /// `ignore`); a key given another action moves to the end of the order, one given the
  /// action it has keeps its place.
  public func binding(_ key: KeyEvent, to action: KeyAction?) -> KeyMap {
    guard self.action(for: key) != action || action == nil else { return self }
    var changed = self
    changed.bindings.removeAll { $0.key == key }
    if let action { changed.bindings.append(Binding(key: key, action: action)) }
    return changed
  }

  /// This table with each of `bindings` applied in order (a later one wins).
  public func applying(_ bindings: KeyBindings) -> KeyMap {
    bindings.pairs.reduce(self) { $0.binding($1.key, to: $1.action) }
  }

  /// This table with each of the `expected` keys choosing as Enter does (`--expect`),
  /// whatever it did before (in the order of their names, so that the hints read the same
  /// at every run).
  public func choosing(_ expected: ExpectedKeys) -> KeyMap {
    expected.keys.sorted { (KeyName.name(of: $0) ?? "") < (KeyName.name(of: $1) ?? "") }
      .reduce(self) { $0.binding($1, to: .accept) }
  }

  /// `key` as the keys it stands for here: typed text that holds a bound character
  /// (`--bind q:abort`) is split around it, so the character acts as typed alone.
  public func separating(_ key: KeyEvent) -> [KeyEvent] {
    key.separatingText { action(for: .text(String($0))) != nil }
  }
}
