import CTTYRestore
import Foundation
import Synchronization

/// The first termination signal received (0 for none). A lock-free atomic is one of the
/// few things a signal handler may touch.
private let receivedSignal = Atomic<Int32>(0)

/// Turns termination signals into a value the event loop checks (waking it through the
/// terminal's wake pipe), so the terminal is restored by ordinary code (curses calls are
/// not safe inside a signal handler).
///
/// Install it before curses starts: ncurses only installs its own handlers (which end
/// the process with a status of their choosing) for signals still at their default.
@MainActor
final class SignalWatcher {
  /// The first signal received, if any.
  var received: Int32? {
    let number = receivedSignal.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Catches `signals` for the rest of the process (the interactive search runs once,
  /// then the process exits).
  init(_ signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]) {
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        _ = receivedSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        ps_wake()  // the event loop waits for events: this is one
      }
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }
}
