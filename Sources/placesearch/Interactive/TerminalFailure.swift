/// Why the interactive search could not take the terminal: one sentence and a hint,
/// whichever terminal adapter failed.
enum TerminalFailure: Error, CustomStringConvertible {
  case noTTY, noTerminalType, unknownTerminal(String), cannotMoveCursor(String), noUTF8Locale

  var description: String {
    switch self {
    case .noTTY:
      return "There is no terminal to draw on (/dev/tty cannot be opened). "
        + "Hint: in scripts use `placesearch complete`, `search` or `recommend`."
    case .noUTF8Locale:
      return "The locale is not UTF-8 and no UTF-8 locale is installed, so Hangul and accents "
        + "cannot be typed or shown. Hint: set LANG=C.UTF-8 (or install one with locale-gen)."
    case .noTerminalType:
      return "TERM is not set, so the terminal's type is unknown. " + Self.termHint
    case .unknownTerminal(let name):
      return "The terminal type \"\(name)\" is unknown. " + Self.termHint
    case .cannotMoveCursor(let name):
      return "The terminal type \"\(name)\" cannot move the cursor, so the search cannot be drawn. "
        + Self.termHint
    }
  }

  private static let termHint =
    "Hint: set TERM to your terminal's type (e.g. TERM=xterm-256color), "
    + "or use `placesearch complete`, `search` or `recommend`."
}
