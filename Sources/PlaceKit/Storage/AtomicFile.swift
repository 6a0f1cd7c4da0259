import Foundation

/// Whole-file replacement that a crash never leaves half done, and a lock that serializes
/// read-modify-write between processes. The one implementation of both: the index
/// cache, the recent places and the settings all write through it.
///
/// A write goes to a temporary file `.NAME.PID.RANDOM.tmp` in the same folder and is
/// renamed over the target (atomic on POSIX), so a reader sees the old file or the new
/// one, never half of either, and needs no lock; a failed write removes its temporary
/// file. A durable write also `fsync`s the file before the rename, and afterwards the
/// folder (and the parent of any folder it created), so the change survives a power cut
/// once the call returns. The lock is `flock` on a sibling `NAME.lock` file: advisory,
/// released by the kernel when a process dies.
public enum AtomicFile {
  /// Who may read what is written.
  public enum Access {
    /// The user alone: files 0600, folders 0700 (history and settings; the XDG spec asks
    /// for 0700 folders).
    case owner
    /// Everyone: files 0644, folders 0755 (the index cache).
    case everyone

    var fileMode: mode_t { self == .owner ? 0o600 : 0o644 }
    var folderMode: mode_t { self == .owner ? 0o700 : 0o755 }
  }

  /// Replaces `url` with `bytes`, written straight from their buffer (the index is
  /// large: a copy would cost as much as the write); creates missing folders.
  public static func write(
    _ bytes: some ContiguousBytes, to url: URL, access: Access, durable: Bool
  ) throws(StorageError) {
    let draft = try Draft(replacing: url, access: access, durable: durable)
    let result: Result<Void, StorageError> = bytes.withUnsafeBytes { bytes in
      Result { () throws(StorageError) in try draft.append(bytes) }
    }
    try result.get()
    try draft.commit()
  }

