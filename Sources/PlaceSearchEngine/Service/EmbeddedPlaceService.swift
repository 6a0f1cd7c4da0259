import PlaceKit
/// The embedded engine behind the protocols the UI and scripts use.
///
/// Work runs off the caller's thread; each answer arrives through its completion
/// handler. A request cancelled before its turn is answered `.cancelled` without
/// touching the engine.
public struct EmbeddedPlaceService: Completing, PlaceSearching, PlaceRecommending, PlaceLookingUp {
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
  @discardableResult
  public func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let (ids, cache) = (favoredPlaceIDs, favored)
    return answer(completion) { engine in
      let favored = cache.update { cached in
        let resolved = cached ?? engine.favoredPlaces(ids: ids)
        cached = resolved
        return resolved
      }
      return engine.complete(query, near: location, limit: limit, favoring: favored)
    }
  }

  /// See `PlaceSearching`.
  @discardableResult
  public func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    places(for: request, near: location, limit: limit, completion: completion) { text in
      answer(completion) { $0.search(text, near: location, limit: limit) }
    }
  }

  /// See `PlaceRecommending`.
  @discardableResult
  public func recommendations(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(completion) { $0.recommendations(near: location, limit: limit) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    ids: [String], near location: Location?,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(completion) { $0.places(ids: ids, near: location) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    named name: String, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(completion) { $0.places(named: name, limit: limit) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    around location: Location, radiusKm: Double, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(completion) { $0.places(around: location, radiusKm: radiusKm, limit: limit) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func mainPlace(
    timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(completion) { $0.mainPlace(timeZone: timeZone) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func details(
    of id: String, near location: Location?,
    completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(completion) { $0.details(id: id, near: location) }
  }

  /// Runs `work` on the engine once it is loaded, unless the request was cancelled by then.
  private func answer<Value: Sendable>(
    _ completion: @escaping @Sendable (Result<Value, PlaceKitError>) -> Void,
    _ work: @escaping @Sendable (PlaceEngine) -> Value
  ) -> PlaceRequest {
    let request = PlaceRequest()
    loader.withEngine { engine in
      guard !request.isCancelled else { return completion(.failure(.cancelled)) }
      completion(engine.map(work))
    }
    return request
  }
}
