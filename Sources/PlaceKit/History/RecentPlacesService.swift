/// Recent places looked up in a source, for the first screen.
///
/// Entries are resolved by id, so rows show the current data (population, time zone)
/// and choosing one prints the same fields as any other place. An id the source does
/// not know (history recorded with another `--data`) is left out of the list but kept
/// in the store: switching back to that dataset shows it again. Two entries of one place
/// (one saved under an id since merged into the other, `kr-admin:1100000000` and
/// `geonames:1835848`) show once, where the more recent one is.
/// A chosen place is recorded through the service (`record`) into its repository.
public struct RecentPlacesService: RecentPlacesProviding {
  private let entries: [RecentPlace]
  private let lookup: PlaceLookingUp
  private let repository: RecentPlacesRepository?

  /// A service over `entries` (loaded once, before the UI starts), looked up in `lookup`;
  /// places chosen are recorded in `repository` (none: not recorded).
  public init(entries: [RecentPlace], lookup: PlaceLookingUp, repository: RecentPlacesRepository? = nil) {
    self.entries = entries
    self.lookup = lookup
    self.repository = repository
  }

  /// Records `place` as the most recent in the repository (nothing without one).
  public func record(_ place: Place) throws(StorageError) {
    try repository?.save(RecentPlace(place))
  }

  /// See `RecentPlacesProviding`.
  @discardableResult
  public func recentPlaces(
    near location: Location, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let entries = entries
    return lookup.places(ids: entries.map(\.id), near: location) { result in
      completion(
        result.map { found in
          var seen = Set<String>()
          let places = RecentPlacesService.withStoredServerPlaces(found, entries: entries, near: location)
          return Array(places.filter { seen.insert($0.id).inserted }.prefix(max(0, limit)))
        })
    }
  }

  /// `found` with the server places it lacks put back, from their stored fields, where
  /// their entries are in the recorded order.
  static func withStoredServerPlaces(_ found: [Place], entries: [RecentPlace], near location: Location) -> [Place] {
    let foundIDs = Set(found.map(\.id))
    let missing = entries.enumerated().filter { $0.element.isFromServer && !foundIDs.contains($0.element.id) }
    guard !missing.isEmpty else { return found }
    let firstIndex = Dictionary(entries.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: min)
    // Each found place ranks as its entry; a merged id (not recorded) as the one before it.
    var ranked: [(rank: Int, place: Place)] = []
    var previous = -1
    for place in found {
      previous = firstIndex[place.id] ?? previous
      ranked.append((previous, place))
    }
    for (index, entry) in missing {
      ranked.append((index, entry.storedPlace.measured(from: location)))
    }
    return ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map(\.element.place)
  }
}
