import PlaceKit

/// `placesearch serve`'s API: the `/v1/…` endpoints, answering `PlaceJSON`
/// (`NativeResponseDecoder`).
struct NativeDialect: ServerDialect {
  /// The ISO 639-1 code names are asked in, when given.
  let language: String?

  func completions(_ query: String, near location: Location?, limit: Int) -> ServerCall<[Completion]> {
    .fetch(
      path: "/v1/complete",
      query: ["q": query, "limit": "\(limit)", "lang": language, "leftOut": "1"] + Self.point(location),
      decode: NativeResponseDecoder.completions)
  }

  func search(_ text: String, near location: Location?, limit: Int) -> ServerCall<[Place]> {
    places("/v1/search", ["q": text, "limit": "\(limit)", "lang": language] + Self.point(location))
  }

  func recommendations(near location: Location, limit: Int) -> ServerCall<[Place]> {
    places("/v1/recommend", ["limit": "\(limit)", "lang": language] + Self.point(location))
  }

  func places(ids: [String], near location: Location?) -> ServerCall<[Place]> {
    places("/v1/places", ["ids": ids.joined(separator: ","), "lang": language] + Self.point(location))
  }

  func places(named name: String, limit: Int) -> ServerCall<[Place]> {
    places("/v1/named", ["q": name, "limit": "\(limit)", "lang": language])
  }

  func places(around location: Location, radiusKm: Double, limit: Int) -> ServerCall<[Place]> {
    let radius = PlaceJSON.number(radiusKm, decimals: 3)
    return places("/v1/reverse", ["radius": radius, "limit": "\(limit)", "lang": language] + Self.point(location))
  }

  func places(timeZone: String) -> ServerCall<[Place]> {
    places("/v1/timezone", ["zone": timeZone, "lang": language])
  }

  func details(of id: String, near location: Location?) -> ServerCall<PlaceDetails?> {
    .fetch(
      path: "/v1/details", query: ["id": id, "lang": language] + Self.point(location),
      decode: NativeResponseDecoder.details)
  }

  /// A `{"places": […]}` call.
  private func places(_ path: String, _ query: [String: String?]) -> ServerCall<[Place]> {
    .fetch(path: path, query: query, decode: NativeResponseDecoder.places)
  }
}
