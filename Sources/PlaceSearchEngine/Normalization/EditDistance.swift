import PlaceKit
/// The edit distance of two short sequences: insertions, deletions and substitutions,
/// and with `transpositions` adjacent swaps too, each one edit (optimal string
/// alignment). Used by the typo check of a query's words and by the choice of a place's
/// everyday Hangul name.
enum EditDistance {
  /// The distance of `a` and `b`, or anything above `bound` once it is certain to exceed it.
  static func between<Element: Equatable>(
    _ a: [Element], _ b: [Element], transpositions: Bool, above bound: Int = .max
  ) -> Int {
    if abs(a.count - b.count) > bound { return bound + 1 }
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if transpositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous) = (previous, current)
    }
    return previous[b.count]
  }
}
