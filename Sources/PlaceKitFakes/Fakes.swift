import PlaceKit

/// A `Completing` double: records every call and answers with canned completions.
///
/// With `answersImmediately` off, answers wait until `answerPending()` so tests can
/// deliver them late or out of order.
public struct FakeCompleter: Completing {
  /// One recorded call.
  public struct Call: Sendable, Equatable {
    public var query: String
    public var location: Location?
    public var limit: Int
  }

  /// The calls so far, oldest first.
  public let calls = Box<[Call]>([])
  /// The handle each call returned, in the same order: a test checks which were cancelled.
  public let handles = Box<[PlaceRequest]>([])
  /// Canned answers by query; queries not listed get `[]`.
  public let answers: Box<[String: [Completion]]>
  private let pending = Box<[(query: String, completion: @Sendable (Result<[Completion], PlaceKitError>) -> Void)]>([])
  private let answersImmediately: Bool

  /// A fake answering `answers[query]`, at once or when told.
  public init(answers: [String: [Completion]] = [:], answersImmediately: Bool = true) {
    self.answers = Box(answers)
    self.answersImmediately = answersImmediately
  }

  /// Records the call and answers from `answers`.
  @discardableResult
  public func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let handle = PlaceRequest()
    calls.update { $0.append(Call(query: query, location: location, limit: limit)) }
    handles.update { $0.append(handle) }
    if answersImmediately {
      completion(.success(Array((answers.value[query] ?? []).prefix(limit))))
    } else {
      pending.update { $0.append((query, completion)) }
    }
    return handle
  }

  /// Delivers held answers, newest first when `reversed` (out of order).
  public func answerPending(reversed: Bool = false) {
    let held = pending.update { held in
      defer { held = [] }
      return held.map { (query: $0.query, completion: $0.completion) }
    }
    for call in reversed ? held.reversed() : held {
      call.completion(.success(answers.value[call.query] ?? []))
    }
  }
}

/// A `PlaceSearching` double: records requests and answers with canned places.
public struct FakePlaceSearcher: PlaceSearching {
  /// The requests so far, oldest first.
  public let requests = Box<[SearchRequest]>([])
  /// The places every search answers with.
  public let places: Box<[Place]>
  private let pending = Box<[@Sendable () -> Void]>([])
  private let answersImmediately: Bool

  /// A fake answering `places` (at most `limit` of them) to every request, at once or
  /// when told (`answerPending()`).
  public init(places: [Place] = [], answersImmediately: Bool = true) {
    self.places = Box(places)
    self.answersImmediately = answersImmediately
  }

  /// Records the request and answers with the canned places.
  @discardableResult
  public func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    requests.update { $0.append(request) }
    let places = places
    let answer: @Sendable () -> Void = { completion(.success(Array(places.value.prefix(limit)))) }
    if answersImmediately { answer() } else { pending.update { $0.append(answer) } }
    return PlaceRequest()
  }

  /// Delivers the held answers, oldest first.
  public func answerPending() {
    let held = pending.update { held in
      defer { held = [] }
      return held
    }
    for answer in held { answer() }
  }
}

/// A `PlaceRecommending` double: records locations and answers with canned places.
///
/// With `answersImmediately` off, answers wait until `answerPending()` so tests can
/// deliver them after other answers.
public struct FakeRecommender: PlaceRecommending {
  /// The locations asked about, oldest first.
  public let locations = Box<[Location]>([])
  /// The answer: places, or an error to report.
  public let answer: Box<Result<[Place], PlaceKitError>>
  private let pending = Box<[@Sendable () -> Void]>([])
  private let answersImmediately: Bool

  /// A fake answering `answer` to every call, at once or when told.
  public init(answer: Result<[Place], PlaceKitError> = .success([]), answersImmediately: Bool = true) {
    self.answer = Box(answer)
    self.answersImmediately = answersImmediately
  }

  /// Records the location and answers.
  @discardableResult
  public func recommendations(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    locations.update { $0.append(location) }
    let answer = answer
    let reply: @Sendable () -> Void = { completion(answer.value.map { Array($0.prefix(limit)) }) }
    if answersImmediately {
      reply()
    } else {
      pending.update { $0.append(reply) }
    }
    return PlaceRequest()
  }

  /// Delivers the held answers, oldest first.
  public func answerPending() {
    let held = pending.update { held in
      defer { held = [] }
      return held
    }
    for reply in held { reply() }
  }
}

extension Place {
  /// A place for tests: only the name and coordinates matter.
  public static func fixture(
    _ name: String, id: String? = nil, latitude: Double = 0, longitude: Double = 0,
    population: Int = 1000
  ) -> Place {
    Place(
      id: id ?? "test:\(name)", name: name, subtitle: "Testland", location: Location(latitude: latitude, longitude: longitude),
      countryCode: "TL", admin1: "", population: population, timezone: "UTC")
  }
}
