/// The embedded engine behind the three protocols the UI and scripts use.
///
/// Work runs off the caller's thread; each answer arrives through its completion
/// handler. A server backend would be another type conforming to the same protocols.
public struct EmbeddedPlaceService: Completing, PlaceSearching, PlaceRecommending {
  private let loader: EngineLoader
  private let favoredPlaceIDs: Set<String>
  /// `favoredPlaceIDs` looked up in the engine, on the first completion.
  private let favored = Box<FavoredPlaces?>(nil)

  /// A service answering from the engine `loader` provides, in that engine's display
  /// language (`PlaceEngine.speaking`); completions favor the
  /// places in `favoredPlaceIDs` (recently chosen ones, see `PlaceEngine.complete`).
  public init(loader: EngineLoader, favoredPlaceIDs: Set<String> = []) {
    self.loader = loader
    self.favoredPlaceIDs = favoredPlaceIDs
  }

  /// See `Completing`.
  public func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) {
    let (ids, cache) = (favoredPlaceIDs, favored)
    loader.withEngine { engine in
      completion(
        engine.map { engine in
          let favored = cache.update { cached in
            let resolved = cached ?? engine.favoredPlaces(ids: ids)
            cached = resolved
            return resolved
          }
          return engine.complete(query, near: location, limit: limit, favoring: favored)
        })
    }
  }

  /// See `PlaceSearching`.
  public func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) {
    loader.withEngine { engine in
      completion(
        engine.map { engine in
          switch request {
          case .text(let text):
            return engine.search(text, near: location, limit: limit)
          case .completion(let chosen):
            return Array(engine.places(ids: chosen.placeIDs, near: location).prefix(limit))
          }
        })
    }
  }

  /// See `PlaceRecommending`.
  public func recommendations(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) {
    loader.withEngine { engine in
      completion(engine.map { $0.recommendations(near: location, limit: limit) })
    }
  }
}
