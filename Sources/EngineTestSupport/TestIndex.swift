import Foundation
import PlaceKit
import PlaceSearchEngine
import PlaceKitFakes

/// The embedded dataset's index for the whole test process: built once, into
/// `.build/test-index-cache`, on a thread of its own, and awaited by every test that
/// needs it, in process (the engine) or through the binary (the cache it reads).
///
/// One build, not one per party: two builders of the same cache wait for each other's
/// lock, and the one that waited in a test thread held that thread. A thread of its own,
/// not the task executor's: on Linux the executor's threads are libdispatch's pool, as
/// many as the cores, and a build that held them for its half a minute (two minutes
/// under ThreadSanitizer) stopped every other test of the process, whose budgets then
/// ran out. The build's own parallel stages run on threads of the build's
/// (`ParallelWork`), so nothing of it sits on the pool.
public enum TestIndex {
  /// The index cache every test on the embedded dataset shares.
  public static let cacheDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/test-index-cache")

  /// The engine over the embedded dataset, or the error that stopped its build.
  public static func engine() async throws(PlaceKitError) -> PlaceEngine {
    try await loading.value.get()
  }

  /// Returns once the index is in the cache (or its build has failed: a run of the binary
  /// then builds it again and says why).
  public static func ready() async {
    _ = await loading.value
  }

  private static let loading = Task<Result<PlaceEngine, PlaceKitError>, Never> {
    do throws(PlaceKitError) {
      return .success(try await OwnThread.compute { () throws(PlaceKitError) in
        try PlaceEngine.load(.embedded, cacheDirectory: cacheDirectory)
      })
    } catch {
      return .failure(error)
    }
  }
}
