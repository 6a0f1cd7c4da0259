import CNCursesW
import PlaceSearchUI

/// Turns the curses function-key codes into key events (characters: `KeyEvent(typed:)`).
enum KeyDecoder {
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
    default:
      // Keys terminfo names only as extended capabilities (xterm's kLFT5 for
      // ESC[1;5D) get codes assigned at run time: known by name.
      guard let name = keyname(code) else { return nil }
      switch String(cString: name) {
      case "kLFT5": return .controlLeft
      case "kRIT5": return .controlRight
      default: return nil
      }
    }
  }
}
