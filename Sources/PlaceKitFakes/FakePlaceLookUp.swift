import PlaceKit

/// A `PlaceLookingUp` double for the preview: answers `details(of:)` from canned details
/// by id (and looks up places by id among them); names, areas and zones find nothing.
public struct FakePlaceLookUp: PlaceLookingUp {
  /// The details known, by place id.
  public let details: Box<[String: PlaceDetails]>
  /// The ids asked for with `details(of:)`, oldest first.
  public let asked = Box<[String]>([])

  /// A fake knowing `details`.
  public init(_ details: [PlaceDetails]) {
    self.details = Box(Dictionary(details.map { ($0.place.id, $0) }) { first, _ in first })
  }

  public func places(
    ids: [String], near location: Location?,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let known = details.value
    completion(.success(ids.compactMap { known[$0]?.place }))
    return PlaceRequest()
  }

  public func places(
    named name: String, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    completion(.success([]))
    return PlaceRequest()
  }

  public func places(
    around location: Location, radiusKm: Double, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    completion(.success([]))
    return PlaceRequest()
  }

  public func mainPlace(
    timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    completion(.success(nil))
    return PlaceRequest()
  }

  public func details(
    of id: String, near location: Location?,
    completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    asked.update { $0.append(id) }
    completion(.success(details.value[id]))
    return PlaceRequest()
  }
}
