import PlaceKit

/// A `RecentPlacesProviding` double: records locations and answers with canned places.
public struct FakeRecentPlaces: RecentPlacesProviding {
  /// The locations asked about, oldest first.
  public let locations = Box<[Location]>([])
  /// The places every call answers with (measured from the location asked about).
  public let places: [Place]

  /// A fake answering `places`.
  public init(places: [Place] = []) {
    self.places = places
  }

  /// Records the location and answers with at most `limit` places.
  @discardableResult
  public func recentPlaces(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    locations.update { $0.append(location) }
    completion(.success(places.prefix(limit).map { $0.measured(from: location) }))
    return PlaceRequest()
  }
}
