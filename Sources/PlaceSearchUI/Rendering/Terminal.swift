/// Where frames go: the curses adapter in the executable, or a fake in tests.
@MainActor
public protocol Terminal: AnyObject {
  /// The current size in rows and columns.
  var size: (rows: Int, columns: Int) { get }
  /// Shows a frame (the adapter draws only what changed).
  func present(_ frame: ScreenBuffer)
}
