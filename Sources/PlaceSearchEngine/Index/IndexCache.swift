import Foundation
import PlaceKit

/// Finds, validates, builds and stores index files under the cache directory.
///
/// The file name carries a hash of the data files and the format version, so a changed
/// dataset or a new app version gets a new index; a file that fails validation (wrong
/// length, checksum, magic) is rebuilt, never trusted. Files are written through
/// `AtomicFile`, so a concurrent reader never sees half a file.
///
/// Besides the index in use, the most recently used indexes of other data are kept (up
/// to `keptIndexes` files and `keptBytes` in all), so switching between `--data` files
/// does not rebuild every time; the embedded data's index (`pinned`, about 90 MB) is kept
/// whatever the others take, so a big dump never costs the default data its index;
/// indexes of other format versions go at once.
struct IndexCache {
  /// Where index files live (`AppDirectories.cacheFolder` unless a caller says otherwise).
  let directory: URL

  /// At most this many index files, the one in use included.
  var keptIndexes = 3
  /// Other indexes are kept only while all of them, with the one in use, fit in this
  /// (the embedded data's index is about 90 MB).
  var keptBytes = 1 << 30
  /// Source hashes whose index is never removed for another (the embedded data's).
  var pinned: Set<UInt64> = []

  /// The file for data hashing to `sourceHash`.
  func file(for sourceHash: UInt64) -> URL {
    directory.appendingPathComponent("index-v\(IndexFormat.version)-\(String(sourceHash, radix: 16).leftPadded(to: 16)).bin")
  }

  /// The cached index for `sourceHash`, or nil when missing or invalid; `warn` hears
  /// when it is there but damaged (it is then built again). Only the header, the section
  /// table and the sizes are checked: the body's checksum would pull every page of a
  /// multi-gigabyte index in at each start, so every other value is checked as it is read
  /// (`IndexDamage`). A hit marks the file as used now (its modification time), for
  /// `commit` to keep the recent ones.
  func load(sourceHash: UInt64, warn: ((String) -> Void)? = nil) -> PlaceIndex? {
    let url = file(for: sourceHash)
    let mapped: PlaceIndex?
    do {
      mapped = try PlaceIndex.mapped(url, sourceHash: sourceHash)
    } catch {
      if let damage = error.damage { warn?(IndexCache.damageWarning(file: url, damage: damage)) }
      return nil
    }
    guard let index = mapped else { return nil }
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
    return index
  }

  /// Runs `body` (a build that stores its index here) while no other process or thread
  /// builds into this folder: two starts on a fresh machine then build once, the second
  /// mapping what the first stored, rather than both taking every core and the memory
  /// of a build. `waiting` hears every 0.1 s of a wait. A folder that cannot hold the
  /// lock file (read only) has no lock: builds may then overlap, as before.
  func whileBuilding<Result>(
    waiting: @escaping () -> Void, _ body: () throws(PlaceKitError) -> Result
  ) throws(PlaceKitError) -> Result {
    let lock = try? AtomicFile.lock(directory.appendingPathComponent("building"), access: .everyone, whileWaiting: waiting)
    defer { lock.map(AtomicFile.unlock) }
    return try body()
  }

  /// A new index file for data hashing to `sourceHash`, written under a temporary name
  /// until `commit`.
  func draft(for sourceHash: UInt64) throws(StorageError) -> AtomicFile.Draft {
    try AtomicFile.Draft(replacing: file(for: sourceHash), access: .everyone, durable: false)
  }

  /// Puts a written index in place and removes the indexes not worth keeping. A failure
  /// to write (read-only home, full disk) only costs a rebuild next time, so the index
  /// is not flushed to disk either (a power cut costs at most a rebuild); it is thrown
  /// for the caller to say why every run rebuilds (see `warning(for:)`).
  func commit(_ draft: AtomicFile.Draft) throws(StorageError) {
    // Files are only ever replaced whole, never rewritten in place, so a process that
    // has the old file mapped keeps reading valid bytes.
    try draft.commit()
    removeIndexes(keeping: draft.target.lastPathComponent, size: draft.size)
    AtomicFile.removeStaleTemporaries(in: directory, olderThan: 3600)
  }

  /// The warning for an index file found damaged, at load or by a read (`IndexDamage`),
  /// which is then built again.
  static func damageWarning(file: URL?, damage: String) -> String {
    "the place index \(file.map { "\($0.path) " } ?? "")is damaged (\(damage)); it is built again"
  }

  /// The warning for an index that could not be written or put in place (`draft`,
  /// `commit`): one sentence with the path and the reason, as the answer still comes.
  func warning(for error: StorageError) -> String {
    let detail: String
    switch error {
    case .unwritable(let path, let reason), .unreadable(let path, let reason): detail = "\(path): \(reason)"
    case .notAFile(let path): detail = "\(path) is a folder"
    }
    return "the place index cannot be cached (\(detail)), so it is built again on every run; "
      + "make \(directory.path) writable or set PLACESEARCH_CACHE_DIR to a folder that is"
  }

  /// Removes indexes of other format versions, and of other data beyond the most
  /// recently used that fit the limits (a process still using one keeps its mapping).
  private func removeIndexes(keeping current: String, size: Int) {
    let fileManager = FileManager.default
    let keys: Set<URLResourceKey> = [.contentModificationDateKey, .fileSizeKey]
    let files = (try? fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: Array(keys))) ?? []
    let thisVersion = "index-v\(IndexFormat.version)-"
    let pinnedNames = Set(pinned.map { file(for: $0).lastPathComponent })
    var others: [(url: URL, used: Date, size: Int)] = []
    for url in files {
      let name = url.lastPathComponent
      guard name.hasPrefix("index-") && name.hasSuffix(".bin") && name != current && !pinnedNames.contains(name)
      else { continue }
      guard name.hasPrefix(thisVersion), let values = try? url.resourceValues(forKeys: keys) else {
        try? fileManager.removeItem(at: url)
        continue
      }
      others.append((url, values.contentModificationDate ?? .distantPast, values.fileSize ?? 0))
    }
    var kept = 1, bytes = size
    for other in others.sorted(by: { $0.used > $1.used }) {
      if kept < keptIndexes && bytes + other.size <= keptBytes {
        kept += 1
        bytes += other.size
      } else {
        try? fileManager.removeItem(at: other.url)
      }
    }
  }
}
