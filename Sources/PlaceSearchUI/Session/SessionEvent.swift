import Foundation

/// Everything that can change the interactive search, as one stream the event loop
/// awaits (`EventQueue`): the coordinator's state is a function of these events.
public enum SessionEvent: Sendable {
  /// A key (already decoded by the terminal adapter).
  case key(KeyEvent)
  /// The terminal is now `rows` × `columns`.
  case resize(rows: Int, columns: Int)
  /// A source answered a request.
  case answer(Answer)
  /// The clock moved on (the preview's local time); `now` is the time.
  case tick(now: Date)
  /// An action on a place (copy, open) ended so: said in the status line.
  case acted(ActionOutcome)
  /// The terminal has input waiting. Curses reads only on the main actor, so the loop
  /// reads it there and applies what it holds as `.key` and `.resize` events.
  case terminalInput
}
