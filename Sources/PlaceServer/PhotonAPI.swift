import Hummingbird
import PlaceKit

/// The subset of Photon's API the server speaks (`/api`, `/reverse`, `/status`), so any
/// Photon client (Leaflet's plugin, a Photon client in an app) can use it.
struct PhotonAPI: Sendable {
  /// Parameters Photon documents for both endpoints; accepted, and those with no
  /// meaning here (`dedupe`, `include`, `exclude`, `debug`, `geometry`, …) ignored.
  static let commonParameters: Set<String> = [
    "limit", "lang", "osm_tag", "layer", "countrycode", "bbox", "include", "exclude", "dedupe", "debug",
    "geometry", "polygon_geojson", "suggest_addresses", "categories",
  ]
  /// What `/api` takes.
  static let searchParameters = commonParameters.union(["q", "lat", "lon", "zoom", "location_bias_scale"])
  /// What `/reverse` takes.
  static let reverseParameters = commonParameters.union([
    "lat", "lon", "radius", "query_string_filter", "distance_sort",
  ])
  /// Most results one request gets (Photon's public instance caps `limit` too).
  static let maximumLimit = 50
  /// The radius of `/reverse` without `radius`, in km: wide enough to find a town in the
  /// countryside, as the data holds populated places and areas, not addresses.
  static let defaultReverseRadiusKm = 25.0
  /// How many places are asked of the source when filters may drop some.
  static let filteredFetchLimit = 200

  let context: ServerContext
  /// What `/status` says before its cache counts, which never changes.
  private let statusHead: String

  /// The routes over `context`.
  init(context: ServerContext) {
    self.context = context
    statusHead =
      "{\"status\":\"Ok\",\"engine\":\(PlaceJSON.string(PlaceSearchVersion.engineName)),"
      + "\"version\":\(PlaceJSON.string(context.version)),"
      + "\"dataset\":\(PlaceJSON.string(context.dataset)),"
      + "\"languages\":[\(DisplayLanguage.allCases.map { PlaceJSON.string($0.rawValue) }.joined(separator: ","))],"
  }

  /// Adds the routes to `router`.
  func register(on router: Router<BasicRequestContext>) {
    router.get("api") { request, _ in await context.answer(request, search) }
    router.get("reverse") { request, _ in await context.answer(request, reverse) }
    router.get("status") { request, _ in
      await context.answer(request, cached: false) { (_: ServerContext.Call) throws(APIError) in status }
    }
  }

  /// `/api?q=…`: forward search, optionally biased to `lat`/`lon` and filtered.
  func search(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(PhotonAPI.searchParameters)
    let query = QueryLength.cut(try parameters.text("q"))
    let location = try parameters.location()
    _ = try parameters.number("zoom", in: 0...30)
    _ = try parameters.number("location_bias_scale", in: 0...10)
    let limit = try parameters.limit(default: 15, range: 1...PhotonAPI.maximumLimit)
    let filter = try PhotonFilter(parameters)
    let source = try call.source()
    let fetched = filter.isEmpty ? limit : max(limit, PhotonAPI.filteredFetchLimit)
    let places = try await ServerContext.ask { try await source.search(.text(query), near: location, limit: fetched) }
    return collection(places, filter: filter, limit: limit)
  }

  /// `/reverse?lat=…&lon=…`: the places nearest a point.
  func reverse(_ call: ServerContext.Call) async throws(APIError) -> String {
    let parameters = call.parameters
    try parameters.requireKnown(PhotonAPI.reverseParameters)
    guard let location = try parameters.location(required: true) else { throw APIError.missing("lat") }
    let radius = try parameters.number("radius", in: 0...5000) ?? PhotonAPI.defaultReverseRadiusKm
    let limit = try parameters.limit(default: 1, range: 1...PhotonAPI.maximumLimit)
    let filter = try PhotonFilter(parameters)
    let source = try call.source()
    let fetched = filter.isEmpty ? limit : max(limit, PhotonAPI.filteredFetchLimit)
    let places = try await ServerContext.ask {
      try await source.places(around: location, radiusKm: radius, limit: fetched)
    }
    return collection(places, filter: filter, limit: limit)
  }

  /// `/status`: Photon's `{"status":"Ok"}` plus what answers, and how often the answer
  /// cache was hit.
  var status: String {
    let counts = context.cache.counts
    return statusHead
      + "\"cache\":{\"capacity\":\(context.cache.capacity),\"hits\":\(counts.hits),\"misses\":\(counts.misses)}}"
  }

  private func collection(_ places: [Place], filter: PhotonFilter, limit: Int) -> String {
    let kept = filter.isEmpty ? places : places.filter(filter.admits)
    return PhotonFeature.collection(kept.prefix(limit).map(PhotonFeature.init(place:)))
  }
}
