import CZlib
import Foundation

/// Inflates gzip-compressed data files (the embedded dataset, `.gz` GeoNames dumps).
enum Gzip {
  /// Inflates a gzip stream (possibly several members) with zlib.
  static func gunzip(_ input: [UInt8], path: String) throws(PlaceKitError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(input.count * 4)
    var stream = z_stream()
    // 15 window bits + 32: detect the gzip header.
    guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .unreadableData(path: path, reason: "zlib failed to start") }
    defer { inflateEnd(&stream) }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    var status: Int32 = Z_OK
    let failure: PlaceKitError? = input.withUnsafeBufferPointer { inBuffer -> PlaceKitError? in
      stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
      stream.avail_in = uInt(inBuffer.count)
      while true {
        let produced = chunk.withUnsafeMutableBufferPointer { outBuffer -> Int in
          stream.next_out = outBuffer.baseAddress
          stream.avail_out = uInt(outBuffer.count)
          status = inflate(&stream, Z_NO_FLUSH)
          return outBuffer.count - Int(stream.avail_out)
        }
        output.append(contentsOf: chunk[0..<produced])
        if status == Z_STREAM_END {
          // Concatenated gzip members: keep going while input remains.
          if stream.avail_in == 0 { return nil }
          inflateReset(&stream)
          continue
        }
        if status != Z_OK {
          return .unreadableData(path: path, reason: "the gzip data is corrupt")
        }
        if stream.avail_in == 0 && produced == 0 {
          return .unreadableData(path: path, reason: "the gzip data is truncated")
        }
      }
    }
    if let failure { throw failure }
    return output
  }
}
