/// Recent places looked up in the embedded engine, for the first screen.
///
/// Entries are resolved by id, so rows show the current data (population, time zone)
/// and choosing one prints the same fields as any other place. An id the engine does
/// not know (history recorded with another `--data`) is left out of the list but kept
/// in the store: switching back to that dataset shows it again.
public struct RecentPlacesService: RecentPlacesProviding {
  private let entries: [RecentPlace]
  private let loader: EngineLoader

  /// A service over `entries` (loaded once, before the UI starts) and the engine.
  public init(entries: [RecentPlace], loader: EngineLoader) {
    self.entries = entries
    self.loader = loader
  }

  /// See `RecentPlacesProviding`.
  public func recentPlaces(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) {
    let ids = entries.map(\.id)
    loader.withEngine { engine in
      completion(engine.map { Array($0.places(ids: ids, near: location).prefix(max(0, limit))) })
    }
  }
}
