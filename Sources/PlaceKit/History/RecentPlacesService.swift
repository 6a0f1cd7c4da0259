/// Recent places looked up in a source, for the first screen.
///
/// Entries are resolved by id, so rows show the current data (population, time zone)
/// and choosing one prints the same fields as any other place. An id the source does
/// not know (history recorded with another `--data`) is left out of the list but kept
/// in the store: switching back to that dataset shows it again. Two entries of one place
/// (one saved under an id since merged into the other, `kr-admin:1100000000` and
/// `geonames:1835848`) show once, where the more recent one is.
public struct RecentPlacesService: RecentPlacesProviding {
  private let entries: [RecentPlace]
  private let lookup: PlaceLookingUp

  /// A service over `entries` (loaded once, before the UI starts), looked up in `lookup`.
  public init(entries: [RecentPlace], lookup: PlaceLookingUp) {
    self.entries = entries
    self.lookup = lookup
  }

  /// See `RecentPlacesProviding`.
  @discardableResult
  public func recentPlaces(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    lookup.places(ids: entries.map(\.id), near: location) { result in
      completion(
        result.map { places in
          var seen = Set<String>()
          return Array(places.filter { seen.insert($0.id).inserted }.prefix(max(0, limit)))
        })
    }
  }
}
