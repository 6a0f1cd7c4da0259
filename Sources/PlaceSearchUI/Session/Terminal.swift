/// The terminal an `InteractiveSession` runs on: where frames go and where keys come
/// from. The curses adapter in the executable is the real one; tests script one.
@MainActor
public protocol Terminal: AnyObject {
  /// The current size in rows and columns.
  var size: (rows: Int, columns: Int) { get }
  /// Shows a frame (the adapter draws only what changed).
  func present(_ frame: ScreenBuffer)
  /// The file descriptors that become readable when there is something to read: the
  /// tty, and whatever wakes the session from outside (a resize, a termination signal).
  /// The session watches them with `poll(2)` on its own thread.
  var watchedDescriptors: [Int32] { get }
  /// Everything the terminal has sent so far, as events (keys, and a resize with the new
  /// size); returns at once when nothing is waiting. Called on the main actor only.
  func readEvents() -> [SessionEvent]
  /// Ctrl-Z: gives the terminal back to the shell and stops the process; returns once it
  /// is continued, the next frame to be drawn whole.
  func suspend()
  /// Restores the terminal: safe to call more than once.
  func close()
}
