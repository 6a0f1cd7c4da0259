import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// An index build leaves Swift's task executor free. On Linux the executor runs on
/// libdispatch's pool, as many threads as cores; a build whose parallel stages took
/// those threads (`DispatchQueue.concurrentPerform`, or a load run as a pool work item)
/// stopped every task of the process until the stage ended: a server's requests, and in
/// a test process every other test's awaits, for a minute on a fresh clone.
struct ExecutorDuringBuildTests {
  /// The child test, run in a process of its own (`ChildTestProcess`) so that no other
  /// test's work is queued on the executor beside the timer.
  static let child = "ExecutorDuringBuildTests/aTimerAwaitedWhileTwoIndexesBuild"

  /// Places enough for a build of a few seconds in a debug build.
  private static let rows = (0..<30_000).map { number in
    TestData.Row(
      id: 100_000 + number, name: "Place \(number % 1_013) Ville \(number)", alternates: ["Alt \(number)"],
      latitude: Double(number % 170) - 85, longitude: Double(number % 350) - 175, population: 500 + number)
  }

  /// Two builds at once, each on a thread of its own as `TestData.engine()` and the
  /// shared test index build: each stage in parts took all but one pool thread, so two
  /// at once took them all.
  @Test func anAwaitedTimerFiresOnTimeWhileIndexesBuild() async throws {
    // Two builds: the budget of an index build (under ThreadSanitizer on a busy machine
    // they passed the 150 s of an ordinary wait).
    let ending = try await ChildTestProcess.run(Self.child, timeout: TestBudget.indexBuild)
    #expect(ending.status == 0, "\(ending.output)")
    let report = try #require(ending.report, "the child reported nothing: \(ending.output)")
    let numbers = report.split(separator: " ").compactMap { Int($0) }
    try #require(numbers.count == 2, "\(report)")
    let (timers, latestMs) = (numbers[0], numbers[1])
    #expect(timers >= 5, "\(report)")
    #expect(Double(latestMs) < 500 * TestBudget.slowdown, "a 20 ms timer fired up to \(latestMs) ms late while the indexes were built (\(report))")
  }

  /// The child's work: a 20 ms timer awaited again and again while two indexes build;
  /// it reports the timers and the latest one's lateness in milliseconds.
  @Test(.enabled(if: ChildTestProcess.isRunning(ExecutorDuringBuildTests.child)))
  func aTimerAwaitedWhileTwoIndexesBuild() async throws {
    let (first, second) = (try TestData(Self.rows), try TestData(Self.rows))
    defer { for data in [first, second] { try? FileManager.default.removeItem(at: data.folder) } }
    let built = Box(0)
    for data in [first, second] {
      Task.detached {
        _ = try? await data.engine()
        built.update { $0 += 1 }
      }
    }
    let period = Duration.milliseconds(20)
    var (latest, timers) = (Duration.zero, 0)
    while built.value < 2 {
      let start = ContinuousClock.now
      try await Task.sleep(for: period)
      latest = max(latest, ContinuousClock.now - start - period)
      timers += 1
    }
    ChildTestProcess.report("\(timers) timers \(Int(latest / .milliseconds(1))) ms")
  }
}
