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

  @Test func aSpentBudgetFailsAtOnceEvenIfTheOperationIgnoresCancellation() async throws {
    let start = ContinuousClock.now
    await #expect(throws: TestBudget.Exceeded.self) {
      // A wait on a thread of its own, which cancellation cannot end early.
      try await TestBudget.bounding("a deaf wait", seconds: 0.05) {
        await OwnThread.run { Thread.sleep(forTimeInterval: 5) }
      }
    }
    #expect(ContinuousClock.now - start < .seconds(4), "the budget, not the operation, ended the wait")
  }
}
