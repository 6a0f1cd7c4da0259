extension Array {
  /// The first `count` elements in the order `precedes` gives (a strict total order),
  /// as `sorted(by: precedes).prefix(count)` gives them, without sorting the rest: a heap
  /// of the best `count` seen, its worst at the root.
  func best(_ count: Int, by precedes: (Element, Element) -> Bool) -> [Element] {
    guard count < self.count else { return sorted(by: precedes) }
    guard count > 0 else { return [] }
    var heap = Array(prefix(count))
    // A parent precedes neither child: the root is the worst kept.
    func siftDown(_ start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1, right = left + 1
        var worst = parent
        if left < heap.count && precedes(heap[worst], heap[left]) { worst = left }
        if right < heap.count && precedes(heap[worst], heap[right]) { worst = right }
        if worst == parent { return }
        heap.swapAt(parent, worst)
        parent = worst
      }
    }
    for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start) }
    for element in self[count...] where precedes(element, heap[0]) {
      heap[0] = element
      siftDown(0)
    }
    return heap.sorted(by: precedes)
  }
}
