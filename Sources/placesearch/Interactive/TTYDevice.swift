import Foundation

/// `/dev/tty` opened by inline mode: its mode, its size, and reads and writes that never
/// block on reading (the descriptor blocks, so a write waits for a slow terminal, and a
/// read comes only after `poll` says there is something).
struct TTYDevice {
  let descriptor: Int32

  /// Opens the controlling terminal; nil when there is none.
  init?() {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  /// The terminal's mode now.
  func mode() -> termios {
    var mode = termios()
    tcgetattr(descriptor, &mode)
    return mode
  }

  /// Sets `mode` at once, keeping what was typed (TCSANOW, never a flush).
  func setMode(_ mode: termios) {
    var mode = mode
    tcsetattr(descriptor, TCSANOW, &mode)
  }

  /// `mode` made raw for reading keys: no echo, no line editing, no signal keys (Ctrl-C
  /// and Ctrl-Z arrive as keys, as under curses' `raw()`), no flow control or CR→NL
  /// translation, one byte at a time; output processing stays as it was.
  static func raw(_ mode: termios) -> termios {
    var raw = mode
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP | PARMRK)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }

  /// The terminal's size, nil when it cannot be told.
  func size() -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Writes all of `text`; false when the terminal is gone.
  @discardableResult
  func write(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      bytes = bytes.dropFirst(written)
    }
    return true
  }

  /// Whether there is something to read within `milliseconds` (0: now).
  func isReadable(within milliseconds: Int32) -> Bool {
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&watched, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }

  /// What is waiting to be read, up to 4 KiB; nil when the terminal is gone (end of
  /// file, an error), empty when nothing is waiting.
  func readAvailable() -> [UInt8]? {
    guard isReadable(within: 0) else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return count > 0 ? Array(buffer[0..<count]) : nil
    }
  }

  func close() {
    _ = Glibc.close(descriptor)
  }
}
