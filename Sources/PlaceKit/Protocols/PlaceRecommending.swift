/// Recommends places near a location (the first screen, before anything is typed).
public protocol PlaceRecommending: Sendable {
  /// Places near `location` ranked by importance and distance, each with its distance
  /// and bearing, at most `limit`. `completion` is called once, on any thread; the handle returned cancels.
  @discardableResult
  func recommendations(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void) -> PlaceRequest
}

extension PlaceRecommending {
  /// `recommendations` as an `async` call, for scripts and the command line.
  public func recommendations(near location: Location, limit: Int) async throws(PlaceKitError)
    -> [Place]
  {
    try await PlaceRequest.answer { recommendations(near: location, limit: limit, completion: $0) }
  }
}
