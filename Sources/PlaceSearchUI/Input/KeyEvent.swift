/// One thing the user did at the terminal, already decoded by the terminal adapter.
public enum KeyEvent: Sendable, Equatable {
  /// Typed text: one character, or a whole paste.
  case text(String)
  case up, down, pageUp, pageDown, home, end, left, right
  case enter, escape, tab, backspace, delete
  /// A control key, by its letter: `.control("a")` is Ctrl-A.
  case control(Character)
  /// The wheel turned: negative scrolls up.
  case scroll(Int)
  /// A click on a screen row; `double` for a double click.
  case click(row: Int, double: Bool)
  /// The terminal changed size.
  case resize
}
