import CTTYRestore
import Foundation
import PlaceKit
import PlaceSearchUI

/// A thread that sleeps in `poll(2)` until the tty has input (or a signal wakes it: a
/// resize, a termination signal), then posts `.terminalInput` and waits until the event
/// loop has read what is waiting (`resume()`), so it posts once per batch, never spins.
/// Curses itself is only called on the main actor.
final class InputWatcher: Sendable {
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let readDone = DispatchSemaphore(value: 0)
  private let stopped = Box(false)

  /// Starts watching `tty` (a file descriptor) for `queue`.
  init(tty: Int32, queue: EventQueue) {
    var ends: [Int32] = [0, 0]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeRead = ends[0]
    wakeWrite = ends[1]
    ps_set_wake_fd(wakeWrite)
    ps_wake_on_resize()
    let thread = Thread { [self] in watch(tty: tty, queue: queue) }
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
    ps_set_wake_fd(-1)
    var byte: UInt8 = 0
    _ = write(wakeWrite, &byte, 1)
    readDone.signal()
  }

  private func watch(tty: Int32, queue: EventQueue) {
    var descriptors = [pollfd(fd: tty, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
    var drained = [UInt8](repeating: 0, count: 64)
    while !stopped.value {
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, !stopped.value else { break }
      while read(wakeRead, &drained, drained.count) > 0 {}
      queue.post(.terminalInput)
      readDone.wait()
    }
  }

  // The thread holds the watcher until it ends, so the pipe closes after its last use.
  deinit {
    close(wakeRead)
    close(wakeWrite)
  }
}
