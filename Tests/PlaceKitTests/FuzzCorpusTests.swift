import Foundation
import PlaceFuzzing
import Testing

/// Replays the fuzz corpus (seeds and every past finding of `Scripts/fuzz.sh`) through
/// the fuzz targets: a finding, once fixed, stays fixed.
struct FuzzCorpusTests {
  @Test(arguments: FuzzTarget.allCases)
  func corpusRunsClean(target: FuzzTarget) throws {
    let folder = try #require(Bundle.module.url(forResource: "FuzzCorpus", withExtension: nil))
      .appendingPathComponent(target.rawValue)
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    #expect(files.count >= 3)
    for file in files {
      target.run([UInt8](try Data(contentsOf: file)))
    }
  }
}
