import Foundation
import PlaceKit

/// The passes `IndexBuilder.finish` runs over everything added: the sort of the search
/// keys, the title groups, the spatial grid, the id order, and the best entries of large
/// prefixes (`NodeCollector`).
extension IndexBuilder {
  /// What `finish` computes from the sorted entries and the places in the background.
  struct FinishingPasses {
    var nodeLists: (ranges: [UInt64], listStart: [UInt32], lists: [UInt32])
    var titleGroups: TitleGroups
    var placeSections: Result<[UInt8], StorageError>
  }

  /// Places sharing a normalized primary name: for each place its group, and each
  /// group's places, most important first.
  struct TitleGroups {
    var placeGroup: [UInt32]
    var start: [UInt32] = [0]
    var members: [UInt32] = []
  }

  /// The title groups: the primary entries of each run of equal sorted keys.
  static func titleGroups(
    keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32], importance: [Float]
  ) -> TitleGroups {
    var groups = TitleGroups(placeGroup: [UInt32](repeating: IndexFormat.noGroup, count: importance.count))
    let primary = MatchKind.primary.rawValue
    keyBlob.withUnsafeBufferPointer { blob in
      var start = 0
      while start < keyOffset.count {
        var end = start + 1
        var primaries = kind[start] == primary ? 1 : 0
        while end < keyOffset.count
          && IndexBuilder.compare(
            blob, Int(keyOffset[start]), Int(keyLength[start]), Int(keyOffset[end]), Int(keyLength[end]))
            == 0
        {
          if kind[end] == primary { primaries += 1 }
          end += 1
        }
        if primaries > 1 {
          let members = (start..<end).filter { kind[$0] == primary }.map { place[$0] }
            .sorted { IndexBuilder.moreImportant($0, $1, in: importance) }
          for member in members { groups.placeGroup[Int(member)] = UInt32(groups.start.count - 1) }
          groups.members.append(contentsOf: members)
          groups.start.append(UInt32(groups.members.count))
        }
        start = end
      }
    }
    return groups
  }

  /// The spatial grid: cell offsets, and places by cell (`cells`, one per place), most
  /// important first.
  static func spatialGrid(cells: [UInt16], importance: [Float]) -> (start: [UInt32], places: [UInt32]) {
    let cellCount = IndexFormat.gridRows * IndexFormat.gridColumns
    // Places by cell in number order, then each cell's sorted: one array, no big sort.
    var (start, places) = groupedByBucket(cells, bucketCount: cellCount)
    for cell in 0..<cellCount where start[cell + 1] - start[cell] > 1 {
      places[start[cell]..<start[cell + 1]].sort { IndexBuilder.moreImportant($0, $1, in: importance) }
    }
    return (start.map(UInt32.init), places)
  }

  /// Numbers sorted by `hashes` (places by the hashes of their ids, aliases by theirs),
  /// equal hashes by number: how lookups by id find them (`IndexFormat.idHash`).
  ///
  /// The hashes are spread evenly, so a counting pass buckets the numbers by a hash's top 16 bits
  /// and each bucket (a few hundred numbers at most at full scale) is sorted on its own
  /// as (hash, number) pairs: no comparison reaches across the whole array.
  static func orderByHash(_ hashes: [UInt64]) -> [UInt32] {
    let bucketCount = 1 << 16
    var (start, order) = groupedByBucket(hashes.map { UInt16($0 >> 48) }, bucketCount: bucketCount)
    var pairs: [(hash: UInt64, number: UInt32)] = []
    for bucket in 0..<bucketCount where start[bucket + 1] - start[bucket] > 1 {
      let range = start[bucket]..<start[bucket + 1]
      pairs.removeAll(keepingCapacity: true)
      pairs.append(contentsOf: order[range].lazy.map { (hashes[Int($0)], $0) })
      pairs.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.number < $1.number }
      order.replaceSubrange(range, with: pairs.lazy.map(\.number))
    }
    return order
  }

  /// Whether place `a` comes before `b`: more important, or as important and numbered
  /// first. Static, over the one array it reads: a method's comparator would copy the
  /// whole builder at each comparison.
  static func moreImportant(_ a: UInt32, _ b: UInt32, in importance: [Float]) -> Bool {
    importance[Int(a)] != importance[Int(b)] ? importance[Int(a)] > importance[Int(b)] : a < b
  }

  /// An entry and the first 16 bytes of its key, as two big-endian words.
  private struct SortItem {
    var prefix: UInt64
    var secondWord: UInt64
    var entry: UInt32
  }

  /// Entry numbers in index order: by key bytes, then best first (higher static score)
  /// among equal keys, then by number.
  ///
  /// One counting pass buckets the entries by their first two key bytes; each bucket is
  /// then sorted on its own, the buckets shared out over the cores, by the first 16 key
  /// bytes as two words and the whole key only where those tie. Beyond the order itself,
  /// the sort holds one bucket's items per core and the sorted numbers of each share.
  static func sortedOrder(keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], score: [Float]) -> [UInt32] {
    let count = keyOffset.count
    let bucketCount = 1 << 16
    // Entries by bucket, in entry order within each.
    var (bucketStart, bucketed) = keyBlob.withUnsafeBufferPointer { blob in
      groupedByBucket(
        (0..<count).map { UInt16(IndexBuilder.keyWord(blob, Int(keyOffset[$0]), Int(keyLength[$0]), from: 0) >> 48) },
        bucketCount: bucketCount)
    }
    // Shares of whole buckets with about equal numbers of entries, several per core so
    // that a share with one huge bucket does not leave the other cores idle.
    let shares = max(1, min(8 * ProcessInfo.processInfo.activeProcessorCount, count / 4096 + 1))
    var shareBuckets = [0]
    for share in 1..<shares {
      let target = count * share / shares
      shareBuckets.append(max(shareBuckets[share - 1], partitionPoint(in: 0..<bucketCount) { bucketStart[$0 + 1] > target }))
    }
    shareBuckets.append(bucketCount)
    let sorted = Box<[[UInt32]?]>(Array(repeating: nil, count: shares))
    do {
      let (starts, ranges, entries) = (bucketStart, shareBuckets, bucketed)
      bucketed = []
      ParallelWork.perform(iterations: shares) { share in
        var result: [UInt32] = []
        result.reserveCapacity(starts[ranges[share + 1]] - starts[ranges[share]])
        keyBlob.withUnsafeBufferPointer { blob in
          keyOffset.withUnsafeBufferPointer { keyOffset in
            keyLength.withUnsafeBufferPointer { keyLength in
              score.withUnsafeBufferPointer { score in
                var items: [SortItem] = []
                for bucket in ranges[share]..<ranges[share + 1] where starts[bucket] < starts[bucket + 1] {
                  items.removeAll(keepingCapacity: true)
                  for entry in entries[starts[bucket]..<starts[bucket + 1]] {
                    let offset = Int(keyOffset[Int(entry)]), length = Int(keyLength[Int(entry)])
                    items.append(
                      SortItem(
                        prefix: IndexBuilder.keyWord(blob, offset, length, from: 0), secondWord: IndexBuilder.keyWord(blob, offset, length, from: 8),
                        entry: entry))
                  }
                  items.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    if a.secondWord != b.secondWord { return a.secondWord < b.secondWord }
                    let x = Int(a.entry), y = Int(b.entry)
                    let order = IndexBuilder.compare(
                      blob, Int(keyOffset[x]), Int(keyLength[x]), Int(keyOffset[y]), Int(keyLength[y]))
                    if order != 0 { return order < 0 }
                    if score[x] != score[y] { return score[x] > score[y] }
                    return x < y
                  }
                  result.append(contentsOf: items.lazy.map(\.entry))
                }
              }
            }
          }
        }
        sorted.update { $0[share] = result }
      }
    }
    var order: [UInt32] = []
    order.reserveCapacity(count)
    for share in 0..<shares {
      order.append(contentsOf: sorted.value[share]!)
      sorted.update { $0[share] = nil }
    }
    return order
  }

  /// Bytes `first..<first + 8` of the key at `offset` (of `length` bytes) as a big-endian
  /// word. Keys hold no zero byte, so padding a short key with zeros sorts it first.
  static func keyWord(_ blob: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int, from first: Int)
    -> UInt64
  {
    var word: UInt64 = 0
    for byte in first..<first + 8 {
      word <<= 8
      if byte < length { word |= UInt64(blob[offset + byte]) }
    }
    return word
  }

  /// memcmp-style comparison of two keys in the blob.
  static func compare(
    _ blob: UnsafeBufferPointer<UInt8>, _ aOffset: Int, _ aLength: Int, _ bOffset: Int,
    _ bLength: Int
  ) -> Int {
    let common = min(aLength, bLength)
    if common > 0 {
      let result = memcmp(blob.baseAddress! + aOffset, blob.baseAddress! + bOffset, common)
      if result != 0 { return Int(result) }
    }
    return aLength - bLength
  }
}