  /// A replacement of a file being written under a temporary name in its folder: added
  /// to and patched in place, then renamed over the file by `commit`. Dropped without
  /// a commit, its temporary file is removed.
  package final class Draft {
    /// The file it replaces.
    package let target: URL
    /// Where it is written until `commit`.
    package let temporary: URL
    private let durable: Bool
    private var descriptor: Int32
    /// Bytes appended so far.
    package private(set) var size = 0

    /// Opens a new temporary file beside `url` (creating missing folders); `durable`
    /// flushes it, and then the folder, at the commit.
    package init(replacing url: URL, access: Access, durable: Bool) throws(StorageError) {
      let folder = url.deletingLastPathComponent()
      try createFolder(folder, access: access, durable: durable)
      target = url
      temporary = folder.appendingPathComponent(
        ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
      self.durable = durable
      descriptor = open(temporary.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, access.fileMode)
      guard descriptor >= 0 else { throw .unwritable(path: url.path, reason: errorText()) }
    }

    deinit {
      guard descriptor >= 0 else { return }
      close(descriptor)
      unlink(temporary.path)
    }

    /// Appends `bytes`.
    package func append(_ bytes: UnsafeRawBufferPointer) throws(StorageError) {
      if let failure = writeAll(bytes, to: descriptor, at: size) { throw .unwritable(path: target.path, reason: failure) }
      size += bytes.count
    }

    /// Overwrites bytes already appended, from `offset`.
    package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(StorageError) {
      precondition(offset + bytes.count <= size, "a draft is patched only where it was written")
      if let failure = writeAll(bytes, to: descriptor, at: offset) { throw .unwritable(path: target.path, reason: failure) }
    }

    /// Renames the written file over the target; the draft is then done.
    package func commit() throws(StorageError) {
      var failure: String?
      if durable && fsync(descriptor) != 0 { failure = errorText() }
      close(descriptor)
      descriptor = -1
      if failure == nil && rename(temporary.path, target.path) != 0 { failure = errorText() }
      if let failure {
        unlink(temporary.path)
        throw .unwritable(path: target.path, reason: failure)
      }
      if durable { syncFolder(target.deletingLastPathComponent()) }
    }
  }

  /// Runs `body` holding an exclusive lock on `NAME.lock` beside `url`; other processes
  /// (and other descriptors in this one) wait for it. Only writers need it.
  public static func withLock<Result>(
    on url: URL, _ body: () throws(StorageError) -> Result
  ) throws(StorageError) -> Result {
    let descriptor = try lock(url, access: .owner)
    defer { unlock(descriptor) }
    return try body()
  }

  /// Takes the exclusive lock on `NAME.lock` beside `url` (creating the folder and the
  /// file), waiting while another descriptor holds it; `whileWaiting` is called about
  /// every 0.1 s of the wait. Returns the descriptor to give `unlock`.
  package static func lock(
    _ url: URL, access: Access, whileWaiting: (() -> Void)? = nil
  ) throws(StorageError) -> Int32 {
    let lockFile = lockURL(for: url)
    try createFolder(lockFile.deletingLastPathComponent(), access: access, durable: access == .owner)
    let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, access.fileMode)
    guard descriptor >= 0 else { throw .unwritable(path: lockFile.path, reason: errorText()) }
    let operation = whileWaiting == nil ? LOCK_EX : LOCK_EX | LOCK_NB
    while flock(descriptor, operation) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        whileWaiting?()
        usleep(100_000)
      default:
        let reason = errorText()
        close(descriptor)
        throw .unwritable(path: lockFile.path, reason: reason)
      }
    }
    return descriptor
  }

  /// Releases a lock `lock` took.
  package static func unlock(_ descriptor: Int32) {
    close(descriptor)
  }

  /// The contents of `url`, or nil when it does not exist or holds only white space (an
  /// empty file a user made is no content either).
  public static func read(_ url: URL) throws(StorageError) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: url.path, reason: errorText())
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw .notAFile(path: url.path)
    }
    // read(2) rather than FileHandle, whose errors read "NSCocoaErrorDomain error 256".
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw .unreadable(path: url.path, reason: errorText())
      }
    }
    return data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) ? nil : data
  }

  /// Removes the temporary files in `folder` that a writer killed mid-write left more
  /// than `age` seconds ago (a younger one may belong to a writer still at work).
  package static func removeStaleTemporaries(in folder: URL, olderThan age: TimeInterval) {
    let fileManager = FileManager.default
    let staleBefore = Date(timeIntervalSinceNow: -age)
    for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let path = folder.appendingPathComponent(name).path
      if let modified = try? fileManager.attributesOfItem(atPath: path)[.modificationDate] as? Date,
        modified < staleBefore
      {
        unlink(path)
      }
    }
  }

  /// The lock file guarding `url`: `NAME.lock` in the same folder.
  private static func lockURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
  }

  /// Writes the whole buffer at `offset`; nil when done, else why it stopped.
  package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int) -> String? {
    var written = 0
    while written < buffer.count {
      let result = pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
      if result > 0 {
        written += result
      } else if result == 0 {
        return "the file system accepted no more bytes"  // errno is not set
      } else if errno != EINTR {
        return errorText()
      }
    }
    return nil
  }

  /// Creates `folder` and its missing parents with `access`'s mode; when `durable`,
  /// flushes the parent of each folder created, so the new entry survives a power cut.
  private static func createFolder(_ folder: URL, access: Access, durable: Bool) throws(StorageError) {
    if mkdir(folder.path, access.folderMode) == 0 {
      if durable { syncFolder(folder.deletingLastPathComponent()) }
      return
    }
    let reason = errno
    var isFolder: ObjCBool = false
    if reason == EEXIST, FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return
    }
    if reason == ENOENT, folder.path != "/" {
      try createFolder(folder.deletingLastPathComponent(), access: access, durable: durable)
      return try createFolder(folder, access: access, durable: durable)
    }
    throw .unwritable(path: folder.path, reason: "cannot create the folder (\(String(cString: strerror(reason))))")
  }

  /// Flushes a folder's entries (a rename, a new file or folder in it); best effort
  /// (some file systems refuse it).
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

/// read(2), by a name the file-reading code can call without `AtomicFile.read` in the way.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
