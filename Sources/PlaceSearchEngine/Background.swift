import Foundation
import PlaceKit

/// A value computed on a thread of its own while the caller goes on with other work,
/// for an index build's stages that overlap (a block parsed while the one before is
/// taken in; the finishing passes computed while the columns are written).
///
/// A thread of its own, not a task or a work item of a shared pool: the caller may be
/// running on one of that pool's few threads, and waits for the value by blocking.
final class Background<Value: Sendable>: Sendable {
  private let result = Box<Value?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts computing `work` at once.
  init(_ work: @escaping @Sendable () -> Value) {
    let (result, done) = (result, done)
    Thread.detachNewThread {
      result.value = work()
      done.signal()
    }
  }

  /// The value, once computed (this call waits for it), handed over: the background
  /// keeps no reference to it, so a big value lives only as long as its taker keeps it.
  /// Called once.
  func take() -> Value {
    done.wait()
    // Signalled again: a second call stops at the precondition, not in the wait.
    defer { done.signal() }
    guard let value = result.update({ $0.take() }) else {
      preconditionFailure("a background value is set before it is signalled, and taken once")
    }
    return value
  }
}
