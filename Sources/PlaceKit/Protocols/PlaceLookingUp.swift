/// Finds particular places: by id (recent places, a completion's places), by whole name
/// (`--near NAME`, `config set home NAME`), around a point (reverse look-up) and by time
/// zone (where the user probably is); and the details of one place (its card).
///
/// Each answer arrives once, on any thread, through `completion`; the handle returned
/// cancels (`PlaceRequest`).
public protocol PlaceLookingUp: Sendable {
  /// The places with these ids, in the given order, with distance and bearing from
  /// `location` when given; ids the source does not know are left out.
  @discardableResult
  func places(
    ids: [String], near location: Location?,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void) -> PlaceRequest

  /// The places one of whose whole names is `name` (any case, accents, language; a name
  /// followed by whole qualifiers, "Paris, TX", names the places of it in those areas),
  /// best first, at most `limit`. A prefix or a typo names no place.
  @discardableResult
  func places(
    named name: String, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void) -> PlaceRequest

  /// The places nearest `location` within `radiusKm`, nearest first, at most `limit`,
  /// each with its distance and bearing from `location` (reverse look-up).
  @discardableResult
  func places(
    around location: Location, radiusKm: Double, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void) -> PlaceRequest

  /// The place an IANA time zone stands for ("Asia/Seoul" → Seoul): its most populous
  /// place; nil when the source knows none in that zone.
  @discardableResult
  func mainPlace(
    timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void
  ) -> PlaceRequest

  /// What a card shows of the place with id `id` (`PlaceDetails`: its other names and
  /// the areas it is in), with distance and bearing from `location` when given; nil when
  /// the source does not know the id.
  @discardableResult
  func details(
    of id: String, near location: Location?,
    completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
  ) -> PlaceRequest
}

extension PlaceLookingUp {
  /// What `PlaceSearching.search` answers, declared once for every source: for a chosen
  /// completion the places behind it (its ids), at most `limit`; for text what
  /// `searchText` starts.
  @discardableResult
  public func places(
    for request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void,
    searchText: (String) -> PlaceRequest
  ) -> PlaceRequest {
    switch request {
    case .text(let text):
      return searchText(text)
    case .completion(let chosen):
      return places(ids: chosen.placeIDs, near: location) { result in
        completion(result.map { Array($0.prefix(limit)) })
      }
    }
  }

  /// `places(ids:near:)` as an `async` call.
  public func places(ids: [String], near location: Location?) async throws(PlaceKitError) -> [Place] {
    try await PlaceRequest.answer { places(ids: ids, near: location, completion: $0) }
  }

  /// `places(named:limit:)` as an `async` call.
  public func places(named name: String, limit: Int) async throws(PlaceKitError) -> [Place] {
    try await PlaceRequest.answer { places(named: name, limit: limit, completion: $0) }
  }

  /// `places(around:radiusKm:limit:)` as an `async` call.
  public func places(around location: Location, radiusKm: Double, limit: Int) async throws(PlaceKitError)
    -> [Place]
  {
    try await PlaceRequest.answer { places(around: location, radiusKm: radiusKm, limit: limit, completion: $0) }
  }

  /// `details(of:near:)` as an `async` call.
  public func details(of id: String, near location: Location?) async throws(PlaceKitError) -> PlaceDetails? {
    try await PlaceRequest.answer { details(of: id, near: location, completion: $0) }
  }

  /// `mainPlace(timeZone:)` as an `async` call.
  public func mainPlace(timeZone: String) async throws(PlaceKitError) -> Place? {
    try await PlaceRequest.answer { mainPlace(timeZone: timeZone, completion: $0) }
  }
}

/// The limits of a look-up by ids, declared once for the server that answers one and
/// the clients that ask.
public enum PlaceLookupLimits {
  /// Most ids one `places(ids:)` request names (`/v1/places` refuses more).
  public static let ids = 200
}
