import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// The two forms of the one binary search agree wherever the point lies.
struct BinarySearchTests {
  @Test(arguments: [0, 1, 2, 3, 7, 64, 1000])
  func searchingFromTheStartFindsWhatBisectionFinds(count: Int) {
    let sorted = (0..<count).map { $0 / 3 }
    for value in -1...(count / 3 + 1) {
      for start in Set([0, count / 2, count]) {
        let range = start..<count
        let bisected = partitionPoint(in: range) { sorted[$0] > value }
        let galloped = partitionPoint(nearStartOf: range) { sorted[$0] > value }
        #expect(galloped == bisected, "value \(value) from \(start) of \(count)")
      }
    }
  }
}
