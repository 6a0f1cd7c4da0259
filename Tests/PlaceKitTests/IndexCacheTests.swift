import Foundation
import Testing
@testable import PlaceKit

/// The index cache: reused when valid, rebuilt when corrupt or when the data changes.
struct IndexCacheTests {
  private func indexFiles(_ data: TestData) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: data.cache, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasPrefix("index-") }
  }

  @Test func corruptCacheIsRebuiltNotTrusted() throws {
    let data = try TestData(TestData.world)
    _ = try data.engine()
    let file = try #require(try indexFiles(data).first)
    var bytes = try [UInt8](Data(contentsOf: file))
    let size = bytes.count
    bytes[bytes.count / 2] ^= 0xFF
    try Data(bytes).write(to: file)
    let engine = try data.engine()
    #expect(engine.complete("seoul", limit: 1).first?.placeIDs == ["geonames:11"])
    #expect(try Data(contentsOf: file).count == size)
    #expect(try [UInt8](Data(contentsOf: file)) != bytes)

    try Data(bytes.prefix(100)).write(to: file)  // truncated
    #expect(try data.engine().placeCount == TestData.world.count)
  }

  @Test func changedDataGetsANewIndexAndTheOldOneIsRemoved() throws {
    let data = try TestData(TestData.world)
    _ = try data.engine()
    let before = try indexFiles(data)
    var rows = TestData.world
    rows[0].population = 5_000_000  // Portland, Maine becomes the big one
    try data.write(rows)
    let engine = try data.engine()
    #expect(engine.complete("portland", limit: 1).first?.placeIDs.first == "geonames:1")
    let after = try indexFiles(data)
    #expect(after.count == 1)
    #expect(after != before)
  }

  @Test func invalidIndexBytesAreRejected() {
    #expect(throws: PlaceIndex.Invalid.tooShort) { try PlaceIndex(data: Data([1, 2, 3]), sourceHash: 0) }
    let junk = Data(repeating: 0x41, count: 4096)
    #expect(throws: PlaceIndex.Invalid.badMagic) { try PlaceIndex(data: junk, sourceHash: 0) }
  }
}
