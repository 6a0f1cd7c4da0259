import PlaceKit
/// The counting pass the index build's bucketed sorts share: the numbers
/// `0..<buckets.count` grouped by their bucket, in number order within each, and where
/// each bucket's numbers start (`bucketCount + 1` offsets, the last one the end).
///
/// Entries by their first two key bytes (`IndexBuilder.sortedOrder`), places by grid
/// cell (`spatialGrid`) and ids by the top 16 bits of their hashes (`orderByHash`) are
/// grouped with it before each group is sorted on its own.
func groupedByBucket<Bucket: FixedWidthInteger>(_ buckets: [Bucket], bucketCount: Int) -> (
  start: [Int], numbers: [UInt32]
) {
  var start = [Int](repeating: 0, count: bucketCount + 1)
  for bucket in buckets { start[Int(bucket) + 1] += 1 }
  for bucket in 0..<bucketCount { start[bucket + 1] += start[bucket] }
  var fill = start
  var numbers = [UInt32](repeating: 0, count: buckets.count)
  for (number, bucket) in buckets.enumerated() {
    numbers[fill[Int(bucket)]] = UInt32(number)
    fill[Int(bucket)] += 1
  }
  return (start, numbers)
}
