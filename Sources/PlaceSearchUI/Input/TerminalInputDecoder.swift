/// Decodes the bytes a terminal sends, one at a time, into keys: UTF-8 text, control
/// keys, Alt (Meta) keys, the escape sequences curses leaves undecoded, and bracketed
/// pastes.
///
/// Alt-x arrives as ESC followed by x, so ESC alone cannot be read as Esc until it is
/// clear nothing follows: the caller waits briefly while `isPending` and then calls
/// `timeOut()`, which gives the lone Esc. A paste between `ESC[200~` and `ESC[201~` is
/// one `.text`, whatever it holds (newlines, Esc): a paste is text, never keys.
public struct TerminalInputDecoder: Sendable {
  private enum State: Sendable {
    case ground
    case escape
    /// A control sequence (`ESC [`) and its parameter bytes so far.
    case controlSequence([UInt8])
    /// `ESC O` and the one byte that ends it.
    case singleShift
    /// Inside a bracketed paste: the bytes so far, and how many bytes of the end marker
    /// have matched.
    case paste([UInt8], matched: Int)
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  /// Longest paste kept; the rest is read and dropped (the query keeps 200 characters).
  private static let maxPasteBytes = 1 << 16
  /// Longer control sequences are no key any terminal sends: given up on.
  private static let maxSequenceBytes = 32

