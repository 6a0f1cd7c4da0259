import PlaceKit
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

/// `partitionPoint(in:_:)` for a point expected near the start of `range`: probes 1, 2,
/// 4, 8, … positions in, then searches between the last two probes. Walking a long range
/// run by run (the children of a trie node) then costs the log of each run, not of the
/// range, and touches only entries near the run.
@inline(__always)
func partitionPoint(nearStartOf range: Range<Int>, _ isPastIt: (Int) -> Bool) -> Int {
  var low = range.lowerBound, high = range.lowerBound, step = 1
  while high < range.upperBound && !isPastIt(high) {
    low = high + 1
    high = min(range.upperBound, high + step)
    step *= 2
  }
  return partitionPoint(in: low..<high, isPastIt)
}
