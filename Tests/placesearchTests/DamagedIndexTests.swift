/// End to end: a cached index damaged inside (its header and table whole) costs one
/// warning and a rebuild, and the command answers as with a whole index.
import Foundation
import Testing

@testable import PlaceKit

@Suite("a damaged index")
struct DamagedIndexTests {
  @Test("one warning, the answer of a whole index, and the cache mended for the next run")
  func aDamagedIndexIsRebuiltWithOneWarning() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = try folder.write("places.txt", CustomDataTests.places(missouriPopulation: 120_000))
    func search() async throws -> CLIResult {
      try await CLI.launch(["search", "springfield, mo", "--data", file.path, "--json"], cache: folder.cache)
    }
    let whole = try await search()
    #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
    let index = try #require(
      try FileManager.default.contentsOfDirectory(at: folder.cache, includingPropertiesForKeys: nil)
        .first { $0.lastPathComponent.hasPrefix("index-") })
    let good = try Data(contentsOf: index)
    // Every byte after the section table set: every number in the file out of range.
    var damaged = good
    let body = IndexFormat.headerSize + IndexFormat.tableSize
    damaged.replaceSubrange(body..<damaged.count, with: repeatElement(0xFF, count: damaged.count - body))
    try damaged.write(to: index)

    let mended = try await search()
    #expect(mended.status == 0)
    #expect(mended.stdout == whole.stdout)
    #expect(mended.errorLines.count == 1, "\(mended.stderr)")
    #expect(mended.errorLines.first?.hasPrefix("placesearch: warning: the place index \(index.path) is damaged") == true, "\(mended.stderr)")
    #expect(try Data(contentsOf: index) == good)

    let after = try await search()
    #expect(after.stdout == whole.stdout && after.stderr.isEmpty, "\(after.stderr)")
  }
}
