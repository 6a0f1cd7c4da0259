import Foundation
import PlaceKitFakes
import Testing

/// `TestBudget.bounding` gives back what its operation returns or throws, and fails as
/// soon as its budget is spent, even when the operation ignores cancellation.
struct TestBudgetTests {
  @Test func anOperationInTimeGivesItsValueOrItsError() async throws {
    #expect(try await TestBudget.bounding("a value") { 7 } == 7)
    await #expect(throws: CancellationError.self) {
      try await TestBudget.bounding("an error") { throw CancellationError() }
    }
  }

  @Test func aSpentBudgetFailsEvenIfTheOperationIgnoresCancellation() async throws {
    // A wait on a thread of its own, which cancellation cannot end: only the budget can.
    // A watchdog ends it after a whole budget, so that a helper waiting for it fails the
    // test (it would return the wait's value) instead of hanging the suite.
    let release = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: TestBudget.scaled)
      release.signal()
    }
    await #expect(throws: TestBudget.Exceeded.self) {
      try await TestBudget.bounding("a deaf wait", seconds: 0.05) {
        await OwnThread.run { release.wait() }
      }
    }
    release.signal()
  }

  @Test func cancellingTheWaitCancelsTheOperation() async {
    let waiting = Task { try await TestBudget.bounding("a long sleep") { try await Task.sleep(for: .seconds(3600)) } }
    waiting.cancel()
    // Not forwarded, the sleep would last the whole budget and end in `Exceeded`.
    await #expect(throws: CancellationError.self) { try await waiting.value }
  }
}
