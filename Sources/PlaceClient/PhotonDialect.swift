import Foundation
import PlaceKit

/// Photon's API (any Photon server): `/api` and `/reverse`, answering GeoJSON features
/// (`PhotonResponseDecoder`). Photon cannot look places up by id nor detail them: those
/// are answered from the places its answers carried this run (`seen`).
struct PhotonDialect: ServerDialect {
  /// The ISO 639-1 code names are asked in, when given.
  let language: String?
  /// Places answered with, with what their answer told of them, by id.
  let seen: Box<[String: PlaceDetails]>

  /// The language asked of Photon: only those its public server knows (it refuses
  /// others with HTTP 400), else Photon's default (local names).
  private var photonLanguage: String? {
    language.flatMap { ["en", "de", "fr"].contains($0) ? $0 : nil }
  }

  func completions(_ query: String, near location: Location?, limit: Int) -> ServerCall<[Completion]> {
    let read = reading(near: location)
    // More features than rows: rows of the same title and subtitle merge into one.
    return .fetch(
      path: "/api", query: ["q": query, "limit": "\(min(50, limit * 2))", "lang": photonLanguage] + Self.point(location)
    ) { data, url throws(PlaceKitError) in
      PhotonResponseDecoder.completions(query: query, places: try read(data, url), near: location, limit: limit)
    }
  }

  func search(_ text: String, near location: Location?, limit: Int) -> ServerCall<[Place]> {
    places("/api", ["q": text, "limit": "\(limit)", "lang": photonLanguage] + Self.point(location), near: location)
  }

  /// What Photon's reverse look-up finds nearby.
  func recommendations(near location: Location, limit: Int) -> ServerCall<[Place]> {
    places(
      "/reverse", ["limit": "\(limit)", "radius": "10", "lang": photonLanguage] + Self.point(location),
      near: location)
  }

  /// The places this service has answered with this run; others are left out.
  func places(ids: [String], near location: Location?) -> ServerCall<[Place]> {
    let known = seen.value
    return .answer(ids.compactMap { known[$0]?.place }.map { location.map($0.measured(from:)) ?? $0 })
  }

  /// Photon's matches, kept when a whole name is `name` (any case or accents).
  func places(named name: String, limit: Int) -> ServerCall<[Place]> {
    let read = reading(near: nil)
    return .fetch(path: "/api", query: ["q": name, "limit": "\(max(10, limit * 3))", "lang": photonLanguage]) {
      data, url throws(PlaceKitError) in
      var normalizer = TextNormalizer()
      let key = normalizer.key(name)
      return Array(try read(data, url).filter { normalizer.key($0.name) == key }.prefix(limit))
    }
  }

  func places(around location: Location, radiusKm: Double, limit: Int) -> ServerCall<[Place]> {
    let radius = PlaceJSON.number(radiusKm, decimals: 3)
    return places(
      "/reverse", ["radius": radius, "limit": "\(limit)", "lang": photonLanguage] + Self.point(location),
      near: location)
  }

  /// Photon knows no time zones: the zone's city is searched ("Asia/Seoul" → "Seoul").
  func places(timeZone: String) -> ServerCall<[Place]> {
    let city = (timeZone.split(separator: "/").last.map(String.init) ?? timeZone)
      .replacingOccurrences(of: "_", with: " ")
    return places("/api", ["q": city, "limit": "5", "lang": photonLanguage], near: nil)
  }

  /// A place answered with this run, detailed from what its feature carried (its
  /// hierarchy; no other names, no time zone); any other is unknown.
  func details(of id: String, near location: Location?) -> ServerCall<PlaceDetails?> {
    .answer(
      seen.value[id].map { known in
        var details = known
        if let location { details.place = details.place.measured(from: location) }
        return details
      })
  }

  /// A call answering features.
  private func places(_ path: String, _ query: [String: String?], near location: Location?) -> ServerCall<[Place]> {
    .fetch(path: path, query: query, decode: reading(near: location))
  }

  /// Reads an answer's features as places measured from `location`, remembered for
  /// look-ups by id.
  private func reading(near location: Location?) -> @Sendable (Data, String) throws(PlaceKitError) -> [Place] {
    { [seen] data, url throws(PlaceKitError) in
      let details = try PhotonResponseDecoder.details(data, url: url, near: location)
      Self.remember(details, in: seen)
      return details.map(\.place)
    }
  }

  /// Adds places to those answered by id later (bounded: cleared when large).
  private static func remember(_ answered: [PlaceDetails], in seen: Box<[String: PlaceDetails]>) {
    seen.update { seen in
      if seen.count > 10_000 { seen = [:] }
      for details in answered {
        var stored = details
        (stored.place.distanceKm, stored.place.bearing) = (nil, nil)
        seen[details.place.id] = stored
      }
    }
  }
}
