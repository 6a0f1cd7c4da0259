import Foundation

/// Runs a test's long synchronous work (building an engine, a big parse) on a thread of
/// its own and awaits it, so that the work does not sit on the threads of Swift's task
/// executor.
///
/// On Linux that executor is libdispatch's global pool, as many threads as cores: a
/// test that blocks one of them for a second (an index build, slowed down further on a
/// busy machine) holds up every other test's awaits for that second, and their budgets
/// then pay for its work.
public enum OwnThread {
  /// The value of `work`, computed on a new thread; its error, if it throws.
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
}
