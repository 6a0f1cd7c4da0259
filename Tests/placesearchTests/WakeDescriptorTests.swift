import CTTYRestore
import Foundation
import Synchronization
import Testing

@testable import placesearch

/// `ps_wake` runs in signal handlers, on whichever thread the signal reaches, while the
/// session sets and closes the wake pipe on its own thread.
struct WakeDescriptorTests {
  /// Wake pipes made and closed (`WakePipe`) while another thread wakes without a
  /// pause; after each close a new pipe takes the closed descriptors' numbers and is
  /// never handed over, so a byte in it came from a wake-up that wrote to a reused
  /// descriptor. Before `ps_set_wake_fd` waited out wakers mid-write, a wake-up wrote to
  /// the pipe after its read end was closed (SIGPIPE ended this test's process under
  /// ThreadSanitizer, which also reported the handler's read of the descriptor as a
  /// race). In a process of its own (an exit test): the wake descriptor is global, and
  /// the in-process interactive tests set it too.
  @Test func aWakeUpNeverWritesToAClosedOrReusedDescriptor() async {
    let child = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let stop = Atomic<Bool>(false)
      let finished = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        while !stop.load(ordering: .relaxed) { ps_wake() }
        finished.signal()
      }
      // The session's own pipe, made and closed as a session does.
      let stray = await MainActor.run {
        var stray = 0
        for _ in 0..<20_000 {
          WakePipe().close()
          var unwatched: [Int32] = [-1, -1]
          guard pipe(&unwatched) == 0 else { exit(2) }
          _ = fcntl(unwatched[0], F_SETFL, fcntl(unwatched[0], F_GETFL) | O_NONBLOCK)
          var byte: UInt8 = 0
          while read(unwatched[0], &byte, 1) == 1 { stray += 1 }
          for end in unwatched { close(end) }
        }
        return stray
      }
      stop.store(true, ordering: .relaxed)
      finished.wait()
      if stray > 0 {
        FileHandle.standardError.write(Data("\(stray) wake-ups reached a pipe never handed to ps_wake\n".utf8))
        exit(1)
      }
    }
    let said = String(decoding: child?.standardErrorContent ?? [], as: UTF8.self)
    #expect(!said.contains("never handed"), "\(said)")
  }
}
