import Foundation

/// Scratch space for a build: bytes that are only needed again at its end, appended in
/// pieces and read back in order, so they need not stay in memory meanwhile.
///
/// The file is unlinked as soon as it is made, so nothing is left behind however the
/// process ends. Where no file can be made (no writable folder) or written (a full
/// disk), the bytes are kept in memory instead: a build then needs more memory, but it
/// does not fail.
final class SpillFile {
  /// The open, unlinked file; nil once the bytes are kept in memory.
  private var descriptor: Int32?
  /// The bytes, when kept in memory.
  private var memory: [UInt8] = []
  /// Why the bytes cannot be read back, if they cannot.
  private var failure: StorageError?
  /// Bytes appended so far.
  private(set) var size = 0
  /// Bytes read back at once.
  static let pieceSize = 1 << 22
  /// The folder it was asked to be in.
  let directory: URL?

  /// A spill file in `directory`, or in memory when `directory` is nil or unwritable.
  init(directory: URL?) {
    self.directory = directory
    guard let directory else { return }
    var template = Array(directory.appendingPathComponent(".spill-\(getpid())-XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard made >= 0 else { return }
    _ = fcntl(made, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    descriptor = made
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Whether the bytes are on disk (rather than in memory).
  var isOnDisk: Bool { descriptor != nil }

  /// Appends `bytes`; returns where they are, for `read`.
  func append(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
    let range = size..<(size + bytes.count)
    if let descriptor, AtomicFile.writeAll(bytes, to: descriptor, at: size) != nil {
      keepInMemory()
    }
    if descriptor == nil { memory.append(contentsOf: bytes) }
    size += bytes.count
    return range
  }

  /// Calls `body` with the bytes of `range` (from `append`), in order, a piece of at most
  /// `pieceSize` bytes at a time.
  func read(
    _ range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws(StorageError) -> Void
  ) throws(StorageError) {
    precondition(range.lowerBound >= 0 && range.upperBound <= size, "a spill file reads back what it was given")
    if let failure { throw failure }
    guard let descriptor else {
      try memory.withBytes { (bytes) throws(StorageError) in
        var start = range.lowerBound
        while start < range.upperBound {
          let end = min(start + SpillFile.pieceSize, range.upperBound)
          try body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
          start = end
        }
      }
      return
    }
    var piece = [UInt8](repeating: 0, count: min(SpillFile.pieceSize, range.count))
    var start = range.lowerBound
    while start < range.upperBound {
      let count = min(piece.count, range.upperBound - start)
      if let reason = piece.withUnsafeMutableBytes({ SpillFile.readAll(into: $0, count: count, from: descriptor, at: start) }) {
        throw SpillFile.unreadable(reason)
      }
      try piece.withBytes { (bytes) throws(StorageError) in try body(UnsafeRawBufferPointer(rebasing: bytes[..<count])) }
      start += count
    }
  }

  /// Fills `buffer` with the bytes from `offset` on (appended before): how a reader
  /// that keeps its own place, such as one of several sorted runs being merged, pulls
  /// the next piece.
  func copy(from offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(StorageError) {
    precondition(offset >= 0 && offset + buffer.count <= size, "a spill file reads back what it was given")
    if let failure { throw failure }
    guard let descriptor else {
      memory.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + buffer.count])) }
      return
    }
    if let reason = SpillFile.readAll(into: buffer, count: buffer.count, from: descriptor, at: offset) {
      throw SpillFile.unreadable(reason)
    }
  }

  /// Moves what the file holds into memory and goes on there (the disk filled up).
  private func keepInMemory() {
    guard let descriptor else { return }
    memory = [UInt8](repeating: 0, count: size)
    if let reason = memory.withUnsafeMutableBytes({ SpillFile.readAll(into: $0, count: size, from: descriptor, at: 0) }) {
      failure = SpillFile.unreadable(reason)
    }
    close(descriptor)
    self.descriptor = nil
  }

  /// Reads `count` bytes at `offset`; nil when done, else why it stopped.
  private static func readAll(
    into buffer: UnsafeMutableRawBufferPointer, count: Int, from descriptor: Int32, at offset: Int
  ) -> String? {
    var done = 0
    while done < count {
      let result = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
      if result > 0 {
        done += result
      } else if result == 0 {
        return "it ended early"
      } else if errno != EINTR {
        return String(cString: strerror(errno))
      }
    }
    return nil
  }

  private static func unreadable(_ reason: String) -> StorageError {
    .unreadable(path: "the index build's scratch file", reason: reason)
  }
}
