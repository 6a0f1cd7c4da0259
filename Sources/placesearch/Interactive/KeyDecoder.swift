import CNCursesW
import PlaceSearchUI

/// Turns what the terminal sends into key events.
enum KeyDecoder {
  /// A character: control codes become keys, anything printable is text.
  static func character(_ scalar: Unicode.Scalar) -> KeyEvent? {
    let value = scalar.value
    switch value {
    case 0x0D, 0x0A: return .enter
    case 0x1B: return .escape
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
    case 0x00, 0x1C...0x1F, 0x80...0x9F: return nil  // NUL, other C0 and C1 controls
    default:
      return .text(String(Character(scalar)))
    }
  }

  /// A curses function key (`KEY_UP`, …).
  static func functionKey(_ code: Int32) -> KeyEvent? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_ENTER: return .enter
    case KEY_RESIZE: return .resize
    case KEY_BTAB: return .tab
    default: return nil
    }
  }
}
