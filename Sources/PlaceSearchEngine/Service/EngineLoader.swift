import Foundation
import PlaceKit

/// Loads a `PlaceEngine` once, in the background, and hands it to everyone who asks.
///
/// Callers that ask before the load finishes are queued and called when it does
/// (`OnceLoader`); a failed load is kept, so every later caller gets its error.
public struct EngineLoader: Sendable {
  /// A caller waiting for the engine.
  public typealias Waiter = @Sendable (Result<PlaceEngine, PlaceKitError>) -> Void

  private let engine: OnceLoader<PlaceEngine>

  /// A loader that runs `load` on first use, on a thread of its own: a first run's
  /// index build takes seconds, and on Linux the dispatch pool it would otherwise hold
  /// is where Swift's tasks run (a server's requests among them).
  public init(load: @escaping @Sendable () throws(PlaceKitError) -> PlaceEngine) {
    engine = OnceLoader { finish in
      Thread.detachNewThread {
        finish(Result { () throws(PlaceKitError) -> PlaceEngine in try load() })
      }
    }
  }

  /// A loader whose engine is already loaded.
  public init(engine: PlaceEngine) {
    self.engine = OnceLoader(value: engine)
  }

  /// Calls `body` with the engine (or the load error), on a background thread.
  public func withEngine(_ body: @escaping Waiter) {
    guard let result = engine.result(orWait: body) else { return }
    DispatchQueue.global(qos: .userInitiated).async { body(result) }
  }
}
