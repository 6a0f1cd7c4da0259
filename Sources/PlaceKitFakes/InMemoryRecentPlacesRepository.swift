import PlaceKit

/// Recent places in memory, for tests: the same rules as the file repository
/// (`RecentPlaces.recording`), none of the disk.
public struct InMemoryRecentPlacesRepository: RecentPlacesRepository {
  /// The stored list, most recent first.
  public let places: Box<[RecentPlace]>

  /// A repository holding `places`.
  public init(_ places: [RecentPlace] = []) {
    self.places = Box(places)
  }

  /// See `RecentPlacesRepository`.
  public func load() throws(StorageError) -> [RecentPlace] {
    places.value
  }

  /// See `RecentPlacesRepository`.
  public func save(_ place: RecentPlace) throws(StorageError) {
    places.update { $0 = RecentPlaces.recording(place, in: $0) }
  }

  /// See `RecentPlacesRepository`.
  public func clear() throws(StorageError) {
    places.value = []
  }
}
