import Foundation
import PlaceKit

/// Reads a data file as text, chunk by chunk, never whole unless asked: plain, gzip or
/// zip (`ByteDecoder`), from disk, a pipe (`--data <(zcat KR.txt.gz)`) or the embedded
/// dataset. It refuses what is not data: a directory, a device (`/dev/zero` would never
/// end), or a file that changes while it is read (a download still being written, a file
/// truncated under us; read with `read`, not mapped, so truncation is an error and never
/// a SIGBUS). A file deleted while it is read is fine: the open descriptor still reads
/// the complete, consistent bytes.
struct DataFileReader {
  /// Called after the first chunk has been read; tests use it to change the file mid-read.
  var afterFirstChunk: (@Sendable (URL) -> Void)? = nil
  /// Bytes per `read` call.
  var chunkSize = 1 << 22

  /// Streams the text of `file` to `body` in chunks; `progress` hears the share of the
  /// file read so far (of its compressed bytes, for a compressed file; nothing for a pipe).
  func stream(
    _ file: DataFile, progress: ((Double) -> Void)? = nil,
    _ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void
  ) throws(PlaceKitError) {
    var decoder = ByteDecoder(path: file.path)
    switch file {
    case .embedded(let embedded):
      let bytes = try embedded.linkedBytes()
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + chunkSize)
        try decoder.feed(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), body)
        start = end
        progress?(Double(end) / Double(bytes.count))
      }
    case .disk(let url):
      try readRaw(url, progress: progress) { (chunk) throws(PlaceKitError) in try decoder.feed(chunk, body) }
    }
    try decoder.finish(body)
  }

  /// The whole text of `file` (the small tables beside a places file).
  func read(_ file: DataFile) throws(PlaceKitError) -> [UInt8] {
    var text: [UInt8] = []
    try stream(file) { text.append(contentsOf: $0) }
    return text
  }

  /// Reads the raw bytes of the file at `url` in chunks, checking at the end that it did
  /// not change while read.
  private func readRaw(
    _ url: URL, progress: ((Double) -> Void)?, _ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void
  ) throws(PlaceKitError) {
    let path = url.path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadableData(path: path, reason: DataFileReader.openFailure(errno))
    }
    defer { close(descriptor) }
    var before = stat()
    guard fstat(descriptor, &before) == 0 else {
      throw .unreadableData(path: path, reason: String(cString: strerror(errno)))
    }
    let type = before.st_mode & S_IFMT
    if type == S_IFDIR { throw .unreadableData(path: path, reason: "it is a directory") }
    guard type == S_IFREG || type == S_IFIFO else {
      throw .unreadableData(path: path, reason: "it is not a regular file or a pipe")
    }
    let isRegular = type == S_IFREG
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    var total = 0, chunks = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadableData(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      try chunk.withBytes { (bytes) throws(PlaceKitError) in
        try body(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
      }
      total += count
      chunks += 1
      if chunks == 1 { afterFirstChunk?(url) }
      if isRegular && before.st_size > 0 { progress?(min(1, Double(total) / Double(before.st_size))) }
    }
    guard isRegular else { return }
    var after = stat()
    guard fstat(descriptor, &after) == 0 else {
      throw .unreadableData(path: path, reason: String(cString: strerror(errno)))
    }
    if total != Int(before.st_size) || after.st_size != before.st_size
      || after.st_mtim.tv_sec != before.st_mtim.tv_sec || after.st_mtim.tv_nsec != before.st_mtim.tv_nsec
    {
      throw .unreadableData(
        path: path, reason: "it changed while it was being read (is it still being written?)")
    }
  }

  /// What identifies the file at `url` cheaply and safely for the index cache, without
  /// reading it: its path, device, inode, size and modification time; nil for a pipe,
  /// whose bytes only reading tells.
  static func identity(of url: URL) -> [UInt64]? {
    var info = stat()
    guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var hash = FastHash()
    Array(url.standardizedFileURL.path.utf8).withUnsafeBytes { hash.combine($0) }
    return [
      hash.finalize(), UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
      UInt64(bitPattern: Int64(info.st_mtim.tv_sec)), UInt64(info.st_mtim.tv_nsec),
    ]
  }

  /// The size in bytes of the regular file at `url`; nil for a pipe or a missing file.
  static func size(of url: URL) -> Int? {
    var info = stat()
    guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  private static func openFailure(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES: return "permission denied"
    case EISDIR: return "it is a directory"
    default: return String(cString: strerror(code))
    }
  }
}
