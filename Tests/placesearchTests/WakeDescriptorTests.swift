import CTTYRestore
import Foundation
import PlaceKitFakes
import Synchronization
import Testing

@testable import placesearch

/// `ps_wake` runs in signal handlers, on whichever thread the signal reaches, while the
/// session sets and closes the wake pipe on its own thread.
struct WakeDescriptorTests {
  /// The child test, run in a process of its own (`ChildTestProcess`): the wake
  /// descriptor is global, and the in-process interactive tests set it too.
  private static let child = "WakeDescriptorTests/wakePipesMadeAndClosedWhileAThreadWakes"

  /// Wake pipes made and closed (`WakePipe`) while another thread wakes without a
  /// pause; after each close a new pipe takes the closed descriptors' numbers and is
  /// never handed over, so a byte in it came from a wake-up that wrote to a reused
  /// descriptor. Before `ps_set_wake_fd` waited out wakers mid-write, a wake-up wrote to
  /// the pipe after its read end was closed (SIGPIPE ended the child under
  /// ThreadSanitizer, which also reported the handler's read of the descriptor as a
  /// race).
  @Test func aWakeUpNeverWritesToAClosedOrReusedDescriptor() async throws {
    let ending = try await ChildTestProcess.run(Self.child)
    #expect(ending.status == 0, "\(ending.output)")
    #expect(ending.report == "0 stray wake-ups in 20000 pipes", "\(ending.output)")
  }

  /// The child's work; it runs only in the process `aWakeUpNeverWritesToAClosedOrReusedDescriptor` starts.
  @Test(.enabled(if: ChildTestProcess.isRunning(WakeDescriptorTests.child)))
  func wakePipesMadeAndClosedWhileAThreadWakes() async {
    let stop = Atomic<Bool>(false)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      while !stop.load(ordering: .relaxed) { ps_wake() }
      finished.signal()
    }
    let pipes = 20_000
    // The session's own pipe, made and closed as a session does.
    let stray = await MainActor.run {
      var stray = 0
      for _ in 0..<pipes {
        WakePipe().close()
        var unwatched: [Int32] = [-1, -1]
        guard pipe(&unwatched) == 0 else { return -1 }
        _ = fcntl(unwatched[0], F_SETFL, fcntl(unwatched[0], F_GETFL) | O_NONBLOCK)
        var byte: UInt8 = 0
        while read(unwatched[0], &byte, 1) == 1 { stray += 1 }
        for end in unwatched { close(end) }
      }
      return stray
    }
    stop.store(true, ordering: .relaxed)
    await OwnThread.run { finished.wait() }
    ChildTestProcess.report(stray < 0 ? "pipe() failed" : "\(stray) stray wake-ups in \(pipes) pipes")
  }
}
