import Hummingbird
import PlaceKit

/// Our own API under `/v1/`: every call a `PlaceSource` has, answered with the JSON the
/// subcommands' `--json` prints (`PlaceJSON`), so a client can stand in for the
/// embedded source.
///
/// `/v1/complete` answers the `complete --json` line (rows that leave words out only
/// when asked, `leftOut=1`); calls answering places answer
/// `{"places":[…]}` (one JSON object, each place as `search --json` prints it);
/// `/v1/timezone` answers one place or none in the same shape, `/v1/details` one place with
/// its `otherNames` and `hierarchy` (`PlaceJSON.details`) or none.
struct NativeAPI: Sendable {
  /// Most rows one request gets.
  static let maximumLimit = 200
  /// Rows when `limit` is not given (the CLI's default).
  static let defaultLimit = 10
  /// Most ids one `/v1/places` request names.
  static let maximumIDs = PlaceLookupLimits.ids

  let context: ServerContext

  /// Adds the routes to `router`.
  func register(on router: Router<BasicRequestContext>) {
    let group = router.group("v1")
    group.get("complete") { request, _ in await context.answer(request, complete) }
    group.get("search") { request, _ in await context.answer(request, search) }
    group.get("recommend") { request, _ in await context.answer(request, recommend) }
    group.get("places") { request, _ in await context.answer(request, places) }
    group.get("named") { request, _ in await context.answer(request, named) }
    group.get("reverse") { request, _ in await context.answer(request, reverse) }
    group.get("timezone") { request, _ in await context.answer(request, timezone) }
    group.get("details") { request, _ in await context.answer(request, details) }
  }

  /// `/v1/complete?q=&lat=&lon=&limit=&lang=&leftOut=`: with `leftOut=1` (our client
  /// sends it), rows that leave words out come too, with their `leftOutWords`; without
  /// it none does, so a client that reads no `leftOutWords` never takes one for a match.
  func complete(_ call: ServerContext.Call) async throws(APIError) -> String {
    let (query, location, limit, source) = try NativeAPI.textRequest(call, also: ["leftOut"])
    let leftOut = try call.parameters.flag("leftOut")
    let completions = try await ServerContext.ask { try await source.complete(query, near: location, limit: limit) }
    return PlaceJSON.completions(query: query, leftOut ? completions : completions.matchingEveryWord)
  }

  /// `/v1/search?q=&lat=&lon=&limit=&lang=`.
  func search(_ call: ServerContext.Call) async throws(APIError) -> String {
    let (query, location, limit, source) = try NativeAPI.textRequest(call)
    return PlacesAnswer.write(try await ServerContext.ask { try await source.search(.text(query), near: location, limit: limit) })
  }

  /// `/v1/recommend?lat=&lon=&limit=&lang=`.
  func recommend(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(["lat", "lon", "limit", "lang"])
    guard let location = try parameters.location(required: true) else { throw APIError.missing("lat") }
    let limit = try parameters.limit(default: NativeAPI.defaultLimit, range: 1...NativeAPI.maximumLimit)
    let source = try call.source()
    return PlacesAnswer.write(try await ServerContext.ask { try await source.recommendations(near: location, limit: limit) })
  }

  /// `/v1/places?ids=a,b&lat=&lon=&lang=`: places by id, in the order given.
  func places(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(["ids", "lat", "lon", "lang"])
    _ = try parameters.text("ids")
    let ids = parameters.all("ids")
    guard ids.count <= NativeAPI.maximumIDs else {
      throw APIError.invalid("ids", "names more than \(NativeAPI.maximumIDs) places")
    }
    let location = try parameters.location()
    let source = try call.source()
    return PlacesAnswer.write(try await ServerContext.ask { try await source.places(ids: ids, near: location) })
  }

  /// `/v1/named?q=&limit=&lang=`: places by whole name ("Paris, TX" too).
  func named(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(["q", "limit", "lang"])
    let name = QueryLength.cut(try parameters.text("q"))
    let limit = try parameters.limit(default: NativeAPI.defaultLimit, range: 1...NativeAPI.maximumLimit)
    let source = try call.source()
    return PlacesAnswer.write(try await ServerContext.ask { try await source.places(named: name, limit: limit) })
  }

  /// `/v1/reverse?lat=&lon=&radius=&limit=&lang=`: the places nearest a point, nearest
  /// first (radius in km, 25 by default as Photon's `/reverse` here).
  func reverse(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(["lat", "lon", "radius", "limit", "lang"])
    guard let location = try parameters.location(required: true) else { throw APIError.missing("lat") }
    let radius = try parameters.number("radius", in: 0...20_040) ?? PhotonAPI.defaultReverseRadiusKm
    let limit = try parameters.limit(default: 1, range: 1...NativeAPI.maximumLimit)
    let source = try call.source()
    return PlacesAnswer.write(
      try await ServerContext.ask { try await source.places(around: location, radiusKm: radius, limit: limit) })
  }

  /// `/v1/timezone?zone=Asia/Seoul&lang=`: the main place of a time zone (a list of one,
  /// or empty).
  func timezone(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(["zone", "lang"])
    let zone = try parameters.text("zone")
    let source = try call.source()
    let place = try await ServerContext.ask { try await source.mainPlace(timeZone: zone) }
    return PlacesAnswer.write(place.map { [$0] } ?? [])
  }

  /// `/v1/details?id=&lat=&lon=&lang=`: a place's details (a list of one, or empty for
  /// an unknown id).
  func details(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(["id", "lat", "lon", "lang"])
    let id = try parameters.text("id")
    let location = try parameters.location()
    let source = try call.source()
    let details = try await ServerContext.ask { try await source.details(of: id, near: location) }
    return PlacesAnswer.write(objects: details.map { [PlaceJSON.details($0)] } ?? [])
  }

  /// What `/v1/complete` and `/v1/search` take: `q` (cut as the query line cuts it),
  /// `lat` and `lon`, `limit`, and the source for `lang`.
  private static func textRequest(_ call: ServerContext.Call, also more: Set<String> = []) throws(APIError)
    -> (query: String, location: Location?, limit: Int, source: any PlaceSource)
  {
    let parameters = call.parameters
    try parameters.requireKnown(Set(["q", "lat", "lon", "limit", "lang"]).union(more))
    let query = QueryLength.cut(try parameters.text("q"))
    let location = try parameters.location()
    let limit = try parameters.limit(default: NativeAPI.defaultLimit, range: 1...NativeAPI.maximumLimit)
    return (query, location, limit, try call.source())
  }
}
