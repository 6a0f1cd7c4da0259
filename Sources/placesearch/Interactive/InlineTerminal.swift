import CNCursesW
import CTTYRestore
import Foundation
import PlaceKit
import PlaceSettings
import PlaceSearchUI

/// The `Terminal` of inline mode (`--height`): the search in a region of rows below the
/// cursor, the rest of the screen left as it was, as fzf's `--height` draws.
///
/// Curses cannot draw so (`newterm` switches to the alternate screen and clears it), so
/// this adapter writes ANSI itself (`InlineFrameWriter`, relative moves only) and reads
/// keys and SGR mouse reports with the decoder full screen uses. It asks the terminal
/// where the cursor is (`ESC[6n`) at the start, after a resize and after Ctrl-Z, keeping
/// what is typed meanwhile. On exit the region is cleared and the cursor is back where
/// it was; a crash does the same from the crash handler, with absolute moves.
@MainActor
final class InlineTerminal: Terminal, TTYWriting {
  private let tty: TTYDevice
  private let height: SearchHeight
  private let savedMode: termios
  private let wake: WakePipe
  private let wantsMouse: Bool
  private var mouse = false
  private var writer: InlineFrameWriter
  private var region: InlineRegion
  private var terminalSize: (rows: Int, columns: Int)
  private var decoder = TerminalInputDecoder()
  /// Bytes typed while a reply was awaited: read before anything else.
  private var typedAhead: [UInt8] = []
  /// Whether bracketed paste was on before (a shell's line editor turns it on): it is
  /// left on then.
  private var pasteWasOn = false
  private var lastClick: (time: ContinuousClock.Instant, row: Int, column: Int)?
  private var isOpen = true

  /// Takes `height`'s rows below the cursor on /dev/tty; `mouse` and `color` follow the
  /// command-line flags.
  init(height: SearchHeight, mouse: Bool, color: Bool) throws(TerminalFailure) {
    guard let tty = TTYDevice() else { throw .noTTY }
    let termName = ProcessInfo.processInfo.environment["TERM"] ?? ""
    guard !termName.isEmpty else {
      tty.close()
      throw .noTerminalType
    }
    guard ps_load_terminfo(termName, tty.descriptor) == 1 else {
      tty.close()
      throw .unknownTerminal(termName)
    }
    guard ps_can_address_cursor() == 1 else {
      tty.close()
      throw .cannotMoveCursor(termName)
    }
    self.tty = tty
    self.height = height
    wantsMouse = mouse
    // Typeahead was held until now (`TypeaheadHold`): the terminal's own mode comes
    // back, is saved as the one to restore (also by a crash), and raw mode follows.
    ps_release_typeahead()
    savedMode = tty.mode()
    ps_install_crash_restore(tty.descriptor, Self.modesOff(pasteWasOn: false) + TerminalModes.showCursor + "\r\n")
    tty.setMode(TTYDevice.raw(savedMode))
    wake = WakePipe()
    ps_wake_on_resize()
    terminalSize = tty.size() ?? (24, 80)
    writer = InlineFrameWriter(palette: StylePalette(color: color, colors: Int(ps_terminfo_colors())))
    // One round trip: where the cursor is, whether bracketed paste is on, and where the
    // cursor is after that question (a terminal that prints a question it does not know
    // moves the cursor: what it printed is rubbed out).
    let answer = Self.ask(
      tty, TerminalReply.cursorQuestion + TerminalReply.bracketedPasteQuestion + TerminalReply.cursorQuestion,
      cursorReplies: 2, within: .milliseconds(1500))
    typedAhead = answer.typed
    let cursors = Self.cursors(in: answer.replies)
    for reply in answer.replies {
      if case .mode(2004, let state) = reply { pasteWasOn = state == 1 || state == 3 }
    }
    if cursors.count == 2, cursors[1].row == cursors[0].row, cursors[1].column > cursors[0].column {
      tty.write(String(repeating: "\u{8} \u{8}", count: cursors[1].column - cursors[0].column))
    }
    region = InlineRegion(
      cursor: cursors.first, terminalRows: terminalSize.rows, rows: Self.rows(of: height, on: terminalSize.rows))
    start()
  }

