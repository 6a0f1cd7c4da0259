import Foundation
import PlaceFuzzing
import PlaceKitFakes
import Testing

/// Replays the fuzz corpus (seeds and every past finding of `Scripts/fuzz.sh`) through
/// the fuzz targets: a finding, once fixed, stays fixed. Each target's replay builds
/// indexes and asks them, on a thread of its own (`OwnThread.compute`).
struct FuzzCorpusTests {
  @Test(arguments: FuzzTarget.allCases)
  func corpusRunsClean(target: FuzzTarget) async throws {
    let folder = try #require(Bundle.module.url(forResource: "FuzzCorpus", withExtension: nil))
      .appendingPathComponent(target.rawValue)
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    #expect(files.count >= 3)
    let inputs = try files.map { [UInt8](try Data(contentsOf: $0)) }
    await OwnThread.compute {
      for input in inputs { target.run(input) }
    }
  }
}
