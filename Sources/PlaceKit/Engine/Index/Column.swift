/// A typed array in the index file. Every read is bounds-checked, in release builds too:
/// the index is mapped from a file whose body is not checksummed at start, so a corrupt
/// one must give a wrong answer, never a crash; a read past the end gives zero.
struct Column<Element: BitwiseCopyable> {
  let base: UnsafeRawPointer
  let count: Int

  @inline(__always)
  subscript(index: Int) -> Element {
    guard UInt(bitPattern: index) < UInt(bitPattern: count) else { return Column.zero }
    return base.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Element.self)
  }

  private static var zero: Element { withUnsafeBytes(of: (UInt64(0), UInt64(0))) { $0.load(as: Element.self) } }
}

extension Column where Element: BinaryInteger {
  /// For a column of offsets (N + 1 starts): the slots `self[index]..<self[index + 1]` of
  /// the column they point into, clamped to its `limit` slots.
  @inline(__always)
  func span(_ index: Int, within limit: Int) -> Range<Int> {
    let start = min(Int(truncatingIfNeeded: self[index]), limit)
    return max(0, start)..<max(0, start, min(Int(truncatingIfNeeded: self[index + 1]), limit))
  }
}
