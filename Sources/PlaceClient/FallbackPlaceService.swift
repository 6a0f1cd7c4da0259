import Dispatch
import PlaceKit

/// Asks a primary source (a server) first and answers from a fallback (the embedded
/// data) when the primary fails: an error, a refused connection, a timeout, an answer
/// it cannot read. `.cancelled` passes through: a cancelled request never falls back.
///
/// After a failure the primary counts as down: requests go straight to the fallback,
/// and the primary is probed again after a backoff (1 s, doubling to 30 s) instead of
/// on every keystroke. Which source answered last is `answerer`, which the UI reads for
/// its source indicator; commands print `onFirstFallback`'s warning once.
public struct FallbackPlaceService: Completing, PlaceSearching, PlaceRecommending, PlaceLookingUp {
  private let primary: any PlaceSource
  private let fallback: any PlaceSource
  private let health: Box<Health>
  private let state = Box(AnswerSource.server)
  private let warned = Box(false)
  private let onFirstFallback: @Sendable (PlaceKitError) -> Void
  private let backoff: ClosedRange<Double>
  private let clock: @Sendable () -> UInt64

  /// A source asking `primary` first and `fallback` when it fails. `onFirstFallback`
  /// is called once, with the primary's error, the first time a request falls back;
  /// `backoff` bounds the wait, in seconds, before a down primary is probed again;
  /// `clock` gives the time in nanoseconds (tests pass their own).
  public init(
    primary: any PlaceSource, fallback: any PlaceSource, backoff: ClosedRange<Double> = 1...30,
    clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
    onFirstFallback: @escaping @Sendable (PlaceKitError) -> Void = { _ in }
  ) {
    self.clock = clock
    self.primary = primary
    self.fallback = fallback
    self.backoff = backoff
    self.onFirstFallback = onFirstFallback
    health = Box(Health.up)
  }

  /// Which source gave the last answer (`.server` before any).
  public var answerer: AnswerSource { state.value }

