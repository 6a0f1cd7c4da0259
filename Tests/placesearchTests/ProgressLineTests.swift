import PlaceKit
import Testing
@testable import placesearch

/// The first-run progress line fits the terminal, so that it redraws in place.
struct ProgressLineTests {
  @Test(arguments: [200, 100, 80, 60, 40, 20, 10, 3, 1])
  func theLineLeavesTheLastColumnFree(columns: Int) {
    for fraction in [0.0, 0.42, 1.0] {
      let line = BuildProgressReporter.line(fraction: fraction, phase: "sorting keys", left: "2 min 10 s", columns: columns)
      #expect(DisplayWidth.of(line) <= max(1, columns - 1), "\(columns): \(line)")
      if columns >= 10 { #expect(line.contains("\(Int(fraction * 100))%"), "\(columns): \(line)") }
    }
  }

  @Test func aWideTerminalGetsEverything() {
    let line = BuildProgressReporter.line(fraction: 0.5, phase: "sorting keys", left: "3 s", columns: 200)
    #expect(line.hasPrefix("placesearch: building the place index (once per dataset) ██████████░░░░░░░░░░ 50% sorting keys · 3 s left"))
    let narrow = BuildProgressReporter.line(fraction: 0.5, phase: "sorting keys", left: "3 s", columns: 80)
    #expect(narrow == "placesearch: building the place index ██████████░░░░░░░░░░ 50% · 3 s left")
  }
}
