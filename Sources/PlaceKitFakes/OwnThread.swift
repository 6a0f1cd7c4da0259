import Foundation
import PlaceKit

/// Runs a test's long synchronous work on a thread of its own and awaits it, so that the
/// work does not sit on the threads of Swift's task executor.
///
/// On Linux that executor is libdispatch's global pool, as many threads as cores: a
/// test that blocks one of them for a second (an index build, slowed down further on a
/// busy machine) holds up every other test's awaits for that second, and their budgets
/// then pay for its work.
public enum OwnThread {
  /// The value of `work`, a wait (for a process, a socket, a lock), computed on a new
  /// thread; its error, if it throws.
  public static func run<Value: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
      Thread.detachNewThread {
        continuation.resume(returning: Result { () throws(Failure) -> Value in try work() })
      }
    }
    return try result.get()
  }

  /// The value of `work`, a computation (an engine's build, a big parse), computed on a
  /// new thread once fewer computations than cores run; its error, if it throws.
  ///
  /// Every test starts at once: a hundred small builds each on a thread of its own left
  /// the executor's threads a hundredth of the CPU, and a test's 2 ms poll then waited
  /// seconds for its turn. The others wait for a slot suspended, at no cost.
  public static func compute<Value: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await slots.run { () async throws(Failure) -> Value in try await run(work) }
  }

  private static let slots = TaskSlots(count: ProcessInfo.processInfo.activeProcessorCount)
}
