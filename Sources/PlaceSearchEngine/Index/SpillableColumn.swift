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

  /// Moves the elements in memory to the end of `file`.
  mutating func spill(into file: SpillFile) {
    guard !elements.isEmpty else { return }
    pieces.append(elements.withUnsafeBytes { file.append($0) })
    spilledCount += elements.count
    elements = []
  }
}
