import Dispatch

/// Loads a `PlaceEngine` once, in the background, and hands it to everyone who asks.
///
/// A struct whose asynchronously filled state lives in a `Box`: callers that ask before
/// the load finishes are queued and called when it does.
public struct EngineLoader: Sendable {
  /// A caller waiting for the engine.
  public typealias Waiter = @Sendable (Result<PlaceEngine, PlaceKitError>) -> Void

  private enum State: Sendable {
    case idle
    case loading([Waiter])
    case ready(Result<PlaceEngine, PlaceKitError>)
  }

  private let state: Box<State>
  private let load: @Sendable () throws(PlaceKitError) -> PlaceEngine

  /// A loader that runs `load` on first use.
  public init(load: @escaping @Sendable () throws(PlaceKitError) -> PlaceEngine) {
    self.state = Box(.idle)
    self.load = load
  }

  /// A loader whose engine is already loaded.
  public init(engine: PlaceEngine) {
    self.state = Box(.ready(.success(engine)))
    self.load = { engine }
  }

  /// Calls `body` with the engine (or the load error), on a background thread.
  public func withEngine(_ body: @escaping Waiter) {
    enum Action { case run(Result<PlaceEngine, PlaceKitError>), startLoad, wait }
    let action: Action = state.update { state in
      switch state {
      case .ready(let result): return .run(result)
      case .loading(let waiters):
        state = .loading(waiters + [body])
        return .wait
      case .idle:
        state = .loading([body])
        return .startLoad
      }
    }
    switch action {
    case .run(let result):
      DispatchQueue.global(qos: .userInitiated).async { body(result) }
    case .wait:
      break
    case .startLoad:
      let load = self.load
      let state = self.state
      DispatchQueue.global(qos: .userInitiated).async {
        let result: Result<PlaceEngine, PlaceKitError>
        result = Result { () throws(PlaceKitError) -> PlaceEngine in try load() }
        let waiters: [Waiter] = state.update { state in
          defer { state = .ready(result) }
          if case .loading(let waiters) = state { return waiters }
          return []
        }
        for waiter in waiters { waiter(result) }
      }
    }
  }
}
