/// A key the status line names, shown only where the key acts.
public enum KeyHint: Sendable, Equatable, CaseIterable {
  /// ↑↓ move the selection.
  case move
  /// ⏎ chooses the selected row.
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

  /// The one key that does what the hint says; nil for moves (several keys) and choosing
  /// (a key a script expects chooses too, so the hint stays true).
  var key: KeyEvent? {
    switch self {
    case .move, .choose: nil
    case .fill: .tab
    case .back, .quit: .escape
    case .interrupt: .control("c")
    case .copy: .control("y")
    case .open: .control("o")
    case .preview: .control("/")
    }
  }
}
