import PlaceKit
/// Keeps the `capacity` highest-scoring items seen so far (a bounded min-heap).
struct TopK<Item> {
  private(set) var heap: [(score: Float, item: Item)] = []
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    heap.reserveCapacity(capacity)
  }

  /// The lowest score that still gets in once full, else -infinity.
  var threshold: Float { heap.count < capacity ? -.infinity : heap[0].score }

  /// Offers an item; kept if it beats the current lowest of a full heap.
  mutating func insert(_ item: Item, score: Float) {
    if heap.count < capacity {
      heap.append((score, item))
      siftUp(heap.count - 1)
    } else if capacity > 0 && score > heap[0].score {
      heap[0] = (score, item)
      siftDown(0)
    }
  }

  /// The kept items, best first.
  func sorted() -> [(score: Float, item: Item)] {
    heap.sorted { $0.score > $1.score }
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].score < heap[parent].score else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1, right = left + 1
      var smallest = parent
      if left < heap.count && heap[left].score < heap[smallest].score { smallest = left }
      if right < heap.count && heap[right].score < heap[smallest].score { smallest = right }
      if smallest == parent { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
