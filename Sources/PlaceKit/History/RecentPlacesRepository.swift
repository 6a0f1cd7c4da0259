/// Where recent places are kept (the repository pattern): a file for the app, memory for
/// tests. Implementations apply `RecentPlaces.recording` so every store keeps the same
/// order, de-duplication and cap.
public protocol RecentPlacesRepository: Sendable {
  /// The recorded places, most recent first; empty when none were recorded.
  func load() throws(StorageError) -> [RecentPlace]
  /// Records `place` as the most recent, merged into what is stored at that moment
  /// (another process may have recorded a place since this one loaded).
  func save(_ place: RecentPlace) throws(StorageError)
  /// Forgets every recorded place.
  func clear() throws(StorageError)
}
