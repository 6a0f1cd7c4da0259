import Foundation
import PlaceKit

@_spi(Fuzzing)
extension PlaceEngine {
  /// An engine over the bytes of an index file, checked as the cache checks a file it
  /// maps (header, section table and sizes, not the body), whatever data it says it was
  /// built from; nil when refused. For fuzzing the reads of a damaged index: it cannot
  /// build its index again, so it answers from what it has.
  public init?(indexBytes bytes: [UInt8]) {
    guard let hash = IndexFormat.sourceHash(of: bytes),
      let index = try? PlaceIndex(data: Data(bytes), sourceHash: hash, verifyingChecksum: false)
    else { return nil }
    self.init(holder: IndexHolder(index))
  }

  /// The bytes of the index this engine answers from, as the cache stores them.
  public var indexBytes: [UInt8] { index.bytes }

  /// The byte range of each section of `indexBytes`, by section number (as its table says).
  public var indexSectionRanges: [Range<Int>] { index.sectionRanges }

  /// Whether a read of the index in use has found a value out of range (`IndexDamage`).
  public var indexFoundDamaged: Bool { index.isDamaged }
}
