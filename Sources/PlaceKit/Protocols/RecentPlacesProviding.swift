/// The places the user chose before, ready to show (the "Recent" section of the first
/// screen). The controller showing them never knows where they are kept.
public protocol RecentPlacesProviding: Sendable {
  /// Recently chosen places, most recent first, each with distance and bearing from
  /// `location`, at most `limit`. `completion` is called once, on any thread; the handle returned cancels.
  @discardableResult
  func recentPlaces(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void) -> PlaceRequest
}