  /// Makes room for the region, turns the modes on and points the crash restore at it.
  private func start() {
    mouse = wantsMouse && region.top != nil
    tty.write(writer.open(rows: region.rows, belowPrompt: region.belowPrompt) + modesOn)
    ps_update_crash_sequence(crashSequence)
    // Keys read while waiting for the reply wait in `typedAhead`: the session reads them.
    if !typedAhead.isEmpty { ps_wake() }
  }

  var size: (rows: Int, columns: Int) { (region.rows, terminalSize.columns) }

  func present(_ frame: ScreenBuffer) {
    tty.write(writer.draw(frame))
  }

  /// Writes a sequence that draws nothing (the clipboard); false when it could not be.
  @discardableResult
  func writeToTTY(_ sequence: String) -> Bool {
    tty.write(sequence)
  }

  /// The tty, and the wake pipe of resizes and termination signals.
  var watchedDescriptors: [Int32] { [tty.descriptor, wake.readEnd].filter { $0 >= 0 } }

  /// Everything the terminal has sent so far, as events: a resize first (when the
  /// terminal's size changed: the region is made again), then the keys.
  func readEvents() -> [SessionEvent] {
    wake.drain()
    var events: [SessionEvent] = []
    if let now = tty.size(), now != terminalSize {
      resize(to: now)
      events.append(.resize(rows: size.rows, columns: size.columns))
    }
    guard let read = tty.readAvailable() else {
      // The terminal is gone (hung up without a SIGHUP reaching us): the search ends
      // as cancelled.
      return events + [.key(.control("c"))]
    }
    var keys = (typedAhead + read).compactMap { decoder.decode($0) }
    typedAhead = []
    // The rest of a character, an Alt key or a paste is on its way: wait briefly for it.
    while decoder.isPending {
      guard tty.isReadable(within: InputTiming.pendingInputMilliseconds), let more = tty.readAvailable() else {
        if let key = decoder.timeOut() { keys.append(key) }
        break
      }
      keys += more.compactMap { decoder.decode($0) }
    }
    return events + KeyEvent.joiningText(keys).compactMap(regionKey).map { .key($0) }
  }

  /// A key with a click's row made the region's (nil for a click outside it), and a
  /// second press on the same cell soon after the first made a double click.
  private func regionKey(_ key: KeyEvent) -> KeyEvent? {
    guard case .click(let screenRow, let column, _) = key else { return key }
    guard let row = region.row(ofScreenRow: screenRow) else { return nil }
    let now = ContinuousClock.now
    let interval = Duration.milliseconds(InputTiming.doubleClickMilliseconds)
    let double = lastClick.map { now - $0.time < interval && $0.row == row && $0.column == column } ?? false
    lastClick = double ? nil : (now, row, column)
    return .click(row: row, column: column, double: double)
  }

  /// The terminal changed size: the region is cleared and made again from its first
  /// row, which the terminal is asked for (a narrower terminal may have rewrapped the
  /// lines above).
  private func resize(to newSize: (rows: Int, columns: Int)) {
    terminalSize = newSize
    tty.write(writer.clear())
    region = region.moved(
      toCursorRow: askCursor()?.row, terminalRows: newSize.rows, rows: Self.rows(of: height, on: newSize.rows))
    // Without the answer the region's rows are unknown: clicks could not be placed.
    let mouseWas = mouse
    mouse = wantsMouse && region.top != nil
    let mouseModes = mouse == mouseWas ? "" : mouse ? TerminalModes.reportMouse : TerminalModes.stopMouse
    tty.write(writer.open(rows: region.rows, belowPrompt: false) + mouseModes)
    ps_update_crash_sequence(crashSequence)
  }

