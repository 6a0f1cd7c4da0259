import Foundation
import PlaceKit

/// How long a test waits for something to happen before it fails. A passing test never
/// waits this long (each wait ends as soon as its condition holds), and a regression
/// fails in well under a minute instead of using up CI's time limit without a report.
public enum TestBudget {
  /// How much slower everything runs: five times under ThreadSanitizer, whose runtime
  /// (in this process and in the binaries the tests run) slows code down four times or
  /// more.
  public static let slowdown: Double = dlsym(nil, "__tsan_init") == nil ? 1 : 5

  /// The longest a wait lasts in an uninstrumented build, in seconds: enough for a CI
  /// machine that leaves a test process without CPU for a while.
  public static let seconds: Double = 30

  /// The longest a wait lasts in this build: `seconds`, stretched by `slowdown`.
  public static var scaled: Double { seconds * slowdown }

  /// The one longer wait: a run that builds the embedded dataset's index (about 15 s in
  /// a debug build, several times that under ThreadSanitizer), stretched by `slowdown`.
  public static var indexBuild: Double { 120 * slowdown }

  /// A client deadline, in milliseconds, for tests where the test itself ends each
  /// request (by cancelling it or letting the server answer): past any wait's budget, so
  /// the test's own expectation is what fails.
  public static var unhurriedMs: Int { Int(2 * scaled * 1000) }

  /// What `operation` returns, or a `TestBudget.Exceeded` error as soon as `budget`
  /// seconds (`scaled` unless given) pass first; the operation is then cancelled and not
  /// awaited, so one that ignores cancellation cannot hold the test. Bounds an await that
  /// a regression could leave waiting forever, and only that await: a fixture loaded
  /// before it (which may queue behind other tests' builds) does not eat its budget, as
  /// a whole-test `.timeLimit` would let it.
  public static func bounding<Value: Sendable>(
    _ what: String, seconds budget: Double = scaled, _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let timer = Box<Task<Void, Never>?>(nil)
    let work = Box<Task<Void, Never>?>(nil)
    let outcome = Box<Result<Value, any Error>?>(nil)
    // A cancelled test cancels the operation too (its tasks are unstructured).
    return try await withTaskCancellationHandler {
      try await race(operation, what: what, budget: budget, timer: timer, work: work, outcome: outcome)
    } onCancel: {
      work.value?.cancel()
    }
  }

  /// `bounding`'s race: the operation and a timer, the first to end resuming the wait.
  private static func race<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value, what: String, budget: Double,
    timer: Box<Task<Void, Never>?>, work: Box<Task<Void, Never>?>, outcome: Box<Result<Value, any Error>?>
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
      // The first of the two to finish resumes the continuation; the other finds it taken.
      let finish: @Sendable (Result<Value, any Error>) -> Void = { result in
        let first = outcome.update { taken -> Bool in
          guard taken == nil else { return false }
          taken = result
          return true
        }
        if first { continuation.resume(with: result) }
      }
      work.value = Task {
        do { finish(.success(try await operation())) } catch { finish(.failure(error)) }
        timer.value?.cancel()
      }
      timer.value = Task {
        guard (try? await Task.sleep(for: .seconds(budget))) != nil else { return }
        finish(.failure(Exceeded(what: what, seconds: budget)))
        work.value?.cancel()
      }
      // An operation that ended before the timer was stored left it running: stop it; a
      // test cancelled before the operation was stored cancels it here.
      if outcome.value != nil { timer.value?.cancel() }
      if Task.isCancelled { work.value?.cancel() }
    }
  }

  /// An await that did not end within its budget.
  public struct Exceeded: Error, CustomStringConvertible {
    /// What the test was waiting for.
    public let what: String
    /// The budget it had, in seconds.
    public let seconds: Double

    public var description: String { "\(what) did not end within \(seconds) s" }
  }
}
