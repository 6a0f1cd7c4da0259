import Foundation
import PlaceKit

/// A thread that sleeps in `poll(2)` until one of a terminal's watched descriptors is
/// readable, then posts `.terminalInput` and waits until the event loop has read what
/// is waiting (`resume()`), so it posts once per batch, never spins. The terminal itself
/// is read only on the main actor.
final class InputWatcher: Sendable {
  /// The pipe `stop()` writes to, so that the thread leaves `poll` at once.
  private let stopRead: Int32
  private let stopWrite: Int32
  private let readDone = DispatchSemaphore(value: 0)
  private let stopped = Box(false)

  /// Starts watching `descriptors` for `queue`.
  init(_ descriptors: [Int32], queue: EventQueue) {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    stopRead = ends[0]
    stopWrite = ends[1]
    let thread = Thread { [self] in watch(descriptors, queue: queue) }
    thread.name = "placesearch input"
    thread.start()
  }

  /// The loop has read the input that was waiting: watch again.
  func resume() {
    readDone.signal()
  }

  /// Ends the thread (it posts nothing more).
  func stop() {
    stopped.value = true
    var byte: UInt8 = 0
    _ = write(stopWrite, &byte, 1)
    readDone.signal()
  }

  private func watch(_ watched: [Int32], queue: EventQueue) {
    var descriptors = ([stopRead] + watched).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while !stopped.value {
      let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, !stopped.value else { break }
      queue.post(.terminalInput)
      readDone.wait()
    }
  }

  // The thread holds the watcher until it ends, so the pipe closes after its last use.
  deinit {
    close(stopRead)
    close(stopWrite)
  }
}
