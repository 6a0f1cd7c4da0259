import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit

/// An index build leaves Swift's task executor free. On Linux the executor runs on
/// libdispatch's pool, as many threads as cores; a build whose parallel stages took
/// those threads (`DispatchQueue.concurrentPerform`, or a load run as a pool work item)
/// stopped every task of the process until the stage ended: a server's requests, and in
/// a test process every other test's awaits, for a minute on a fresh clone.
struct ExecutorDuringBuildTests {
  /// Places enough for a build of a few seconds in a debug build.
  private static let rows = (0..<30_000).map { number in
    TestData.Row(
      id: 100_000 + number, name: "Place \(number % 1_013) Ville \(number)", alternates: ["Alt \(number)"],
      latitude: Double(number % 170) - 85, longitude: Double(number % 350) - 175, population: 500 + number)
  }

  /// Two builds at once, each on a thread of its own as `TestData.engine()` and the
  /// shared test index build: each stage in parts took all but one pool thread, so two
  /// at once took them all. In a process of its own (an exit test), so that no other
  /// test's work is queued on the executor beside the timer.
  @Test func anAwaitedTimerFiresOnTimeWhileIndexesBuild() async {
    let child = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let (first, second) = (try TestData(ExecutorDuringBuildTests.rows), try TestData(ExecutorDuringBuildTests.rows))
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
      for data in [first, second] { try? FileManager.default.removeItem(at: data.folder) }
      let budget = Duration.milliseconds(500) * TestBudget.slowdown
      guard timers >= 5, latest < budget else {
        FileHandle.standardError.write(Data("a 20 ms timer fired up to \(latest) late while the indexes were built (\(timers) timers)\n".utf8))
        exit(1)
      }
    }
    let said = String(decoding: child?.standardErrorContent ?? [], as: UTF8.self)
    #expect(!said.contains("late while"), "\(said)")
  }
}
