/// One thing the user did at the terminal, already decoded by the terminal adapter.
public enum KeyEvent: Sendable, Hashable {
  /// Typed text: one character, or a whole paste.
  case text(String)
  case up, down, pageUp, pageDown, home, end, left, right
  case enter, escape, tab, backspace, delete
  /// A control key, by its letter: `.control("a")` is Ctrl-A; `.control("/")` is
  /// Ctrl-/ (also Ctrl-_, the same byte).
  case control(Character)
  /// Alt (Meta) with a character, which terminals send as ESC and the character:
  /// `.meta("b")` is Alt-B (letters lowercased, as readline reads Alt-Shift-B as Alt-B).
  case meta(Character)
  /// Alt-Backspace: ESC and DEL (or BS).
  case metaBackspace
  /// Alt-Enter: ESC and CR. It chooses as Enter does unless a script expects it
  /// (`--expect alt-enter`).
  case metaEnter
  /// Ctrl-Left and Ctrl-Right (xterm's `ESC[1;5D` and `ESC[1;5C`).
  case controlLeft, controlRight
  /// The wheel turned: negative scrolls up.
  case scroll(Int)
  /// A click on a screen cell; `double` for a double click.
  case click(row: Int, column: Int, double: Bool)
  /// The terminal changed size (curses' `KEY_RESIZE`): the terminal adapter turns it
  /// into `SessionEvent.resize` with the new size.
  case resize

  /// The key a typed character stands for: control codes become keys, anything
  /// printable is text; nil for codes that are no key (NUL, the other C0 and C1 codes).
  ///
  /// The tty is in raw mode without CR-to-NL translation (curses `raw()`, `nonl()`), so
  /// Enter arrives as CR (^M) and LF is Ctrl-J, which moves down as in fzf.
  public init?(typed scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0x0D: self = .enter
    case 0x1B: self = .escape
    case 0x09: self = .tab
    case 0x7F, 0x08: self = .backspace
    case 0x01...0x1A: self = .control(Character(Unicode.Scalar(value + 0x60)!))
    // Ctrl-/ and Ctrl-_ (terminals send both as 0x1F, "^_").
    case 0x1F: self = .control("/")
    case 0x00, 0x1C...0x1E, 0x80...0x9F: return nil
    default: self = .text(String(Character(scalar)))
    }
  }
}

extension KeyEvent {
  /// `keys` with each run of typed text joined into one `.text` (up to `limit`
  /// characters each): what came in one read (a burst, a paste without bracketed paste)
  /// is one edit.
  public static func joiningText(_ keys: [KeyEvent], limit: Int = 4096) -> [KeyEvent] {
    var joined: [KeyEvent] = []
    for key in keys {
      if case .text(let more) = key, case .text(let text)? = joined.last, text.count < limit {
        joined[joined.count - 1] = .text(text + more)
      } else {
        joined.append(key)
      }
    }
    return joined
  }
}

extension KeyEvent {
  /// This key as the keys it stands for where the characters `isKey` says are keys of
  /// their own (`--expect ,`, `--bind q:abort`): typed text that holds one is split
  /// around it, as terminal adapters join the characters of one read into one text, so
  /// the character acts as typed alone; any other key is itself.
  func separatingText(where isKey: (Character) -> Bool) -> [KeyEvent] {
    guard case .text(let text) = self, text.count > 1, text.contains(where: isKey) else { return [self] }
    var keys: [KeyEvent] = []
    var run = ""
    for character in text {
      guard isKey(character) else {
        run.append(character)
        continue
      }
      if !run.isEmpty { keys.append(.text(run)) }
      run = ""
      keys.append(.text(String(character)))
    }
    if !run.isEmpty { keys.append(.text(run)) }
    return keys
  }
}
