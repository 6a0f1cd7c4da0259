import CTSanHooks
import Synchronization

/// A shared, lock-guarded cell: the one lock of the package's shared mutable state.
///
/// Model types stay structs; the part a completion handler fills after the call has
/// returned (a loader's result, a request's state) lives in a `Box`, the only
/// reference-typed piece; so does state several threads change at once (a spill file's,
/// the index an engine holds). The `Mutex` makes it data-race free, so a `Box` is
/// `Sendable` and does not keep a struct holding it from being so.
public final class Box<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  /// Creates a box holding `value`.
  public init(_ value: Value) {
    storage = Mutex(value)
  }

  /// The current value; reading and writing each take the lock once.
  public var value: Value {
    get { update { $0 } }
    set { update { $0 = newValue } }
  }

  /// Reads and changes the value under one lock, for read-modify-write updates.
  @discardableResult
  public func update<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    storage.withLock { value in
      // ThreadSanitizer does not see the Mutex itself (see CTSanHooks).
      let address = Unmanaged.passUnretained(self).toOpaque()
      ps_tsan_acquire(address)
      defer { ps_tsan_release(address) }
      return body(&value)
    }
  }
}
