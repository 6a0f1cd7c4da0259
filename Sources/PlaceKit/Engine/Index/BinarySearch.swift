/// The one binary search of the engine: the first position in `range` at which
/// `isPastIt` holds, for a predicate that is false and then true along the range (where a
/// sorted array stops being before a value). Returns `range.upperBound` when it never holds.
///
/// Sorted keys, ids, node ranges, name hashes and favored entries are all found with it.
@inline(__always)
func partitionPoint(in range: Range<Int>, _ isPastIt: (Int) -> Bool) -> Int {
  var low = range.lowerBound, high = range.upperBound
  while low < high {
    let middle = low + (high - low) / 2
    if isPastIt(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
