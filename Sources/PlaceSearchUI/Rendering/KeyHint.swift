/// A key the status line names, shown only where the key acts.
public enum KeyHint: Sendable, Equatable, CaseIterable {
  /// Moves the selection (↑↓).
  case move
  /// Chooses the selected row (⏎).
  case choose
  /// Tab fills the query with the selected completion.
  case fill
  /// Esc goes back one step (from detail results).
  case back
  /// Esc ends the search (where there is no step to go back to).
  case quit
  /// Ctrl-C ends the search (named where Esc goes back).
  case interrupt
  /// Ctrl-Y copies the highlighted place (named on a row of one place).
  case copy
  /// Ctrl-O opens the highlighted place on a map (named on a row of one place).
  case open
  /// Ctrl-/ shows or hides the preview (named where the terminal is wide enough for it).
  case preview

  /// Whether the status line keeps this hint before the others where it cannot show
  /// them all: Esc's "back", the one way out of a group's places a user cannot guess.
  var comesFirst: Bool { self == .back }

  /// The actions whose keys the hint names: both moves for `move`; Esc's action for
  /// `back` and `quit` (it quits where there is no step back).
  var actions: [KeyAction] {
    switch self {
    case .move: [.up, .down]
    case .choose: [.accept]
    case .fill: [.fill]
    case .back, .quit: [.back]
    case .interrupt: [.abort]
    case .copy: [.copy]
    case .open: [.open]
    case .preview: [.togglePreview]
    }
  }

  /// How the hint names its keys in `keys`: the first key of each of its actions (`↑↓`,
  /// `⏎`, `^C`; `^P/↓` where ↑ was rebound); nil when an action has no key left (the hint
  /// is not shown).
  func keyLabel(in keys: KeyMap) -> String? {
    let labels = actions.compactMap { keys.keys(for: $0).first.map(KeyName.label(of:)) }
    guard labels.count == actions.count else { return nil }
    return labels == ["↑", "↓"] ? "↑↓" : labels.joined(separator: "/")
  }
}
