import Foundation
import PlaceKit

/// A place server behind the source protocols: our native API (`placesearch serve`) or
/// Photon's (any Photon server: ours, a self-hosted one, photon.komoot.io).
///
/// The API is told apart once, on first use, by the server's `GET /status` (ours names
/// `"engine":"placesearch"`; Photon's names no engine). Each request has a deadline; at
/// most one completion request is in flight: newer queries replace a single pending one
/// (the replaced one answers `.cancelled` unsent), so typing never causes a request
/// storm. Errors are `PlaceKitError.server…` cases; a `FallbackPlaceService` turns them
/// into answers from the embedded data.
public struct ServerPlaceService: Completing, PlaceSearching, PlaceRecommending, PlaceLookingUp {
  /// The API a server speaks (its calls: `NativeDialect`, `PhotonDialect`).
  public enum Dialect: Sendable, Equatable {
    /// `placesearch serve`'s `/v1/…` endpoints, answering `PlaceJSON`.
    case native
    /// Photon's `/api` and `/reverse` (GeoJSON features).
    case photon
  }

  /// The deadline of each request unless told otherwise (`--server-timeout`).
  public static let defaultTimeoutMs = 400
  /// The largest answer read: more is an unreadable answer.
  public static let defaultMaxBodyBytes = 4 * 1024 * 1024

  /// The server's base URL, as given.
  public let url: URL
  let fetcher: HTTPFetcher
  /// The API the server speaks: given, or asked of `/status` once (again after a failure).
  let dialects: OnceLoader<Dialect>
  /// The one completion request in flight and the one waiting.
  private let completions = LatestOnlyThrottle<[Completion]>()
  /// Places this service has answered with, with what their answer told of them, by id:
  /// Photon cannot look places up by id.
  private let seen = Box<[String: PlaceDetails]>([:])
  private let language: String?

  /// A client of the server at `url` (http or https), giving each request `timeoutMs`,
  /// sending `userAgent` (a real one: public servers ask for it), asking for names in
  /// `language` (an ISO 639-1 code) when given. The API is told from `/status` unless
  /// `dialect` skips asking `/status` (a Photon server that answers no `/status`).
  public init(
    url: URL, timeoutMs: Int = defaultTimeoutMs, userAgent: String, language: String? = nil,
    maxBodyBytes: Int = defaultMaxBodyBytes, dialect: Dialect? = nil
  ) {
    self.url = url
    self.language = language
    fetcher = HTTPFetcher(userAgent: userAgent, timeoutMs: timeoutMs, maxBodyBytes: maxBodyBytes)
    dialects = dialect.map { OnceLoader(value: $0) } ?? Self.askingDialect(of: url, through: fetcher)
  }

  /// The deadline of each request, in milliseconds.
  public var timeoutMs: Int { fetcher.timeoutMs }

  /// Waits a moment (at most two seconds) until no request's thread is inside libcurl:
  /// a process that asked a server calls it before it exits, whatever the outcome, as
  /// a request it gave up on (a timeout) may still be loading libcurl or in OpenSSL.
  public static func waitForRequestThreads() {
    HTTPFetcher.waitForThreads()
  }

  /// The API the server speaks, once known (nil before the first request).
  public var dialect: Dialect? { dialects.value }

  // MARK: Completing

  /// See `Completing`. At most one request is in flight; a query arriving meanwhile
  /// waits as the single pending one, replacing (and cancelling) an older pending one
  /// (`LatestOnlyThrottle`).
  @discardableResult
  public func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let request = PlaceRequest()
    completions.send(request, completion: completion) { done in
      ask(done, request: request) { $0.completions(query, near: location, limit: limit) }
    }
    return request
  }

  // MARK: PlaceSearching

  /// See `PlaceSearching`.
  @discardableResult
  public func search(
    _ search: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    places(for: search, near: location, limit: limit, completion: completion) { text in
      ask(completion) { $0.search(text, near: location, limit: limit) }
    }
  }

  // MARK: PlaceRecommending

  /// See `PlaceRecommending`. Photon recommends what its reverse look-up finds nearby.
  @discardableResult
  public func recommendations(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    ask(completion) { $0.recommendations(near: location, limit: limit) }
  }

  // MARK: PlaceLookingUp

  /// See `PlaceLookingUp`. Photon cannot look places up by id: its places are answered
  /// from those this service has returned this run, others left out.
  @discardableResult
  public func places(
    ids: [String], near location: Location?,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    guard !ids.isEmpty else {
      completion(.success([]))
      return PlaceRequest()
    }
    return ask(completion) { $0.places(ids: ids, near: location) }
  }

  /// See `PlaceLookingUp`. Photon's matches are kept when a whole name is `name` (any
  /// case or accents).
  @discardableResult
  public func places(
    named name: String, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    ask(completion) { $0.places(named: name, limit: limit) }
  }

  /// See `PlaceLookingUp`.
  @discardableResult
  public func places(
    around location: Location, radiusKm: Double, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    ask(completion) { $0.places(around: location, radiusKm: radiusKm, limit: limit) }
  }

  /// See `PlaceLookingUp`: the first populated place of those the zone stands for. Photon
  /// knows no time zones: the zone's city is searched ("Asia/Seoul" → "Seoul").
  @discardableResult
  public func mainPlace(
    timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    ask({ result in completion(result.map { places in places.first { $0.kind == .populated } ?? places.first }) }) {
      $0.places(timeZone: timeZone)
    }
  }

  /// See `PlaceLookingUp`. Photon has no such call: a place this service has answered
  /// with this run is detailed from what its feature carried (its hierarchy; no other
  /// names, no time zone), any other is unknown.
  @discardableResult
  public func details(
    of id: String, near location: Location?,
    completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    ask(completion) { $0.details(of: id, near: location) }
  }

  // MARK: Requests

  /// Makes the call `call` gives in the server's dialect (asked first when unknown),
  /// answering `completion`; `request` cancels it.
  @discardableResult
  private func ask<Value: Sendable>(
    _ completion: @escaping @Sendable (Result<Value, PlaceKitError>) -> Void, request: PlaceRequest = PlaceRequest(),
    _ call: @escaping @Sendable (any ServerDialect) -> ServerCall<Value>
  ) -> PlaceRequest {
    let (language, seen) = (self.language, self.seen)
    withDialect(request, completion) { dialect in
      let speaking: any ServerDialect =
        switch dialect {
        case .native: NativeDialect(language: language)
        case .photon: PhotonDialect(language: language, seen: seen)
        }
      switch call(speaking) {
      case .fetch(let path, let query, let decode):
        fetch(path, query, request: request, completion: completion, decode: decode)
      case .answer(let value):
        completion(.success(value))
      }
    }
    return request
  }
}

extension ServerPlaceService {
  /// The User-Agent sent unless told otherwise: public Photon servers ask for a real one.
  public static let defaultUserAgent = "placesearch/\(PlaceSearchVersion.current) (terminal place search; Swift)"

  /// What went wrong with a server, in a few words, for a warning ("no answer within
  /// 400 ms"); the error's description for any other error.
  public static func reason(_ error: PlaceKitError) -> String {
    switch error {
    case .serverUnreachable(_, let reason): return reason
    case .serverFailed(_, let status): return "HTTP status \(status)"
    case .serverTimeout(_, let ms): return "no answer within \(ms) ms"
    case .unreadableServerAnswer(_, let reason): return "an unreadable answer: \(reason)"
    default: return error.description
    }
  }
}
