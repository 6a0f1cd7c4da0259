import Foundation
import PlaceKitFakes
import PlaceSearchUI

/// A `Terminal` a test types into: `send` queues events and makes its descriptor
/// readable, as a tty with input waiting is, so the session's real input thread and
/// event loop take them; frames and suspensions are recorded.
@MainActor
final class ScriptedTerminal: Terminal {
  var size: (rows: Int, columns: Int)
  /// The frames presented, in order.
  private(set) var frames: [ScreenBuffer] = []
  /// How many times Ctrl-Z suspended it.
  private(set) var suspensions = 0
  private var waiting: [SessionEvent] = []
  private let readEnd: Int32
  private let writeEnd: Int32

  /// A terminal of `rows` × `columns`.
  init(rows: Int = 20, columns: Int = 60) {
    size = (rows, columns)
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0, "a pipe for the scripted terminal")
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  /// Sends `events` in one burst: the session reads them all at once.
  func send(_ events: SessionEvent...) {
    waiting += events
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Types `keys` in one burst.
  func type(_ keys: KeyEvent...) {
    for key in keys { send(.key(key)) }
  }

  var watchedDescriptors: [Int32] { [readEnd] }

  func present(_ frame: ScreenBuffer) { frames.append(frame) }

  func readEvents() -> [SessionEvent] {
    var drained = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &drained, drained.count) > 0 {}
    defer { waiting = [] }
    return waiting
  }

  func suspend() { suspensions += 1 }

  func close() {}

  /// The text of the last frame presented.
  var screen: String {
    guard let frame = frames.last else { return "" }
    return (0..<frame.rows).map { frame.text(ofRow: $0) }.joined(separator: "\n")
  }

  deinit {
    Foundation.close(readEnd)
    Foundation.close(writeEnd)
  }
}

/// A session running on a scripted terminal, for as long as the test holds it.
@MainActor
final class RunningSession {
  let terminal: ScriptedTerminal
  private var result: SearchCoordinator.Outcome??
  private var task: Task<Void, Never>?

  /// Starts `coordinator`'s session on `terminal`; `interruption` as the session takes it.
  init(_ coordinator: SearchCoordinator, on terminal: ScriptedTerminal, interruption: @escaping () -> Int32? = { nil }) {
    self.terminal = terminal
    let session = InteractiveSession(terminal: terminal, coordinator: coordinator, interruption: interruption)
    task = Task { [weak self] in
      let outcome = await session.run()
      self?.result = .some(outcome)
    }
  }

  /// Whether `run()` has returned.
  var hasEnded: Bool { result != nil }

  /// Waits until `condition` holds of the terminal, within a `PollingDeadline` (its note
  /// names the caller's line); false if it never did, or if the session ended first (it
  /// will not draw again).
  func waitFor(
    fileID: String = #fileID, line: Int = #line, _ condition: (ScriptedTerminal) -> Bool
  ) async -> Bool {
    var deadline = PollingDeadline(fileID: fileID, line: line)
    while deadline.allowsAnotherPoll() {
      if condition(terminal) { return true }
      if hasEnded { return false }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return condition(terminal)
  }

  /// What `run()` returned (nil: interrupted), once it has, waiting within a
  /// `PollingDeadline`; nil when it did not end in time.
  func outcome(fileID: String = #fileID, line: Int = #line) async -> SearchCoordinator.Outcome?? {
    _ = await waitFor(fileID: fileID, line: line) { _ in false }
    return result
  }
}
