import PlaceKitFakes
import Testing
@testable import PlaceKit

/// Numbers are written as `printf("%.*f")` writes them, trailing zeros off, without
/// Foundation's formatter on the way.
struct PlaceJSONNumberTests {
  @Test(arguments: [
    (0.0, 5, "0"), (-0.0, 5, "0"), (-0.000001, 5, "0"), (0.000005, 5, "0.00001"), (37.5665, 5, "37.5665"),
    (126.978, 5, "126.978"), (-46.63331, 5, "-46.63331"), (27.25, 1, "27.2"), (27.35, 1, "27.4"), (0.05, 1, "0.1"), (12.0, 1, "12"),
    (2.5, 0, "2"), (3.5, 0, "4"), (1e20, 5, "100000000000000000000"), (-179.999999, 5, "-180"),
  ])
  func edgeCases(value: Double, decimals: Int, text: String) {
    #expect(PlaceJSON.number(value, decimals: decimals) == text)
    #expect(PlaceJSON.formatted(value, decimals: decimals) == text)
  }

  /// Random coordinates and distances, many of them near a tie (a sixth decimal of 5),
  /// read back as `printf` writes them.
  @Test func everyValueReadsAsPrintfWritesIt() {
    var random = SeededRandom(seed: 0xD1_6175)
    let seed = random.description
    for _ in 0..<200_000 {
      let decimals = Int.random(in: 0...6, using: &random)
      let value: Double
      switch Int.random(in: 0..<3, using: &random) {
      case 0: value = Double.random(in: -180...180, using: &random)
      case 1: value = Double(Int.random(in: -180_000_000...180_000_000, using: &random)) / 1_000_000
      default: value = Double(Int.random(in: 0...200_000_000, using: &random)) / 10_000
      }
      let written = PlaceJSON.number(value, decimals: decimals)
      let printed = PlaceJSON.formatted(value, decimals: decimals)
      #expect(written == printed, "\(seed): \(value) with \(decimals) decimals")
      if written != printed { return }
    }
  }
}
