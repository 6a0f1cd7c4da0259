import PlaceKit
/// A column of an index being built that is only written out at the end, so its older
/// elements can wait in a `SpillFile` rather than in memory: the pieces spilled, in
/// order, then the elements still in memory.
struct SpillableColumn<Element: BitwiseCopyable & Sendable>: Sendable {
  /// Where the spilled elements are in the spill file, in order.
  private(set) var pieces: [Range<Int>] = []
  private var spilledCount = 0
  /// The elements after the spilled ones.
  private(set) var elements: [Element] = []

  init() {}

  /// A column of `elements`, none spilled yet.
  init(_ elements: [Element]) { self.elements = elements }

  /// The number of elements, spilled or not.
  var count: Int { spilledCount + elements.count }

  mutating func append(_ element: Element) { elements.append(element) }

  mutating func append(contentsOf newElements: some Sequence<Element>) { elements.append(contentsOf: newElements) }

  /// Adds the elements of `other`, whose spilled pieces are in `file` too; these
  /// elements in memory are spilled first, so that the pieces stay in order.
  mutating func append(contentsOf other: SpillableColumn, spill file: SpillFile) {
    if !other.pieces.isEmpty {
      spill(into: file)
      pieces += other.pieces
      spilledCount += other.spilledCount
    }
    elements.append(contentsOf: other.elements)
  }

  /// The elements at `indices` (ascending), read back from `file` where spilled: the
  /// pieces stream through once, a few of their elements kept.
  func elements(at indices: [Int], from file: SpillFile) throws(StorageError) -> [Element] {
    precondition(SpillFile.pieceSize % MemoryLayout<Element>.stride == 0, "a piece read back holds whole elements")
    precondition(zip(indices, indices.dropFirst()).allSatisfy(<), "indices ascend")
    var found: [Element] = []
    found.reserveCapacity(indices.count)
    var next = 0
    var pieceStart = 0
    for piece in pieces {
      let pieceEnd = pieceStart + piece.count / MemoryLayout<Element>.stride
      if next < indices.count && indices[next] < pieceEnd {
        var bytesRead = 0
        try file.read(piece) { (bytes) throws(StorageError) in
          let first = pieceStart + bytesRead / MemoryLayout<Element>.stride
          let last = first + bytes.count / MemoryLayout<Element>.stride
          while next < indices.count && indices[next] < last {
            let offset = (indices[next] - first) * MemoryLayout<Element>.stride
            found.append(bytes.loadUnaligned(fromByteOffset: offset, as: Element.self))
            next += 1
          }
          bytesRead += bytes.count
        }
      }
      pieceStart = pieceEnd
    }
    while next < indices.count {
      found.append(elements[indices[next] - spilledCount])
      next += 1
    }
    return found
  }

  /// Calls `body` with the elements in order, a run at a time: the spilled pieces read
  /// back from `file` (at most `SpillFile.pieceSize` bytes at a time), then the elements
  /// in memory.
  func forEachRun(
    from file: SpillFile, _ body: (UnsafeBufferPointer<Element>) throws(StorageError) -> Void
  ) throws(StorageError) {
    precondition(SpillFile.pieceSize % MemoryLayout<Element>.stride == 0, "a piece read back holds whole elements")
    for piece in pieces {
      // Each piece read back is copied into a buffer of its own, aligned for any element.
      try file.read(piece) { (bytes) throws(StorageError) in
        try bytes.withMemoryRebound(to: Element.self) { (run) throws(StorageError) in try body(run) }
      }
    }
    try elements.withUnsafeBufferPointer { (run) throws(StorageError) in try body(run) }
  }

  /// Every element, the spilled ones read back from `file`.
  func all(from file: SpillFile) throws(StorageError) -> [Element] {
    var all: [Element] = []
    all.reserveCapacity(count)
    try forEachRun(from: file) { (run) throws(StorageError) in all.append(contentsOf: run) }
    return all
  }

  /// Moves the elements in memory to the end of `file`.
  mutating func spill(into file: SpillFile) {
    guard !elements.isEmpty else { return }
    pieces.append(elements.withUnsafeBytes { file.append($0) })
    spilledCount += elements.count
    elements = []
  }
}
