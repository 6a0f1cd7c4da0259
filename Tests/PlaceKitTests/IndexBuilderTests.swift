import Testing
@testable import PlaceKit

/// How the builder lays out what it writes.
struct IndexBuilderTests {
  @Test func keysAreLaidOutInEntryOrderWithEqualNeighboursStoredOnce() {
    // Keys stored in the order places were added: "seoul", "b", "seo", "seoul".
    let blob = Array("seoulbseoseoul".utf8)
    // The entries in index order: "b", "seo", "seoul", "seoul".
    var offsets: [UInt32] = [5, 6, 0, 9]
    let lengths: [UInt16] = [1, 3, 5, 5]
    let packed = IndexBuilder.packedInOrder(blob, offsets: &offsets, lengths: lengths)
    #expect(String(decoding: packed, as: UTF8.self) == "bseoseoul")
    #expect(offsets == [0, 1, 4, 4])
    let keys = zip(offsets, lengths).map { String(decoding: packed[Int($0)..<Int($0) + Int($1)], as: UTF8.self) }
    #expect(keys == ["b", "seo", "seoul", "seoul"])
  }

  @Test func packingNothingGivesNothing() {
    var offsets: [UInt32] = []
    #expect(IndexBuilder.packedInOrder([], offsets: &offsets, lengths: []).isEmpty)
  }
}