  private var state = State.ground
  private var utf8 = UTF8InputDecoder()

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes have come that the next ones complete (a UTF-8 sequence, an escape
  /// sequence, a paste).
  public var isPending: Bool {
    if case .ground = state { return utf8.isPending }
    return true
  }

  /// Takes the next byte; returns the key it completes, or nil (more is to come, or the
  /// bytes were no key and are dropped).
  public mutating func decode(_ byte: UInt8) -> KeyEvent? {
    switch state {
    case .ground:
      if byte == 0x1B {
        // A UTF-8 sequence cut short by ESC is lost, as a bad byte costs only itself.
        utf8 = UTF8InputDecoder()
        state = .escape
        return nil
      }
      return utf8.decode(byte).flatMap { KeyEvent(typed: $0) }
    case .escape:
      return afterEscape(byte)
    case .controlSequence(var bytes):
      switch byte {
      case 0x20...0x3F:
        bytes.append(byte)
        state = bytes.count > Self.maxSequenceBytes ? .ground : .controlSequence(bytes)
        return nil
      case 0x40...0x7E:
        state = .ground
        return controlSequence(bytes + [byte])
      default:
        // Not a sequence after all: the byte stands for itself.
        state = .ground
        return decode(byte)
      }
    case .singleShift:
      state = .ground
      // The cursor keys in application mode (`ESC O A`), whatever terminfo says, and
      // rxvt's Ctrl-Left and Ctrl-Right.
      switch byte {
      case UInt8(ascii: "d"): return .controlLeft
      case UInt8(ascii: "c"): return .controlRight
      default: return Self.cursorKey(byte)
      }
    case .paste(var bytes, var matched):
      if byte == Self.pasteEnd[matched] {
        matched += 1
        if matched == Self.pasteEnd.count { return finishPaste(bytes) }
      } else {
        // The marker starts with ESC and holds no other ESC: a broken match can only
        // restart at this byte.
        append(Self.pasteEnd[0..<matched], to: &bytes)
        matched = byte == Self.pasteEnd[0] ? 1 : 0
        if matched == 0 { append([byte], to: &bytes) }
      }
      state = .paste(bytes, matched: matched)
      return nil
    }
  }

  /// A key curses decoded itself (from terminfo) arrived: after ESC it is the Alt form
  /// (curses reads ESC DEL's DEL as Backspace, and the keypad's Enter as Enter); inside
  /// a paste it is dropped, as a paste is text (a resize still counts).
  public mutating func decoded(_ key: KeyEvent) -> KeyEvent? {
    switch state {
    case .escape:
      state = .ground
      switch key {
      case .backspace: return .metaBackspace
      case .enter: return .metaEnter
      default: return key
      }
    case .paste:
      return key == .resize ? key : nil
    case .ground, .controlSequence, .singleShift:
      return key
    }
  }

  /// Nothing more came while `isPending`: ESC alone is Esc, a paste cut short is the
  /// text that came; anything else pending is dropped.
  public mutating func timeOut() -> KeyEvent? {
    let pending = state
    state = .ground
    utf8 = UTF8InputDecoder()
    switch pending {
    case .escape: return .escape
    case .paste(var bytes, let matched):
      append(Self.pasteEnd[0..<matched], to: &bytes)
      return finishPaste(bytes)
    case .ground, .controlSequence, .singleShift: return nil
    }
  }

  private mutating func afterEscape(_ byte: UInt8) -> KeyEvent? {
    state = .ground
    switch byte {
    case UInt8(ascii: "["):
      state = .controlSequence([])
      return nil
    case UInt8(ascii: "O"):
      state = .singleShift
      return nil
    case 0x1B:
      // Esc twice: the first is Esc, the second may start an Alt key.
      state = .escape
      return .escape
    case 0x7F, 0x08:
      return .metaBackspace
    case 0x0D:
      return .metaEnter
    case 0x20...0x7E:
      return .meta(Character(String(UnicodeScalar(byte)).lowercased()))
    default:
      // Alt with a control key or a non-ASCII character has no meaning here: the key
      // alone, so it is not lost.
      return decode(byte)
    }
  }

  /// The key for a finished control sequence (`bytes` after `ESC [`), or nil for one
  /// that is no key here. Curses decodes the keys terminfo names; these are the ones
  /// terminals send whatever terminfo says (tmux sends `ESC [1~` for Home to a pane
  /// whose TERM says `ESC O H`): Home, End, Delete, PgUp, PgDn in their VT220 and rxvt
  /// forms, and the cursor keys in normal mode. Mouse reports in SGR form (`ESC [ <`)
  /// come only where nothing decodes them before (inline mode, which has no curses).
  private mutating func controlSequence(_ bytes: [UInt8]) -> KeyEvent? {
    switch String(decoding: bytes, as: UTF8.self) {
    case "1;5D": return .controlLeft
    case "1;5C": return .controlRight
    case "1~", "7~": return .home
    case "4~", "8~": return .end
    case "3~": return .delete
    case "5~": return .pageUp
    case "6~": return .pageDown
    case "Z": return .tab  // Shift-Tab (back-tab), as curses' KEY_BTAB
    case "200~":
      state = .paste([], matched: 0)
      return nil
    case let other where other.hasPrefix("<"): return Self.mouseReport(other.dropFirst())
    case let other where other.utf8.count == 1: return Self.cursorKey(bytes[0])
    default: return nil
    }
  }

  /// The key an SGR mouse report stands for (`b;x;yM` for a press, `m` for a release,
  /// after `ESC [ <`): a press of the left button is a click on that cell (0-based), the
  /// wheel scrolls by 3; releases, motion and other buttons are nothing.
  private static func mouseReport(_ report: Substring) -> KeyEvent? {
    guard report.last == "M" else { return nil }
    let fields = report.dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard fields.count == 3, let code = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1 else {
      return nil
    }
    // Bits 4, 8 and 16 are Shift, Alt and Ctrl; 32 is motion.
    guard code & 32 == 0 else { return nil }
    switch code & ~(4 | 8 | 16) {
    case 0: return .click(row: y - 1, column: x - 1, double: false)
    case 64: return .scroll(-3)
    case 65: return .scroll(3)
    default: return nil
    }
  }

  /// The key a cursor-key final byte names (`A`–`D`, `H`, `F`), after `ESC [` or `ESC O`.
  private static func cursorKey(_ byte: UInt8) -> KeyEvent? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  private func append(_ more: some Collection<UInt8>, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: more.prefix(max(0, Self.maxPasteBytes - bytes.count)))
  }

  private mutating func finishPaste(_ bytes: [UInt8]) -> KeyEvent? {
    state = .ground
    // Decoded as UTF-8 like typing: a bad byte costs only itself.
    var decoder = UTF8InputDecoder()
    var text = String.UnicodeScalarView()
    for byte in bytes {
      if let scalar = decoder.decode(byte) { text.append(scalar) }
    }
    return text.isEmpty ? nil : .text(String(text))
  }
}