/// Finds every prefix whose entry range is too large to scan per keystroke and keeps its
/// best entries by static score (importance + match kind), each computed as it is
/// read: a column of them would be as big as the entries' place column.
struct NodeCollector {
  let keyBlob: [UInt8]
  let keyOffset: [UInt32]
  let keyLength: [UInt16]
  let kind: [UInt8]
  let place: [UInt32]
  /// Per place.
  let importance: [Float]
  var ranges: [UInt64] = []
  var listStart: [UInt32] = [0]
  var lists: [UInt32] = []

  init(
    keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32], importance: [Float]
  ) {
    self.keyBlob = keyBlob
    self.keyOffset = keyOffset
    self.keyLength = keyLength
    self.kind = kind
    self.place = place
    self.importance = importance
  }

  mutating func collect(lo: Int, hi: Int, depth: Int) {
    guard hi - lo > IndexFormat.scanLimit else { return }
    let range = UInt64(lo) << 32 | UInt64(hi)
    if ranges.last != range {
      ranges.append(range)
      var best = TopK<Int>(capacity: IndexFormat.nodeListSize)
      for index in lo..<hi {
        let score = MatchKind.staticScore(importance: importance[Int(place[index])], kindCode: kind[index])
        if score > best.threshold { best.insert(index, score: score) }
      }
      lists.append(contentsOf: best.sorted().map { UInt32($0.item) })
      listStart.append(UInt32(lists.count))
    }
    var index = lo
    while index < hi && Int(keyLength[index]) <= depth { index += 1 }
    while index < hi {
      let byte = keyBlob[Int(keyOffset[index]) + depth]
      // Keys in lo..<hi share `depth` bytes: find where the next byte changes.
      let end = partitionPoint(nearStartOf: (index + 1)..<hi) { keyBlob[Int(keyOffset[$0]) + depth] > byte }
      collect(lo: index, hi: end, depth: depth + 1)
      index = end
    }
  }

  /// The collected ranges in ascending order, as `IndexView.nodeList(for:)` searches
  /// them, each with its list. The walk meets a parent before its first child, which
  /// starts where the parent does but ends sooner, so its order is not theirs.
  func orderedByRange() -> (ranges: [UInt64], listStart: [UInt32], lists: [UInt32]) {
    let order = ranges.indices.sorted { ranges[$0] < ranges[$1] }
    var sortedLists: [UInt32] = []
    sortedLists.reserveCapacity(lists.count)
    var sortedStart: [UInt32] = [0]
    sortedStart.reserveCapacity(listStart.count)
    for node in order {
      sortedLists.append(contentsOf: lists[Int(listStart[node])..<Int(listStart[node + 1])])
      sortedStart.append(UInt32(sortedLists.count))
    }
    return (order.map { ranges[$0] }, sortedStart, sortedLists)
  }
}
