import Foundation
import PlaceSearchUI

/// The event loop: one queue of events in, frames out.
///
///     input thread (poll on the tty; SIGWINCH and      ─ .terminalInput ─┐
///       termination signals wake it)                                     │
///     sources, on their own threads                    ─ .answer(id) ────┤
///     the clock, each second                           ─ .tick ──────────┼─▶ EventQueue
///     the start                                        ─ .resize ────────┘       │
///                                                                                ▼
///     loop: take the next event ─▶ .terminalInput: read keys (curses lives here) ─┐
///                                  anything else ───────────────────────────────┴▶ coordinator.update
///           ─▶ frame = coordinator.render() ─▶ drawn when it differs from the last one
///
/// It waits without polling; it ends when the coordinator has an outcome or a
/// termination signal arrived.
@MainActor
struct InteractiveSession {
  let terminal: CursesTerminal
  let coordinator: SearchCoordinator
  let signals: SignalWatcher

  /// Runs until the search ends, or until a termination signal arrives (nil then).
  func run() async -> SearchCoordinator.Outcome? {
    let queue = coordinator.events
    let input = InputWatcher(tty: terminal.fileDescriptor, queue: queue)
    let clock = Task.detached { await InteractiveSession.tick(queue) }
    defer {
      input.stop()
      clock.cancel()
    }
    queue.post(resizeEvent)
    coordinator.start()
    var shown: ScreenBuffer?
    while coordinator.outcome == nil && signals.received == nil {
      switch await queue.next() {
      case .terminalInput:
        for event in terminal.readEvents() {
          if case .key(.control("z")) = event {
            terminal.suspend()
            shown = nil
            coordinator.update(resizeEvent)  // the size may have changed meanwhile
          } else {
            coordinator.update(event)
          }
        }
        input.resume()
      case let event:
        coordinator.update(event)
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
