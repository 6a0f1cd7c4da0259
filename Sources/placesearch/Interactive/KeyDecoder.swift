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
    default: return nil
    }
  }
}
