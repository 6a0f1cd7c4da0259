/// What the status line offers where it acts, named with the first key bound to its
/// actions (`keyLabel(in:)`; the standard key in brackets).
public enum KeyHint: Sendable, Equatable, CaseIterable {
  /// Moves the selection (↑↓).
  case move
  /// Chooses the selected row (⏎).
  case choose
  /// Fills the query with the selected completion (tab).
  case fill
  /// Goes back one step, from detail results (esc).
  case back
  /// The same key ends the search where there is no step to go back to (esc).
  case quit
  /// Ends the search, named where the other key goes back (^C).
  case interrupt
  /// Copies the highlighted place, named on a row of one place (^Y).
  case copy
  /// Opens the highlighted place on a map, named on a row of one place (^O).
  case open
  /// Shows or hides the preview, named where the terminal is wide enough for it (^/).
  case preview

  /// Whether the status line keeps this hint before the others where it cannot show
  /// them all: "back", the one way out of a group's places a user cannot guess.
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
