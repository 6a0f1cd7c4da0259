import PlaceKit
/// A byte array in the index file (keys, strings), read in bounds-checked slices.
struct Blob {
  let base: UnsafePointer<UInt8>
  let count: Int
  /// Where a slice out of range is reported (see `Column.damage`).
  unowned(unsafe) let damage: IndexDamage

  /// The `length` bytes at `offset`; empty unless they all lie inside (then the index is
  /// reported damaged).
  @inline(__always)
  func bytes(at offset: Int, length: Int) -> UnsafeBufferPointer<UInt8> {
    guard offset >= 0, length > 0, offset <= count, length <= count - offset else {
      if length != 0 || offset < 0 || offset > count { damage.report() }
      return UnsafeBufferPointer(start: base, count: 0)
    }
    return UnsafeBufferPointer(start: base + offset, count: length)
  }

  /// A string stored as a UInt16 length and UTF-8 bytes, at `offset`.
  func lengthPrefixed(at offset: Int) -> UnsafeBufferPointer<UInt8> {
    let header = bytes(at: offset, length: 2)
    guard header.count == 2 else { return header }
    return bytes(at: offset + 2, length: Int(header[0]) | Int(header[1]) << 8)
  }
}