  /// Ctrl-Z: clears the region and gives the terminal back as it was; after `fg`, the
  /// region is made again where the cursor is then.
  func suspend() {
    tty.write(writer.close(region) + Self.modesOff(pasteWasOn: pasteWasOn))
    tty.setMode(savedMode)
    raise(SIGSTOP)
    tty.setMode(TTYDevice.raw(savedMode))
    terminalSize = tty.size() ?? terminalSize
    region = InlineRegion(
      cursor: askCursor(), terminalRows: terminalSize.rows, rows: Self.rows(of: height, on: terminalSize.rows))
    start()
  }

  /// Clears the region, puts the cursor back where it was and the terminal's mode back:
  /// safe to call more than once.
  func close() {
    guard isOpen else { return }
    isOpen = false
    tty.write(writer.close(region) + Self.modesOff(pasteWasOn: pasteWasOn))
    tty.setMode(savedMode)
    ps_clear_crash_restore()
    wake.close()
    tty.close()
  }

  private var modesOn: String {
    (mouse ? TerminalModes.reportMouse : "") + TerminalModes.beginBracketedPaste
  }

  /// Ends a frame cut short, stops mouse reports, and leaves bracketed paste as found
  /// (off when the terminal did not say, as fzf leaves it).
  private static func modesOff(pasteWasOn: Bool) -> String {
    TerminalModes.endSynchronizedUpdate + TerminalModes.plainStyle + TerminalModes.stopMouse
      + (pasteWasOn ? TerminalModes.beginBracketedPaste : TerminalModes.endBracketedPaste)
  }

  /// What a crash writes: the modes off, the region cleared and the cursor back at the
  /// prompt, by absolute position (the crash handler cannot know where the cursor is).
  private var crashSequence: String {
    var sequence = Self.modesOff(pasteWasOn: pasteWasOn)
    if let top = region.top {
      sequence += "\u{1B}[\(top + 1);1H\u{1B}[J"
      if region.belowPrompt { sequence += "\u{1B}[\(top);\(region.promptColumn + 1)H" }
    } else {
      sequence += "\r\n"
    }
    return sequence + TerminalModes.showCursor
  }

  /// The rows `height` takes on a terminal of `terminalRows` rows (`full` would take
  /// them all, though it never comes here: full screen is curses').
  private static func rows(of height: SearchHeight, on terminalRows: Int) -> Int {
    height.regionRows(terminalRows: terminalRows) ?? terminalRows
  }

  /// Where the cursor is now (nil when the terminal does not say within half a
  /// second), keeping what is typed meanwhile.
  private func askCursor() -> (row: Int, column: Int)? {
    let answer = Self.ask(tty, TerminalReply.cursorQuestion, cursorReplies: 1, within: .milliseconds(500))
    typedAhead += answer.typed
    return Self.cursors(in: answer.replies).first
  }

  /// The cursor positions among `replies`, in order.
  private static func cursors(in replies: [TerminalReply]) -> [(row: Int, column: Int)] {
    replies.compactMap { reply in
      guard case .cursor(let row, let column) = reply else { return nil }
      return (row, column)
    }
  }

  /// Writes `questions` and reads until `cursorReplies` cursor positions have come, or
  /// `within` has passed: the replies, and the bytes typed meanwhile.
  private static func ask(
    _ tty: TTYDevice, _ questions: String, cursorReplies: Int, within budget: Duration
  ) -> (replies: [TerminalReply], typed: [UInt8]) {
    tty.write(questions)
    let deadline = ContinuousClock.now + budget
    var bytes: [UInt8] = []
    var replies: [TerminalReply] = []
    while cursors(in: replies).count < cursorReplies {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { break }
      let milliseconds = Int32((left / .milliseconds(1)).rounded(.up))
      guard tty.isReadable(within: milliseconds), let more = tty.readAvailable() else { break }
      bytes += more
      replies += TerminalReply.take(from: &bytes)
    }
    return (replies, bytes)
  }
}
