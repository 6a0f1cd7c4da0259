import Foundation

/// The event loop: one queue of events in, frames out.
///
///     input thread (poll on the terminal's descriptors: ─ .terminalInput ─┐
///       the tty, and the pipe signals wake)                                │
///     sources, on their own threads                     ─ .answer(id) ────┤
///     the clock, each second                            ─ .tick ──────────┼─▶ EventQueue
///     the start                                         ─ .resize ────────┘       │
///                                                                                 ▼
///     loop: take the next event and all queued behind it, each
///             .terminalInput: terminal.readEvents() ─┐
///             anything else ─────────────────────────┴▶ coordinator.update
///           ─▶ frame = coordinator.render() ─▶ presented when it differs from the last one
///
/// It waits without polling; it ends when the coordinator has an outcome or
/// `interruption` reports a termination signal. Ctrl-Z suspends the terminal (unless
/// the session was made not to).
@MainActor
public struct InteractiveSession {
  private let terminal: Terminal
  private let coordinator: SearchCoordinator
  private let interruption: () -> Int32?
  private let suspends: Bool

  /// A session of `coordinator` on `terminal`; `interruption` says which termination
  /// signal has arrived, if any (checked after each event; the signal must wake one of
  /// the terminal's watched descriptors). Ctrl-Z suspends the terminal when `suspends`,
  /// else goes to the coordinator as any key (it does nothing there unless a script
  /// expects it).
  public init(
    terminal: Terminal, coordinator: SearchCoordinator, suspends: Bool = true,
    interruption: @escaping () -> Int32? = { nil }
  ) {
    self.terminal = terminal
    self.coordinator = coordinator
    self.suspends = suspends
    self.interruption = interruption
  }

  /// Runs until the search ends (its outcome), or until a termination signal arrives
  /// (nil then). The terminal stays open: the caller closes it.
  public func run() async -> SearchCoordinator.Outcome? {
    let queue = coordinator.events
    let input = InputWatcher(terminal.watchedDescriptors, queue: queue)
    let clock = Task.detached { await InteractiveSession.tick(queue) }
    defer {
      input.stop()
      clock.cancel()
    }
    queue.post(resizeEvent)
    coordinator.start()
    var shown: ScreenBuffer?
    while coordinator.outcome == nil && interruption() == nil {
      // Everything queued by now is applied before one frame is drawn for all of it.
      for event in [await queue.next()] + queue.takeQueued() {
        switch event {
        case .terminalInput:
          for event in terminal.readEvents() {
            if case .key(ExpectedKeys.suspendKey) = event, suspends {
              terminal.suspend()
              shown = nil
              coordinator.update(resizeEvent)  // the size may have changed meanwhile
            } else {
              // A resize may have cleared what was drawn (inline mode makes its region
              // again): the next frame is drawn whole even when it is the same.
              if case .resize = event { shown = nil }
              coordinator.update(event)
            }
          }
          input.resume()
        case let event:
          coordinator.update(event)
        }
      }
      let frame = coordinator.render()
      if frame != shown {
        terminal.present(frame)
        shown = frame
      }
    }
    return coordinator.outcome
  }

  private var resizeEvent: SessionEvent {
    let size = terminal.size
    return .resize(rows: size.rows, columns: size.columns)
  }

  /// Posts a tick at the start of every second, until cancelled.
  nonisolated private static func tick(_ queue: EventQueue) async {
    while !Task.isCancelled {
      let now = Date()
      let toNextSecond = 1 - now.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)
      try? await Task.sleep(for: .milliseconds(Int(toNextSecond * 1000) + 1))
      queue.post(.tick(now: Date()))
    }
  }
}
