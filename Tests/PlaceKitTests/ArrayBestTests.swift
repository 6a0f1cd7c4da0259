import PlaceKitFakes
import Testing
@testable import PlaceSearchEngine

/// `best(_:by:)` gives what a full sort's first elements are, for any count.
struct ArrayBestTests {
  @Test func theBestAreASortsFirst() {
    var random = SeededRandom(seed: 0xBE57)
    let seed = random.description
    // (score, place): scores repeat, places do not, as a candidate pool's.
    let precedes: ((Int, Int), (Int, Int)) -> Bool = { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }
    for _ in 0..<300 {
      let size = Int.random(in: 0...600, using: &random)
      let elements = (0..<size).map { (Int.random(in: 0...40, using: &random), $0) }.shuffled(using: &random)
      let count = Int.random(in: 0...700, using: &random)
      let best = elements.best(count, by: precedes)
      let sorted = Array(elements.sorted(by: precedes).prefix(count))
      #expect(best.map(\.1) == sorted.map(\.1), "\(seed): \(size) elements, best \(count)")
      if best.map(\.1) != sorted.map(\.1) { return }
    }
  }
}
