import CTTYRestore
import Foundation

/// The pipe signal handlers write to (`ps_wake`) so that the session's input thread,
/// asleep in `poll(2)`, wakes: a resize and the termination signals `SignalWatcher`
/// catches. Both ends are non-blocking (a handler never waits on a full pipe, and one
/// byte already wakes) and close-on-exec.
@MainActor
final class WakePipe {
  /// The end the session watches (-1 when no pipe could be made).
  let readEnd: Int32
  private let writeEnd: Int32

  /// Makes the pipe and makes `ps_wake` write to it.
  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    ps_set_wake_fd(writeEnd)
  }

  /// Empties the pipe: the wake-ups so far have been seen.
  func drain() {
    var drained = [UInt8](repeating: 0, count: 64)
    while readEnd >= 0 && read(readEnd, &drained, drained.count) > 0 {}
  }

  /// Stops `ps_wake` writing to the pipe (waiting out a handler that is mid-write, which
  /// could otherwise write to a reused descriptor) and closes it.
  func close() {
    ps_set_wake_fd(-1)
    for end in [readEnd, writeEnd] where end >= 0 { _ = Glibc.close(end) }
  }
}
