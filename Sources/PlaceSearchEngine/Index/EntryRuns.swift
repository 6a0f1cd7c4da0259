import Foundation
import PlaceKit

/// The entries of an index being built as sorted runs waiting in a `SpillFile`, and their
/// merge: how a big source's tens of millions of search keys are put in index order
/// without all of them in memory at once.
///
/// A run is a stretch of consecutive entries sorted as the index orders them (by key
/// bytes, then best first, then by number: `IndexBuilder.sortedOrder`). Merged with
/// equal keys and scores taken in run order, the runs give exactly the order of sorting
/// all entries at once. In the file an entry is its key's length (2 bytes), its key,
/// its kind (1 byte), its place and its name reference (4 bytes each), little-endian.
///
/// The merge is shared out over the cores by ranges of keys' first bytes: each run
/// notes where each first byte starts in it, so every share merges its stretch of
/// every run, and the shares' results follow one another.
struct EntryRuns {
  /// A run: its bytes in the spill file, and for each first key byte (and 256 for its
  /// end), where its first entry whose key starts with that byte or a greater one is,
  /// and how many entries come before it.
  private struct Run {
    var bytes: Range<Int>
    var byteStart: [(offset: Int, entries: Int)]
  }
  /// The runs, in entry order.
  private var runs: [Run] = []
  /// The entries in all runs.
  private(set) var count = 0
  /// The key bytes in all runs: at most what the merged, packed keys take.
  private var keyBytes = 0

  /// Bytes written to the spill file at once, and read back at once per run.
  private static let pieceSize = 1 << 20
  /// Entries a share of the merge has at least, by default.
  private static let shareSize = 1 << 20
  /// Entries merged between two reports of progress.
  private static let progressStep = 1 << 20
  /// The bytes of an entry in a run besides its key: its length, kind, place and name.
  static let recordOverhead = 2 + 1 + 4 + 4
  /// The most bytes one entry takes in a run.
  static let maxRecordSize = SearchKey.maxLength + recordOverhead

  init() {}

