import CNCursesW
import CTTYRestore
import Foundation
import PlaceSearchUI

/// The `Terminal` on a real tty, through ncursesw: the only code that imports curses.
///
/// Draws on `/dev/tty` (not stdout, which carries the result), reads keys as bytes
/// with `wgetch` (decoding UTF-8, Alt keys and pastes itself), and restores the terminal
/// in `close()`. A resize (SIGWINCH, after curses has seen it) and the termination
/// signals `SignalWatcher` catches write to its `WakePipe`, which the session watches
/// beside the tty.
@MainActor
final class CursesTerminal: Terminal, TTYWriting {
  private let tty: UnsafeMutablePointer<FILE>
  private let screen: OpaquePointer
  private let styles: CursesStyles
  private var isOpen = true
  private var decoder = TerminalInputDecoder()
  private let wake: WakePipe

  /// Starts curses on /dev/tty; `mouse` and `color` follow the command-line flags.
  init(mouse: Bool, color: Bool) throws(TerminalFailure) {
    setlocale(LC_ALL, "")
    // Under LC_ALL=C curses would drop every non-ASCII character: character handling
    // falls back to a UTF-8 locale (terminals are UTF-8 nowadays, as fzf assumes).
    if ps_locale_is_utf8() == 0 {
      let fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]
      guard fallbacks.contains(where: { setlocale(LC_CTYPE, $0) != nil }), ps_locale_is_utf8() == 1 else {
        throw .noUTF8Locale
      }
    }
    // "e": close-on-exec, so a browser started from the UI never holds the tty.
    guard let tty = fopen("/dev/tty", "r+e") else { throw .noTTY }
    let termName = ProcessInfo.processInfo.environment["TERM"] ?? ""
    guard !termName.isEmpty else {
      fclose(tty)
      throw .noTerminalType
    }
    guard let screen = newterm(nil, tty, tty) else {
      fclose(tty)
      throw .unknownTerminal(termName)
    }
    // Typeahead was held until now (`TypeaheadHold`): the terminal's own mode comes back
    // and curses records it as the one to restore, moments before raw mode below.
    ps_release_typeahead()
    def_shell_mode()
    guard ps_can_address_cursor() == 1 else {
      endwin()
      delscreen(screen)
      fclose(tty)
      throw .cannotMoveCursor(termName)
    }
    // Before curses changes the tty: what a crash must put back. A frame cut short ends,
    // mouse reports and bracketed paste stop, ?1049l leaves the alternate screen, and the
    // cursor shows.
    ps_install_crash_restore(
      fileno(tty),
      TerminalModes.endSynchronizedUpdate + TerminalModes.stopMouse + TerminalModes.endBracketedPaste
        + "\u{1B}[?1049l" + TerminalModes.showCursor + "\r\n")
    self.tty = tty
    self.screen = screen
    set_term(screen)
    raw()  // Ctrl-C and Ctrl-Z arrive as keys: the exit status stays ours (130)
    noecho()
    nonl()
    keypad(ps_stdscr(), true)
    set_escdelay(25)
    curs_set(1)
    if mouse {
      mousemask(ps_mouse_mask(), nil)
      mouseinterval(InputTiming.doubleClickMilliseconds)
    }
    styles = CursesStyles(color: color)
    wake = WakePipe()
    ps_wake_on_resize()
    writeToTTY(TerminalModes.beginBracketedPaste)
  }

  var size: (rows: Int, columns: Int) {
    (Int(getmaxy(ps_stdscr())), Int(getmaxx(ps_stdscr())))
  }

  func present(_ frame: ScreenBuffer) {
    let window = ps_stdscr()
    werase(window)
    for row in 0..<frame.rows {
      var column = 0
      while column < frame.columns {
        // One run of cells in the same style at a time.
        let style = frame[row, column].style
        var text: [wchar_t] = []
        let start = column
        while column < frame.columns && frame[row, column].style == style {
          for scalar in frame[row, column].text.unicodeScalars { text.append(wchar_t(bitPattern: scalar.value)) }
          column += 1
        }
        text.append(0)
        let (attributes, pair) = styles.attributes(for: style)
        wattr_set(window, attributes, pair, nil)
        // The last cell of the screen cannot be written without scrolling; curses
        // reports an error there that is harmless.
        _ = mvwaddwstr(window, Int32(row), Int32(start), text)
      }
    }
    wattr_set(window, ps_a_normal(), 0, nil)
    if let cursor = frame.cursor {
      curs_set(1)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    // One synchronized update: curses writes the frame to the same stream and flushes it
    // before doupdate returns.
    writeToTTY(TerminalModes.beginSynchronizedUpdate)
    doupdate()
    writeToTTY(TerminalModes.endSynchronizedUpdate)
  }

  /// Writes a sequence that draws nothing (modes, the clipboard) to the tty, after what
  /// curses has drawn; false when it could not be written.
  @discardableResult
  func writeToTTY(_ sequence: String) -> Bool {
    fputs(sequence, tty) >= 0 && fflush(tty) == 0
  }

  /// The tty, and the wake pipe of resizes and termination signals.
  var watchedDescriptors: [Int32] { [fileno(tty), wake.readEnd].filter { $0 >= 0 } }

  /// Everything the terminal has sent so far, as events: keys (typing that came at once
  /// as one text), and a resize with the new size (curses reports it as a key). Returns at
  /// once when nothing is waiting.
  func readEvents() -> [SessionEvent] {
    wake.drain()
    var keys: [KeyEvent] = []
    while let key = readInput() { keys.append(key) }
    return KeyEvent.joiningText(keys).map { key in
      guard key == .resize else { return .key(key) }
      let size = size
      return .resize(rows: size.rows, columns: size.columns)
    }
  }

  /// One key from the bytes curses hands over (`wgetch`: function keys decoded from
  /// their escape sequences, everything else as bytes, UTF-8 decoded here); nil when
  /// nothing is waiting.
  private func readInput() -> KeyEvent? {
    let window = ps_stdscr()
    wtimeout(window, 0)
    while true {
      let code = wgetch(window)
      // Nothing more came: what is pending is complete as it is (ESC alone is Esc).
      if code == ERR { return decoder.isPending ? decoder.timeOut() : nil }
      if code == KEY_MOUSE { return mouseEvent() }
      guard (0...0xFF).contains(code) else {
        if let key = KeyDecoder.functionKey(code).flatMap({ decoder.decoded($0) }) { return key }
        continue
      }
      if let key = decoder.decode(UInt8(code)) { return key }
      // The rest of a character, an Alt key or a paste is already on its way: wait
      // briefly for it, and not at all once it is whole.
      wtimeout(window, decoder.isPending ? InputTiming.pendingInputMilliseconds : 0)
    }
  }

  private func mouseEvent() -> KeyEvent? {
    var row: Int32 = 0, column: Int32 = 0
    var buttons: mmask_t = 0
    guard ps_mouse_event(&row, &column, &buttons) == 1 else { return nil }
    if buttons & ps_wheel_up() != 0 { return .scroll(-3) }
    if buttons & ps_wheel_down() != 0 { return .scroll(3) }
    if buttons & ps_button1_double_clicked() != 0 { return .click(row: Int(row), column: Int(column), double: true) }
    if buttons & ps_button1_clicked() != 0 { return .click(row: Int(row), column: Int(column), double: false) }
    return nil
  }

  /// Ctrl-Z: gives the terminal back to the shell and stops; after `fg`, curses takes
  /// the screen again and the next frame is drawn whole.
  func suspend() {
    writeToTTY(TerminalModes.endBracketedPaste)
    endwin()
    raise(SIGSTOP)
    // Continued (SIGCONT): the whole terminal state comes back before anything is read
    // (the tty's modes, the alternate screen and the mouse with the refresh, keypad mode
    // and bracketed paste here), and everything is redrawn: the shell drew over it.
    writeToTTY(TerminalModes.beginBracketedPaste + (ps_keypad_transmit().map { String(cString: $0) } ?? ""))
    clearok(ps_stdscr(), true)
    wrefresh(ps_stdscr())
  }

  /// Restores the terminal: safe to call more than once.
  func close() {
    guard isOpen else { return }
    isOpen = false
    // Terminals without an alternate screen (vt100) would keep the last frame.
    werase(ps_stdscr())
    wrefresh(ps_stdscr())
    writeToTTY(TerminalModes.endBracketedPaste)
    endwin()
    ps_clear_crash_restore()
    delscreen(screen)
    fclose(tty)
    wake.close()
  }
}