  /// See `Completing`.
  @discardableResult
  public func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    route(completion) { $0.complete(query, near: location, limit: limit, completion: $1) }
  }

  /// See `PlaceSearching`.
  @discardableResult
  public func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    // A chosen row may come from the other source (embedded while the server was down):
    // its ids are looked up through `places(ids:)`, which asks the fallback for the rest.
    places(for: request, near: location, limit: limit, completion: completion) { _ in
      route(completion) { $0.search(request, near: location, limit: limit, completion: $1) }
    }
  }

  /// See `PlaceRecommending`.
  @discardableResult
  public func recommendations(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    route(completion) { $0.recommendations(near: location, limit: limit, completion: $1) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    ids: [String], near location: Location?,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let outer = PlaceRequest()
    let fallback = self.fallback
    let first = route({ (result: Result<[Place], PlaceKitError>) in
      // Ids the answering source does not know may be the other source's (a recent place,
      // a row answered while the server was down): those are asked of the fallback.
      guard case .success(let found) = result, !outer.isCancelled else { return completion(result) }
      let foundIDs = Set(found.map(\.id))
      let missing = ids.filter { !foundIDs.contains($0) }
      guard !missing.isEmpty else { return completion(result) }
      let second = fallback.places(ids: missing, near: location) { more in
        guard case .success(let extra) = more else { return completion(result) }
        let all = found + extra.filter { !foundIDs.contains($0.id) }
        let position = Dictionary(ids.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: min)
        completion(.success(all.enumerated().sorted {
          (position[$0.element.id] ?? $0.offset, $0.offset) < (position[$1.element.id] ?? $1.offset, $1.offset)
        }.map(\.element)))
      }
      outer.onCancel { second.cancel() }
    }) { $0.places(ids: ids, near: location, completion: $1) }
    outer.onCancel { first.cancel() }
    return outer
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    named name: String, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    route(completion) { $0.places(named: name, limit: limit, completion: $1) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    around location: Location, radiusKm: Double, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    route(completion) { $0.places(around: location, radiusKm: radiusKm, limit: limit, completion: $1) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func mainPlace(
    timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    route(completion) { $0.mainPlace(timeZone: timeZone, completion: $1) }
  }

  /// How far the nearest place of the fallback may be for its time zone to stand for a
  /// place the primary gave none (a Photon server's): zones change at borders, so a
  /// place farther than a short drive says nothing reliable.
  public static let timeZoneRadiusKm = 50.0

  /// See `PlaceLookingUp`. An id the answering source does not know is asked of the
  /// fallback (a recent place, a row answered while the server was down). A place
  /// without a time zone gets that of the fallback's nearest place within
  /// `timeZoneRadiusKm`, if there is one.
  @discardableResult
  public func details(
    of id: String, near location: Location?,
    completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let outer = PlaceRequest()
    let fallback = self.fallback
    let first = route({ (result: Result<PlaceDetails?, PlaceKitError>) in
      guard case .success(let found) = result, !outer.isCancelled else { return completion(result) }
      guard let found else {
        let second = fallback.details(of: id, near: location, completion: completion)
        return outer.onCancel { second.cancel() }
      }
      guard found.place.timezone.isEmpty else { return completion(result) }
      let second = fallback.places(
        around: found.place.location, radiusKm: FallbackPlaceService.timeZoneRadiusKm, limit: 1
      ) { nearest in
        var details = found
        if case .success(let places) = nearest, let zone = places.first?.timezone { details.place.timezone = zone }
        completion(.success(details))
      }
      outer.onCancel { second.cancel() }
    }) { $0.details(of: id, near: location, completion: $1) }
    outer.onCancel { first.cancel() }
    return outer
  }

  /// Asks the primary unless it is down and not due for a probe; on its failure (not a
  /// cancel) marks it down and asks the fallback.
  private func route<Value: Sendable>(
    _ completion: @escaping @Sendable (Result<Value, PlaceKitError>) -> Void,
    _ ask: @escaping @Sendable (any PlaceSource, @escaping @Sendable (Result<Value, PlaceKitError>) -> Void)
      -> PlaceRequest
  ) -> PlaceRequest {
    let outer = PlaceRequest()
    let current = Box<PlaceRequest?>(nil)
    outer.onCancel { current.value?.cancel() }
    let now = clock()
    let tryPrimary: Bool = health.update { health in
      switch health {
      case .up: return true
      case .down(let until, let wait):
        guard now >= until else { return false }
        // One probe at a time: the next is due after the next backoff.
        health = .down(until: now + UInt64(wait * 1e9), wait: wait)
        return true
      }
    }
    let fallback = self.fallback
    let askFallback: @Sendable () -> Void = {
      guard !outer.isCancelled else { return completion(.failure(.cancelled)) }
      current.value = ask(fallback) { result in
        if case .success = result { setAnswerer(.embedded) }
        completion(result)
      }
      if outer.isCancelled { current.value?.cancel() }
    }
    guard tryPrimary else {
      askFallback()
      return outer
    }
    current.value = ask(primary) { result in
      switch result {
      case .success:
        health.value = .up
        setAnswerer(.server)
        completion(result)
      case .failure(.cancelled):
        completion(result)
      case .failure(let error):
        markDown()
        let first = warned.update { warned in
          defer { warned = true }
          return !warned
        }
        if first { onFirstFallback(error) }
        askFallback()
      }
    }
    if outer.isCancelled { current.value?.cancel() }
    return outer
  }

  /// Marks the primary down, doubling the wait before the next probe.
  private func markDown() {
    let now = clock()
    let bounds = backoff
    health.update { health in
      let wait: Double
      if case .down(_, let previous) = health {
        wait = min(bounds.upperBound, previous * 2)
      } else {
        wait = bounds.lowerBound
      }
      health = .down(until: now + UInt64(wait * 1e9), wait: wait)
    }
  }

  private func setAnswerer(_ answerer: AnswerSource) {
    state.value = answerer
  }
}

/// Whether the primary answers, or since when and how long to wait before probing it.
private enum Health: Sendable {
  case up
  case down(until: UInt64, wait: Double)
}
