/// The escape sequences both terminal adapters send that draw nothing: modes turned on
/// and off around the search, declared once.
public enum TerminalModes {
  static let csi = "\u{1B}["
  /// Synchronized output (DEC mode 2026, as fzf and tcell use it): a terminal that knows
  /// it shows a frame whole, never half drawn; others ignore the mode.
  public static let beginSynchronizedUpdate = csi + "?2026h"
  public static let endSynchronizedUpdate = csi + "?2026l"
  /// Bracketed paste: a paste comes between `ESC[200~` and `ESC[201~`, so what it holds
  /// (a newline, an ESC) is text and never a key.
  public static let beginBracketedPaste = csi + "?2004h"
  public static let endBracketedPaste = csi + "?2004l"
  /// Mouse reports of button presses, in SGR form (inline mode; curses asks for its own).
  public static let reportMouse = csi + "?1000h" + csi + "?1006h"
  /// Every mouse report mode either adapter turns on, off.
  public static let stopMouse = csi + "?1000l" + csi + "?1002l" + csi + "?1006l"
  public static let showCursor = csi + "?25h"
  public static let hideCursor = csi + "?25l"
  /// Colours and attributes back to the terminal's own.
  public static let plainStyle = csi + "0m"
}

/// How long input is waited for, for both terminal adapters.
public enum InputTiming {
  /// Two clicks on the same cell within this time are a double click.
  public static let doubleClickMilliseconds: Int32 = 200
  /// How long the rest of an escape sequence, a UTF-8 character or a paste is waited for
  /// once its first byte has come (after that, ESC alone is Esc).
  public static let pendingInputMilliseconds: Int32 = 50
}
