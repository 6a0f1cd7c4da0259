import PlaceKit
/// A typed array in the index file. Every read is bounds-checked, in release builds too:
/// the index is mapped from a file whose body is not checksummed at start, so a corrupt
/// one must give a wrong answer, never a crash. A read past the end gives zero and
/// reports the index damaged.
struct Column<Element: BitwiseCopyable> {
  let base: UnsafeRawPointer
  let count: Int
  /// Where an out-of-range read is reported; it belongs to the index the column is in,
  /// which outlives every view of it (views never escape `PlaceIndex.withView`).
  unowned(unsafe) let damage: IndexDamage

  @inline(__always)
  subscript(index: Int) -> Element {
    guard UInt(bitPattern: index) < UInt(bitPattern: count) else {
      damage.report()
      return Column.zero
    }
    return base.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Element.self)
  }

  private static var zero: Element { withUnsafeBytes(of: (UInt64(0), UInt64(0))) { $0.load(as: Element.self) } }
}

extension Column where Element: BinaryInteger {
  /// For a column of offsets (N + 1 starts): the slots `self[index]..<self[index + 1]` of
  /// the column they point into. Offsets that run backwards or past its `limit` slots
  /// report damage and give no slots (not a clamped range: that could be the whole
  /// column, read before the damage is acted on).
  @inline(__always)
  func span(_ index: Int, within limit: Int) -> Range<Int> {
    let start = Int(truncatingIfNeeded: self[index]), end = Int(truncatingIfNeeded: self[index + 1])
    guard 0 <= start, start <= end, end <= limit else {
      damage.report()
      return 0..<0
    }
    return start..<end
  }
}
