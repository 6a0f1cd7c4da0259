import PlaceKit
import CZlib

/// Inflates a zlib stream piece by piece: gzip (members one after another, as `.gz`
/// files may hold) or raw deflate (a zip member). Output comes in pieces of at most
/// `outputSize` bytes, so nothing is ever held whole.
final class Inflater {
  /// What the compressed bytes are wrapped in.
  enum Wrapping {
    /// gzip headers and trailers; members may follow one another.
    case gzip
    /// Bare deflate data, as a zip member holds it; it ends with its last block.
    case raw
  }

  private var stream = z_stream()
  /// What the compressed bytes are wrapped in.
  let wrapping: Wrapping
  private let path: String
  private var output: [UInt8]
  /// Whether the (last) compressed stream has ended.
  private(set) var ended = false

  /// An inflater for `wrapping` data; `path` names the file in errors.
  init(_ wrapping: Wrapping, path: String, outputSize: Int = 1 << 22) throws(PlaceKitError) {
    self.wrapping = wrapping
    self.path = path
    output = [UInt8](repeating: 0, count: outputSize)
    // 15 window bits; + 32 detects the gzip header, negative means no header at all.
    let bits: Int32 = wrapping == .gzip ? 15 + 32 : -15
    guard inflateInit2_(&stream, bits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .unreadableData(path: path, reason: "zlib failed to start")
    }
  }

  deinit { inflateEnd(&stream) }

  /// Inflates `input`, handing each piece of output to `body`; returns how many input
  /// bytes were used (all of them, unless raw data ended inside `input`).
  @discardableResult
  func feed(
    _ input: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void
  ) throws(PlaceKitError) -> Int {
    guard !input.isEmpty, let base = input.baseAddress else { return 0 }
    stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
    stream.avail_in = uInt(input.count)
    while stream.avail_in > 0 {
      if ended {
        // Another gzip member follows the one that ended.
        guard wrapping == .gzip else { break }
        inflateReset(&stream)
        ended = false
      }
      let (status, produced) = output.withUnsafeMutableBytes { out -> (Int32, Int) in
        stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(out.count)
        let status = inflate(&stream, Z_NO_FLUSH)
        return (status, out.count - Int(stream.avail_out))
      }
      if produced > 0 {
        try output.withBytes { (out) throws(PlaceKitError) in
          try body(UnsafeRawBufferPointer(rebasing: out[0..<produced]))
        }
      }
      switch status {
      case Z_STREAM_END: ended = true
      case Z_OK: break
      case Z_BUF_ERROR where produced == 0: return input.count - Int(stream.avail_in)
      default: throw corrupt
      }
    }
    return input.count - Int(stream.avail_in)
  }

  /// Checks that the compressed data ended where the input did.
  func finish() throws(PlaceKitError) {
    guard ended else { throw .unreadableData(path: path, reason: "the \(name) data is truncated") }
  }

  private var name: String { wrapping == .gzip ? "gzip" : "zip" }
  private var corrupt: PlaceKitError { .unreadableData(path: path, reason: "the \(name) data is corrupt") }
}
