import Foundation

/// Finds, validates, builds and stores index files under the cache directory.
///
/// The file name carries a hash of the data files and the format version, so a changed
/// dataset or a new app version gets a new index; a file that fails validation (wrong
/// length, checksum, magic) is rebuilt, never trusted. Writes go to a temporary file
/// that is renamed into place, so a concurrent reader never sees half a file.
struct IndexCache {
  /// Where index files live: `$PLACESEARCH_CACHE_DIR`, else `$XDG_CACHE_HOME/placesearch`,
  /// else `~/.cache/placesearch`.
  let directory: URL

  /// The default directory from the environment.
  static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    if let explicit = environment["PLACESEARCH_CACHE_DIR"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("placesearch")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/placesearch")
  }

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
  /// (read-only home, full disk) only cost a rebuild next time.
  func store(_ bytes: [UInt8], sourceHash: UInt64) {
    let fileManager = FileManager.default
    let target = file(for: sourceHash)
    guard (try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
    else { return }
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    // A failed write (full disk) or rename (the name taken by a directory) leaves nothing
    // behind. Files are only ever replaced whole, never rewritten in place, so a process
    // that has the old file mapped keeps reading valid bytes.
    guard (try? writeFile(bytes, to: temporary)) != nil, rename(temporary.path, target.path) == 0 else {
      try? fileManager.removeItem(at: temporary)
      return
    }
    removeLeftovers(keeping: target.lastPathComponent)
  }

  /// Removes indexes of other data (a process still using one keeps its mapping), and
  /// temporary files that a writer killed mid-write left over an hour ago.
  private func removeLeftovers(keeping current: String) {
    let fileManager = FileManager.default
    let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
    let staleBefore = Date(timeIntervalSinceNow: -3600)
    for name in names {
      let url = directory.appendingPathComponent(name)
      if name.hasPrefix("index-") && name.hasSuffix(".bin") && name != current {
        try? fileManager.removeItem(at: url)
      } else if name.hasPrefix(".index-") && name.hasSuffix(".tmp"),
        let modified = try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date,
        modified < staleBefore
      {
        try? fileManager.removeItem(at: url)
      }
    }
  }

  /// Writes `bytes` to a new file straight from the buffer (the index is large; a `Data`
  /// copy would cost as much as the write).
  private func writeFile(_ bytes: [UInt8], to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { throw CocoaError(.fileWriteUnknown) }
        written += result
      }
    }
  }
}