  /// Sorts the entries given as columns (keys in `keyBlob`, scores from `importance` of
  /// their places) and appends them to `spill` as a run after the runs added before. A
  /// run is one stretch of the file: nothing else may append to it meanwhile.
  mutating func add(
    keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32], name: [UInt32],
    importance: [Float], to spill: SpillFile
  ) {
    guard !keyOffset.isEmpty else { return }
    let order = EntryRuns.order(
      keyBlob: keyBlob, keyOffset: keyOffset, keyLength: keyLength, kind: kind, place: place, importance: importance)
    let start = spill.size
    // Where the next piece goes; each one must land there.
    var end = start
    func write(_ bytes: UnsafeRawBufferPointer) {
      let range = spill.append(bytes)
      precondition(range.lowerBound == end, "a run's pieces follow one another in the spill file")
      end = range.upperBound
    }
    let piece = UnsafeMutableRawBufferPointer.allocate(
      byteCount: EntryRuns.pieceSize + EntryRuns.maxRecordSize, alignment: 8)
    defer { piece.deallocate() }
    var filled = 0
    var byteStart: [(offset: Int, entries: Int)] = []
    byteStart.reserveCapacity(257)
    keyBlob.withUnsafeBytes { blob in
      for (position, entry) in order.enumerated() {
        let entry = Int(entry)
        let offset = Int(keyOffset[entry]), length = Int(keyLength[entry])
        let firstByte = length > 0 ? Int(blob[offset]) : 0
        while byteStart.count <= firstByte { byteStart.append((end + filled, position)) }
        piece.storeBytes(of: UInt16(length).littleEndian, toByteOffset: filled, as: UInt16.self)
        (piece.baseAddress! + filled + 2).copyMemory(from: blob.baseAddress! + offset, byteCount: length)
        piece.storeBytes(of: kind[entry], toByteOffset: filled + 2 + length, as: UInt8.self)
        piece.storeBytes(of: place[entry].littleEndian, toByteOffset: filled + 3 + length, as: UInt32.self)
        piece.storeBytes(of: name[entry].littleEndian, toByteOffset: filled + 7 + length, as: UInt32.self)
        filled += EntryRuns.recordOverhead + length
        if filled >= EntryRuns.pieceSize {
          write(UnsafeRawBufferPointer(rebasing: piece[..<filled]))
          filled = 0
        }
      }
    }
    write(UnsafeRawBufferPointer(rebasing: piece[..<filled]))
    while byteStart.count <= 256 { byteStart.append((end, keyOffset.count)) }
    runs.append(Run(bytes: start..<end, byteStart: byteStart))
    count += keyOffset.count
    keyBytes += keyLength.reduce(0) { $0 + Int($1) }
  }

  /// The entries in index order: `IndexBuilder.sortedOrder` by the static score of each
  /// entry's kind and place.
  private static func order(
    keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32], importance: [Float]
  ) -> [UInt32] {
    let score = keyOffset.indices.map {
      MatchKind.staticScore(importance: importance[Int(place[$0])], kindCode: kind[$0])
    }
    return IndexBuilder.sortedOrder(keyBlob: keyBlob, keyOffset: keyOffset, keyLength: keyLength, score: score)
  }

  /// All entries in index order: the runs' and the last ones given as columns (as `add`
  /// takes them). Their keys are laid out in that order with each run of equal
  /// neighbours stored once.
  ///
  /// Without runs, the last entries are sorted in memory and never go through `spill`:
  /// a small source costs no scratch round trip. Otherwise they become the last run and
  /// every run is merged.
  ///
  /// The merge is shared out over `shares` threads (by default one per core, for
  /// enough entries); `progress` hears about the share of the entries merged so far.
  consuming func sorted(
    lastKeyBlob keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32],
    name: [UInt32], importance: [Float], spill: SpillFile, shares: Int? = nil,
    progress: (@Sendable (Double) -> Void)? = nil
  ) throws(StorageError) -> SortedEntries {
    guard runs.isEmpty else {
      add(
        keyBlob: keyBlob, keyOffset: keyOffset, keyLength: keyLength, kind: kind, place: place, name: name,
        importance: importance, to: spill)
      let shares = shares ?? min(ProcessInfo.processInfo.activeProcessorCount, count / EntryRuns.shareSize + 1)
      return try merged(importance: importance, from: spill, shares: shares, progress: progress)
    }
    let order = EntryRuns.order(
      keyBlob: keyBlob, keyOffset: keyOffset, keyLength: keyLength, kind: kind, place: place, importance: importance)
    // A column at a time: the gathers in sorted order are independent loads.
    var sorted = SortedEntries(capacity: order.count, keyBytes: keyLength.reduce(0) { $0 + Int($1) })
    sorted.kind = order.map { kind[Int($0)] }
    sorted.place = order.map { place[Int($0)] }
    sorted.name.append(contentsOf: order.lazy.map { name[Int($0)] })
    keyBlob.withUnsafeBytes { blob in
      for entry in order {
        let offset = Int(keyOffset[Int(entry)])
        sorted.appendKey(UnsafeRawBufferPointer(rebasing: blob[offset..<offset + Int(keyLength[Int(entry)])]))
      }
    }
    return sorted
  }

  /// Every run's entries merged in index order, read back from `spill` (see `sorted`):
  /// in `shares` ranges of first key bytes with about as many entries each, merged at
  /// once and then put one after the other.
  private func merged(
    importance: [Float], from spill: SpillFile, shares: Int, progress: (@Sendable (Double) -> Void)?
  ) throws(StorageError) -> SortedEntries {
    // Entries before each first byte, over all runs; the shares' first bytes.
    let before = (0...256).map { byte in runs.reduce(0) { $0 + $1.byteStart[byte].entries } }
    var cuts = [0]
    for share in 1..<max(1, shares) {
      let target = count * share / shares
      cuts.append(max(cuts[share - 1], before.firstIndex { $0 >= target } ?? 256))
    }
    cuts.append(256)
    let merges = Box<[Result<SortedEntries, StorageError>?]>(Array(repeating: nil, count: cuts.count - 1))
    let (allRuns, all, firstBytes) = (runs, (entries: count, keyBytes: keyBytes), cuts)
    ParallelWork.perform(iterations: firstBytes.count - 1) { share in
      let result = Result { () throws(StorageError) in
        // The first share has room for all: the others are appended to it.
        try EntryRuns.merge(
          allRuns, firstBytes: firstBytes[share]..<firstBytes[share + 1], importance: importance, spill: spill,
          room: share == 0 ? all : nil, progress: share == 0 ? progress : nil)
      }
      merges.update { $0[share] = result }
    }
    var sorted = try merges.update { $0[0].take() }!.get()
    for share in 1..<firstBytes.count - 1 {
      sorted.append(contentsOf: try merges.update { $0[share].take() }!.get(), spill: spill)
    }
    return sorted
  }

  /// The entries of `runs` whose keys start with a byte in `firstBytes`, merged in index
  /// order; with room for `room` entries and key bytes when given, else for these.
  /// `progress` hears the share of these merged so far.
  private static func merge(
    _ runs: [Run], firstBytes: Range<Int>, importance: [Float], spill: SpillFile, room: (entries: Int, keyBytes: Int)?,
    progress: (@Sendable (Double) -> Void)?
  ) throws(StorageError) -> SortedEntries {
    let stretches = runs.map { $0.byteStart[firstBytes.lowerBound].offset..<$0.byteStart[firstBytes.upperBound].offset }
    let entries = runs.reduce(0) { $0 + $1.byteStart[firstBytes.upperBound].entries - $1.byteStart[firstBytes.lowerBound].entries }
    let keyBytes = stretches.reduce(0) { $0 + $1.count } - EntryRuns.recordOverhead * entries
    var sorted = SortedEntries(capacity: room?.entries ?? entries, keyBytes: room?.keyBytes ?? keyBytes)
    var cursors: [RunCursor] = []
    defer { for cursor in cursors { cursor.deallocate() } }
    // The runs with an entry left, as a binary min-heap by `RunCursor.precedes`.
    var heap: [Int] = []
    for (number, stretch) in stretches.enumerated() {
      cursors.append(RunCursor(run: number, bytes: stretch, bufferSize: EntryRuns.pieceSize))
      if try cursors[number].advance(importance: importance, spill: spill) { heap.append(number) }
    }
    func siftDown(_ start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { return }
        var child = left
        if left + 1 < heap.count && cursors[heap[left + 1]].precedes(cursors[heap[left]]) { child = left + 1 }
        guard cursors[heap[child]].precedes(cursors[heap[parent]]) else { return }
        heap.swapAt(parent, child)
        parent = child
      }
    }
    for start in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(start) }
    while let top = heap.first {
      let entry = cursors[top]
      sorted.append(
        key: entry.key, kind: entry.kind, place: entry.place, name: entry.name, spill: spill)
      if sorted.place.count % EntryRuns.progressStep == 0 { progress?(Double(sorted.place.count) / Double(entries)) }
      if try !cursors[top].advance(importance: importance, spill: spill) {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
      }
      siftDown(0)
    }
    return sorted
  }
}

