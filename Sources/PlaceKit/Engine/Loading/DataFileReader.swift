import Foundation

/// Reads a data file whole, refusing what is not data: a directory, a device (`/dev/zero`
/// would never end), or a file that changes while it is read (a download still being
/// written, a file truncated under us). A file deleted while it is read is fine: the open
/// descriptor still reads the complete, consistent bytes.
///
/// Regular files and pipes (`--data <(zcat KR.txt.gz)`) are accepted.
struct DataFileReader {
  /// Called after the first chunk has been read; tests use it to change the file mid-read.
  var afterFirstChunk: (@Sendable (URL) -> Void)? = nil
  /// Bytes per `read` call.
  var chunkSize = 1 << 22

  /// The bytes of `file`; an embedded file missing from the build (linked in empty) is
  /// `missingEmbeddedData`.
  func read(_ file: DataFile) throws(PlaceKitError) -> [UInt8] {
    switch file {
    case .disk(let url):
      return try read(url)
    case .embedded(let embedded):
      return [UInt8](try embedded.linkedBytes())
    }
  }

  /// The bytes of the file at `url`.
  func read(_ url: URL) throws(PlaceKitError) -> [UInt8] {
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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(type == S_IFREG ? Int(before.st_size) : chunkSize)
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    var chunks = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadableData(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      chunks += 1
      if chunks == 1 { afterFirstChunk?(url) }
    }
    guard type == S_IFREG else { return bytes }
    var after = stat()
    guard fstat(descriptor, &after) == 0 else {
      throw .unreadableData(path: path, reason: String(cString: strerror(errno)))
    }
    if bytes.count != Int(before.st_size) || after.st_size != before.st_size
      || after.st_mtim.tv_sec != before.st_mtim.tv_sec || after.st_mtim.tv_nsec != before.st_mtim.tv_nsec
    {
      throw .unreadableData(
        path: path, reason: "it changed while it was being read (is it still being written?)")
    }
    return bytes
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
