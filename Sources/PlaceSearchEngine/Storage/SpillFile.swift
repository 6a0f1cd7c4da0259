import Foundation
import PlaceKit

/// Scratch space for a build: bytes that are only needed again at its end, appended in
/// pieces and read back in order, so they need not stay in memory meanwhile.
///
/// The file is unlinked as soon as it is made, so nothing is left behind however the
/// process ends. Where no file can be made (no writable folder) or written (a full
/// disk), the bytes are kept in memory instead: a build then needs more memory, but it
/// does not fail.
///
/// It is shared by the threads of a build (the shares of a merge read their runs from
/// it at once): every call takes its lock, a `Box`'s, which ThreadSanitizer sees.
final class SpillFile: Sendable {
  private struct State: Sendable {
    /// The open, unlinked file; nil once the bytes are kept in memory.
    var descriptor: Int32?
    /// The bytes, when kept in memory.
    var memory: [UInt8] = []
    /// Why the bytes cannot be read back, if they cannot.
    var failure: StorageError?
    /// Bytes appended so far.
    var size = 0
  }
  private let state: Box<State>
  /// Bytes read back at once.
  static let pieceSize = 1 << 22
  /// The folder it was asked to be in.
  let directory: URL?

  /// A spill file in `directory`, or in memory when `directory` is nil or unwritable.
  init(directory: URL?) {
    self.directory = directory
    state = Box(State(descriptor: SpillFile.unlinkedFile(in: directory)))
  }

  deinit {
    state.update { if let descriptor = $0.descriptor { close(descriptor) } }
  }

  /// A new file in `directory`, unlinked at once; nil when none can be made.
  private static func unlinkedFile(in directory: URL?) -> Int32? {
    guard let directory else { return nil }
    var template = Array(directory.appendingPathComponent(".spill-\(getpid())-XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard made >= 0 else { return nil }
    _ = fcntl(made, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return made
  }

  /// Whether the bytes are on disk (rather than in memory).
  var isOnDisk: Bool { state.update { $0.descriptor != nil } }

  /// Bytes appended so far: where the next append lands only while no other thread
  /// appends (`append` returns where its bytes went).
  var size: Int { state.update { $0.size } }

  /// Appends `bytes`; returns where they are, for `read`.
  func append(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
    state.update { state in
      let range = state.size..<(state.size + bytes.count)
      if let descriptor = state.descriptor, AtomicFile.writeAll(bytes, to: descriptor, at: state.size) != nil {
        SpillFile.keepInMemory(&state)
      }
      if state.descriptor == nil { state.memory.append(contentsOf: bytes) }
      state.size += bytes.count
      return range
    }
  }

  /// Calls `body` with the bytes of `range` (from `append`), in order, a piece of at most
  /// `pieceSize` bytes at a time.
  func read(
    _ range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws(StorageError) -> Void
  ) throws(StorageError) {
    let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: min(SpillFile.pieceSize, range.count), alignment: 8)
    defer { piece.deallocate() }
    var start = range.lowerBound
    while start < range.upperBound {
      let bytes = UnsafeMutableRawBufferPointer(rebasing: piece[..<min(piece.count, range.upperBound - start)])
      try copy(from: start, into: bytes)
      try body(UnsafeRawBufferPointer(bytes))
      start += bytes.count
    }
  }

  /// Fills `buffer` with the bytes from `offset` on (appended before): how a reader
  /// that keeps its own place, such as one of several sorted runs being merged, pulls
  /// the next piece.
  func copy(from offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(StorageError) {
    let failure: StorageError? = state.update { state in
      precondition(offset >= 0 && offset + buffer.count <= state.size, "a spill file reads back what it was given")
      if let failure = state.failure { return failure }
      guard let descriptor = state.descriptor else {
        state.memory.withUnsafeBytes {
          buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + buffer.count]))
        }
        return nil
      }
      return SpillFile.readAll(into: buffer, count: buffer.count, from: descriptor, at: offset).map(SpillFile.unreadable)
    }
    if let failure { throw failure }
  }

  /// Moves what the file holds into memory and goes on there (the disk filled up).
  private static func keepInMemory(_ state: inout State) {
    guard let descriptor = state.descriptor else { return }
    state.memory = [UInt8](repeating: 0, count: state.size)
    let size = state.size
    if let reason = state.memory.withUnsafeMutableBytes({ readAll(into: $0, count: size, from: descriptor, at: 0) }) {
      state.failure = unreadable(reason)
    }
    close(descriptor)
    state.descriptor = nil
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