/// The entries of an index in its order (`EntryRuns.merged`): the entry sections and
/// what the passes after the sort read.
struct SortedEntries {
  /// Each entry's key in `keyBlob`.
  var keyOffset: [UInt32] = []
  var keyLength: [UInt16] = []
  var kind: [UInt8] = []
  var place: [UInt32] = []
  /// Name references, spilled as they are merged: they are only written out.
  var name = SpillableColumn<UInt32>()
  /// The keys, laid out in entry order with each run of equal neighbours stored once: a
  /// walk over neighbouring entries reads neighbouring bytes.
  var keyBlob: [UInt8] = []
  /// Where the last entry's key is in `keyBlob`.
  private var lastKey = (offset: 0, length: -1)
  /// Name references a merge holds in memory before it spills them.
  private static let nameSpillCount = 1 << 20

  /// Room for `capacity` entries whose keys take at most `keyBytes` (pages never
  /// written are never resident).
  init(capacity: Int, keyBytes: Int) {
    keyOffset.reserveCapacity(capacity)
    keyLength.reserveCapacity(capacity)
    kind.reserveCapacity(capacity)
    place.reserveCapacity(capacity)
    keyBlob.reserveCapacity(keyBytes)
  }

  /// Adds the entry after the last one in index order; its key is stored only if it
  /// differs from the last one's. Names go to `spill` every `nameSpillCount`.
  mutating func append(
    key: UnsafeRawBufferPointer, kind: UInt8, place: UInt32, name: UInt32, spill: SpillFile
  ) {
    appendKey(key)
    self.kind.append(kind)
    self.place.append(place)
    self.name.append(name)
    if self.name.elements.count >= SortedEntries.nameSpillCount { self.name.spill(into: spill) }
  }

