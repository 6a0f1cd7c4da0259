import PlaceKit
/// A set of area numbers (`IndexView.placeArea`), as bits: built per query from the
/// area qualifier table, asked once per matching entry.
struct AreaSet {
  private var words: [UInt64]

  /// An empty set of areas numbered below `count`, or with `filled` every one of them.
  init(count: Int, filled: Bool = false) {
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
    guard filled else { return }
    for area in 0..<count { insert(area) }
  }

  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  @inline(__always)
  func contains(_ area: Int) -> Bool {
    area >> 6 < words.count && words[area >> 6] & (1 << UInt64(area & 63)) != 0
  }

  mutating func insert(_ area: Int) {
    words[area >> 6] |= 1 << UInt64(area & 63)
  }

  mutating func formIntersection(_ other: AreaSet) {
    for index in words.indices { words[index] &= other.words[index] }
  }

  mutating func formUnion(_ other: AreaSet) {
    for index in words.indices { words[index] |= other.words[index] }
  }
}
