import Foundation

/// Recent places in a JSON file (`$XDG_STATE_HOME/placesearch/recent.json`), safe
/// against crashes and concurrent instances.
///
/// Every read-modify-write holds `recent.json.lock` (`flock`), re-reads the file, merges
/// and replaces it atomically (temporary file, `fsync`, `rename`), so two instances that
/// finish at the same moment both keep their entry. Reading takes no lock (a rename
/// replaces the file whole), so a read-only folder can still be listed. A file that
/// cannot be decoded is renamed to `recent.json.corrupt-<UTC time>` and reported
/// through `warn`, never silently dropped or overwritten; the list then starts empty.
public struct FileRecentPlacesRepository: RecentPlacesRepository {
  /// The file: `{"version": 1, "places": [...]}`, most recent first.
  private let file: URL
  private let warn: @Sendable (String) -> Void

  /// The file format this version reads and writes.
  static let formatVersion = 1

  private struct Contents: Codable {
    var version: Int
    var places: [RecentPlace]
  }

  /// A repository on `file`; `warn` hears one sentence when a corrupt file is moved aside.
  public init(file: URL, warn: @escaping @Sendable (String) -> Void) {
    self.file = file
    self.warn = warn
  }

  /// See `RecentPlacesRepository`. A missing or empty file (or folder) is an empty list. Only a
  /// corrupt file takes the lock, to move it aside.
  public func load() throws(StorageError) -> [RecentPlace] {
    guard let data = try AtomicFile.read(file) else { return [] }
    if case .success(let places) = decode(data) { return places }
    return try AtomicFile.withLock(on: file) { () throws(StorageError) in try readLocked() }
  }

  /// See `RecentPlacesRepository`.
  public func save(_ place: RecentPlace) throws(StorageError) {
    try AtomicFile.withLock(on: file) { () throws(StorageError) in
      try write(RecentPlaces.recording(place, in: try readLocked()))
    }
  }

  /// See `RecentPlacesRepository`: the file is replaced by an empty list; a corrupt
  /// file is moved aside first, so clearing never loses what could not be read.
  public func clear() throws(StorageError) {
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    try AtomicFile.withLock(on: file) { () throws(StorageError) in
      _ = try readLocked()
      try write([])
    }
  }

  /// The stored list; the caller holds the lock, so moving a corrupt file aside cannot
  /// race with another instance replacing it.
  private func readLocked() throws(StorageError) -> [RecentPlace] {
    guard let data = try AtomicFile.read(file) else { return [] }
    switch decode(data) {
    case .success(let places):
      return places
    case .failure(let problem):
      try moveAside(reason: problem.reason)
      return []
    }
  }

  /// Why a file is not a list this version reads.
  private struct Unreadable: Error {
    var reason: String
  }

  private func decode(_ data: Data) -> Result<[RecentPlace], Unreadable> {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let contents = try? decoder.decode(Contents.self, from: data) else {
      return .failure(Unreadable(reason: "not a recent-places list"))
    }
    guard contents.version == Self.formatVersion else {
      return .failure(
        Unreadable(reason: "format version \(contents.version), this placesearch reads version \(Self.formatVersion)"))
    }
    return .success(contents.places)
  }

  private func moveAside(reason: String) throws(StorageError) {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    let stamp = formatter.string(from: Date())
    var target = URL(fileURLWithPath: file.path + ".corrupt-\(stamp)")
    var attempt = 1
    while FileManager.default.fileExists(atPath: target.path) {
      attempt += 1
      target = URL(fileURLWithPath: file.path + ".corrupt-\(stamp)-\(attempt)")
    }
    guard rename(file.path, target.path) == 0 else {
      throw .unwritable(path: file.path, reason: String(cString: strerror(errno)))
    }
    warn("the recent places file \(file.path) is unreadable (\(reason)); moved aside to \(target.path).")
  }

  private func write(_ places: [RecentPlace]) throws(StorageError) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(Contents(version: Self.formatVersion, places: places))
    } catch {
      throw .unwritable(path: file.path, reason: "cannot encode the list")
    }
    try AtomicFile.write(data + Data("\n".utf8), to: file, access: .owner, durable: true)
  }
}