  /// Adds the entries of `other`, which follow these in index order (its keys differ
  /// from these keys; its spilled names are in `spill`). Each of its columns is let go
  /// once appended: with room reserved here, the two together take no more memory
  /// than the whole.
  mutating func append(contentsOf other: consuming SortedEntries, spill: SpillFile) {
    let shift = keyBlob.count
    keyOffset.append(contentsOf: other.keyOffset.lazy.map { $0 + UInt32(shift) })
    other.keyOffset = []
    keyLength.append(contentsOf: other.keyLength)
    other.keyLength = []
    kind.append(contentsOf: other.kind)
    other.kind = []
    place.append(contentsOf: other.place)
    other.place = []
    keyBlob.append(contentsOf: other.keyBlob)
    other.keyBlob = []
    name.append(contentsOf: other.name, spill: spill)
    lastKey = (other.lastKey.offset + shift, other.lastKey.length)
  }

  /// Adds the key of the entry after the last one (`keyOffset`, `keyLength`), its bytes
  /// only if they differ from the last key's.
  mutating func appendKey(_ key: UnsafeRawBufferPointer) {
    let isRepeat =
      key.count == lastKey.length
      && keyBlob.withUnsafeBytes { memcmp($0.baseAddress! + lastKey.offset, key.baseAddress!, key.count) == 0 }
    if !isRepeat {
      lastKey = (keyBlob.count, key.count)
      keyBlob.append(contentsOf: key)
    }
    keyOffset.append(UInt32(lastKey.offset))
    keyLength.append(UInt16(key.count))
  }
}

/// A run being merged: its current entry decoded, the bytes after it buffered.
private struct RunCursor {
  /// The run's number: of equal keys and scores, the earlier run's entry comes first.
  let run: Int
  /// Where the bytes not yet buffered start and where the run ends, in the spill file.
  private var next: Int
  private let end: Int
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// Bytes buffered, and where the entry after the current one starts among them.
  private var filled = 0
  private var following = 0
  // The current entry.
  private var keyStart = 0
  private var keyLength = 0
  /// The first 16 key bytes as two big-endian words (`IndexBuilder.keyWord`).
  private var words: (UInt64, UInt64) = (0, 0)
  private(set) var kind: UInt8 = 0
  private(set) var place: UInt32 = 0
  private(set) var name: UInt32 = 0
  private var score: Float = 0

  init(run: Int, bytes: Range<Int>, bufferSize: Int) {
    self.run = run
    next = bytes.lowerBound
    end = bytes.upperBound
    buffer = .allocate(capacity: bufferSize + EntryRuns.maxRecordSize)
  }

  func deallocate() { buffer.deallocate() }

  /// The current entry's key bytes.
  var key: UnsafeRawBufferPointer { UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[keyStart..<keyStart + keyLength])) }

  /// Moves to the next entry; false when the run has none left.
  mutating func advance(importance: [Float], spill: SpillFile) throws(StorageError) -> Bool {
    if filled - following < EntryRuns.maxRecordSize && next < end {
      let kept = filled - following
      if kept > 0 { buffer.baseAddress!.update(from: buffer.baseAddress! + following, count: kept) }
      let count = min(buffer.count - kept, end - next)
      try spill.copy(from: next, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[kept..<kept + count])))
      next += count
      (filled, following) = (kept + count, 0)
    }
    guard following < filled else { return false }
    let base = UnsafeRawPointer(buffer.baseAddress!) + following
    keyLength = Int(UInt16(littleEndian: base.loadUnaligned(as: UInt16.self)))
    keyStart = following + 2
    kind = base.load(fromByteOffset: 2 + keyLength, as: UInt8.self)
    place = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 3 + keyLength, as: UInt32.self))
    name = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 7 + keyLength, as: UInt32.self))
    score = MatchKind.staticScore(importance: importance[Int(place)], kindCode: kind)
    following += EntryRuns.recordOverhead + keyLength
    let bytes = UnsafeBufferPointer(rebasing: buffer[..<filled])
    words = (
      IndexBuilder.keyWord(bytes, keyStart, keyLength, from: 0), IndexBuilder.keyWord(bytes, keyStart, keyLength, from: 8)
    )
    return true
  }

  /// Whether this run's entry comes before `other`'s in index order.
  func precedes(_ other: RunCursor) -> Bool {
    if words.0 != other.words.0 { return words.0 < other.words.0 }
    if words.1 != other.words.1 { return words.1 < other.words.1 }
    let common = min(keyLength, other.keyLength)
    if common > 16 {
      let order = memcmp(buffer.baseAddress! + keyStart + 16, other.buffer.baseAddress! + other.keyStart + 16, common - 16)
      if order != 0 { return order < 0 }
    }
    if keyLength != other.keyLength { return keyLength < other.keyLength }
    if score != other.score { return score > other.score }
    return run < other.run
  }
}
