import PlaceKit
/// The sorted search keys of an index: the part of `IndexView` a walk over the keys
/// needs, small enough to carry through a recursive one (the view is some 50 columns).
struct EntryKeys {
  let offset: Column<UInt32>
  let length: Column<UInt16>
  let blob: Blob

  /// The key bytes of entry `entry`.
  @inline(__always)
  func key(of entry: Int) -> UnsafeBufferPointer<UInt8> {
    blob.bytes(at: Int(offset[entry]), length: Int(length[entry]))
  }
}
