import Foundation

/// Finds, validates, builds and stores index files under the cache directory.
///
/// The file name carries a hash of the data files and the format version, so a changed
/// dataset or a new app version gets a new index; a file that fails validation (wrong
/// length, checksum, magic) is rebuilt, never trusted. Files are written through
/// `AtomicFile`, so a concurrent reader never sees half a file.
struct IndexCache {
  /// Where index files live (`AppDirectories.cacheFolder` unless a caller says otherwise).
  let directory: URL

  /// The file for data hashing to `sourceHash`.
  func file(for sourceHash: UInt64) -> URL {
    directory.appendingPathComponent(String(format: "index-v%d-%016llx.bin", IndexFormat.version, sourceHash))
  }

  /// The cached index for `sourceHash`, or nil when missing or invalid.
  func load(sourceHash: UInt64) -> PlaceIndex? {
    let url = file(for: sourceHash)
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
    return try? PlaceIndex(data: data, sourceHash: sourceHash)
  }

  /// Stores `bytes` atomically and removes index files of other data; failures to write
  /// (read-only home, full disk) only cost a rebuild next time, so the index is not
  /// flushed to disk either (a power cut costs at most a rebuild).
  func store(_ bytes: [UInt8], sourceHash: UInt64) {
    let target = file(for: sourceHash)
    // Files are only ever replaced whole, never rewritten in place, so a process that
    // has the old file mapped keeps reading valid bytes.
    guard (try? AtomicFile.write(bytes, to: target, access: .everyone, durable: false)) != nil else { return }
    removeOtherIndexes(keeping: target.lastPathComponent)
    AtomicFile.removeStaleTemporaries(in: directory, olderThan: 3600)
  }

  /// Removes indexes of other data (a process still using one keeps its mapping).
  private func removeOtherIndexes(keeping current: String) {
    let fileManager = FileManager.default
    for name in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
    where name.hasPrefix("index-") && name.hasSuffix(".bin") && name != current {
      try? fileManager.removeItem(at: directory.appendingPathComponent(name))
    }
  }
}
