import Foundation

/// Small files that must never be lost: whole-file replacement that survives a crash or
/// power cut, and a lock that serializes read-modify-write between processes.
///
/// A write goes to a temporary file in the same folder, is flushed with `fsync`, renamed
/// over the target (atomic on POSIX) and the folder is flushed too, so a reader sees the
/// old file or the new one, never half of either. The lock is `flock` on a sibling
/// `NAME.lock` file: advisory, released by the kernel when a process dies.
enum AtomicFile {
  /// Replaces `url` with `data` durably; creates the folder when missing.
  static func write(_ data: Data, to url: URL) throws(StorageError) {
    let folder = url.deletingLastPathComponent()
    try createFolder(folder)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path: url.path, reason: errorText()) }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else {
          failure = errorText()
          return
        }
        written += result
      }
    }
    if failure == nil && fsync(descriptor) != 0 { failure = errorText() }
    close(descriptor)
    if failure == nil && rename(temporary.path, url.path) != 0 { failure = errorText() }
    if let failure {
      unlink(temporary.path)
      throw .unwritable(path: url.path, reason: failure)
    }
    syncFolder(folder)
  }

  /// Runs `body` holding an exclusive lock on `NAME.lock` beside `url`; other processes
  /// (and other descriptors in this one) wait for it.
  static func withLock<Result>(
    on url: URL, _ body: () throws(StorageError) -> Result
  ) throws(StorageError) -> Result {
    let lockFile = lockURL(for: url)
    try createFolder(lockFile.deletingLastPathComponent())
    let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path: lockFile.path, reason: errorText()) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .unwritable(path: lockFile.path, reason: errorText()) }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// The lock file guarding `url`: `NAME.lock` in the same folder.
  static func lockURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
  }

  /// The contents of `url`, or nil when it does not exist.
  static func read(_ url: URL) throws(StorageError) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: url.path, reason: errorText())
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw .unreadable(path: url.path, reason: "\((error as NSError).localizedDescription)")
    }
  }

  private static func createFolder(_ folder: URL) throws(StorageError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: folder.path, reason: "cannot create the folder")
    }
  }

  /// Flushes the folder entry of a rename; best effort (some file systems refuse it).
  private static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
