/// Loads a value once, on the first ask, and hands it to everyone who asks.
///
/// A struct whose asynchronously filled state lives in a `Box`: one load is in flight
/// at a time, and callers that ask while it runs wait for its result. The result is
/// kept, a failure too, unless the loader retries failures: then a failure goes to the
/// callers waiting for it and the next ask starts a new load.
public struct OnceLoader<Value: Sendable>: Sendable {
  /// A caller waiting for the value.
  public typealias Waiter = @Sendable (Result<Value, PlaceKitError>) -> Void

  private enum State: Sendable {
    case idle
    case loading([Waiter])
    case ready(Result<Value, PlaceKitError>)
  }

  /// What an ask does: take the kept result, start the load, or wait for the one running.
  private enum Step {
    case ready(Result<Value, PlaceKitError>)
    case start
    case wait
  }

  private let state: Box<State>
  private let retriesFailure: Bool
  private let start: @Sendable (@escaping Waiter) -> Void

  /// A loader whose `start` begins the load and calls its argument once with the
  /// result, on any thread. With `retriesFailure`, a failed load is not kept.
  public init(retriesFailure: Bool = false, start: @escaping @Sendable (@escaping Waiter) -> Void) {
    self.state = Box(.idle)
    self.retriesFailure = retriesFailure
    self.start = start
  }

  /// A loader whose value is already loaded.
  public init(value: Value) {
    self.state = Box(.ready(.success(value)))
    self.retriesFailure = false
    self.start = { $0(.success(value)) }
  }

  /// The value, once loaded; nil before (and after a failed load).
  public var value: Value? {
    if case .ready(.success(let value)) = state.value { return value }
    return nil
  }

  /// The kept result, when there is one; otherwise nil, and `waiter` is called with the
  /// result of the load (started now unless one is running), on the thread that ends it.
  public func result(orWait waiter: @escaping Waiter) -> Result<Value, PlaceKitError>? {
    let step: Step = state.update { state in
      switch state {
      case .ready(let result): return .ready(result)
      case .loading(let waiters):
        state = .loading(waiters + [waiter])
        return .wait
      case .idle:
        state = .loading([waiter])
        return .start
      }
    }
    switch step {
    case .ready(let result):
      return result
    case .wait:
      return nil
    case .start:
      let (state, retriesFailure) = (self.state, self.retriesFailure)
      start { result in
        let waiters: [Waiter] = state.update { state in
          defer {
            if case .failure = result, retriesFailure { state = .idle } else { state = .ready(result) }
          }
          if case .loading(let waiters) = state { return waiters }
          return []
        }
        for waiter in waiters { waiter(result) }
      }
      return nil
    }
  }
}
