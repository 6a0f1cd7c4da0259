import PlaceKit
/// A fast non-cryptographic 64-bit hash over bytes (four independent lanes), used to key
/// the index cache by the data it was built from and to detect corrupt cache files.
struct FastHash {
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5
  )
  private var length: UInt64 = 0
  private static let prime: UInt64 = 0x9E37_79B1_85EB_CA87
  /// The bytes `combine` mixes a word per lane at a time; the bytes after the last whole
  /// block are mixed one by one. So combining bytes in pieces gives the hash of combining
  /// them at once only when every piece but the last is a multiple of this size.
  static let blockSize = 32

  init() {}

  /// Mixes `buffer` into the hash.
  mutating func combine(_ buffer: UnsafeRawBufferPointer) {
    let count = buffer.count
    var index = 0
    while index + FastHash.blockSize <= count {
      lanes.0 = mix(lanes.0, buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      lanes.1 = mix(lanes.1, buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
      lanes.2 = mix(lanes.2, buffer.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
      lanes.3 = mix(lanes.3, buffer.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
      index += FastHash.blockSize
    }
    while index < count {
      lanes.0 = mix(lanes.0, UInt64(buffer[index]))
      index += 1
    }
    length &+= UInt64(count)
  }

  /// Mixes an integer into the hash.
  mutating func combine(_ value: UInt64) {
    lanes.1 = mix(lanes.1, value)
  }

  /// The hash of everything combined so far.
  func finalize() -> UInt64 {
    var h = lanes.0 ^ (lanes.1 &<< 1 | lanes.1 &>> 63) ^ (lanes.2 &<< 7 | lanes.2 &>> 57)
    h ^= (lanes.3 &<< 12 | lanes.3 &>> 52) ^ length
    h ^= h &>> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h &>> 33
    h &*= 0xC4CE_B9FE_1A85_EC53
    h ^= h &>> 33
    return h
  }

  @inline(__always)
  private func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let x = (lane ^ word) &* FastHash.prime
    return x &<< 31 | x &>> 33
  }
}
