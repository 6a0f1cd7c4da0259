import Foundation
import PlaceKit

/// One API a place server speaks: the call each source method makes, and how its answer
/// is read (`NativeDialect`, `PhotonDialect`). `ServerPlaceService` picks one by the
/// server's `/status` and sends what it says.
protocol ServerDialect: Sendable {
  /// Completions of `query`, at most `limit`, biased towards `location`.
  func completions(_ query: String, near location: Location?, limit: Int) -> ServerCall<[Completion]>
  /// The places matching `text`, at most `limit`.
  func search(_ text: String, near location: Location?, limit: Int) -> ServerCall<[Place]>
  /// The places recommended near `location`, at most `limit`.
  func recommendations(near location: Location, limit: Int) -> ServerCall<[Place]>
  /// The places with these ids (never empty), as `PlaceLookingUp.places(ids:near:)`.
  func places(ids: [String], near location: Location?) -> ServerCall<[Place]>
  /// The places a whole name names, as `PlaceLookingUp.places(named:limit:)`.
  func places(named name: String, limit: Int) -> ServerCall<[Place]>
  /// The places nearest `location` within `radiusKm`, at most `limit`.
  func places(around location: Location, radiusKm: Double, limit: Int) -> ServerCall<[Place]>
  /// The places standing for the IANA time zone `timeZone`, best first.
  func places(timeZone: String) -> ServerCall<[Place]>
  /// The details of the place with id `id`, nil when the server does not know it.
  func details(of id: String, near location: Location?) -> ServerCall<PlaceDetails?>
}

extension ServerDialect {
  /// `lat` and `lon` query items for `location`, when given.
  static func point(_ location: Location?) -> [String: String?] {
    guard let location else { return [:] }
    return ["lat": PlaceJSON.coordinate(location.latitude), "lon": PlaceJSON.coordinate(location.longitude)]
  }
}

extension Dictionary where Key == String, Value == String? {
  /// Both sets of query items.
  static func + (lhs: Self, rhs: Self) -> Self { lhs.merging(rhs) { $1 } }
}
