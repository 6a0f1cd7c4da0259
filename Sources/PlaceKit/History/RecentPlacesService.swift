/// Recent places looked up in the embedded engine, for the first screen.
///
/// Entries are resolved by id, so rows show the current data (population, time zone)
/// and choosing one prints the same fields as any other place. An id the engine does
/// not know (history recorded with another `--data`) is left out of the list but kept
/// in the store: switching back to that dataset shows it again. Two entries of one place
/// (one saved under an id since merged into the other, `kr-admin:1100000000` and
/// `geonames:1835848`) show once, where the more recent one is.
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
      completion(
        engine.map { engine in
          var seen = Set<String>()
          let places = engine.places(ids: ids, near: location).filter { seen.insert($0.id).inserted }
          return Array(places.prefix(max(0, limit)))
        })
    }
  }
}
