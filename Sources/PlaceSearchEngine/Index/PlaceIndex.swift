import Foundation
import PlaceKit

/// A validated index file in memory (memory-mapped when it comes from the cache).
///
/// Immutable after init; queries read it through an `IndexView` inside `withView`.
final class PlaceIndex: Sendable {
  /// Why a file is not a usable index (the cache then rebuilds it).
  enum Invalid: Error, Equatable {
    case tooShort, badMagic, otherVersion, otherData, badLength, badChecksum, badSection

    /// What is wrong with a file that says it is this data's index but is damaged (a
    /// wrong length, a section table or sizes that do not add up, a checksum that does
    /// not match), for a warning; nil for a file that is simply another one.
    var damage: String? {
      switch self {
      case .tooShort, .badMagic, .otherVersion, .otherData: nil
      case .badLength: "its length is not the one its header gives"
      case .badChecksum: "its checksum does not match"
      case .badSection: "its sections do not add up"
      }
    }
  }

  private let data: Data
  private let spans: [SectionSpan]
  /// Set once a read finds a value out of range.
  private let damage: IndexDamage
  let placeCount: Int
  let entryCount: Int
  /// Lines of the places file left out when the index was built.
  let skippedLines: SkippedLines
  /// The file the index is mapped from, nil for one in memory.
  let file: URL?

  /// Validates `data` as an index built from data hashing to `sourceHash`: its header,
  /// section table and sizes, and its body's checksum when `verifyingChecksum` (the
  /// cache skips it, see `IndexCache.load`; reads are bounds-checked either way).
  init(data: Data, sourceHash: UInt64, verifyingChecksum: Bool = true, file: URL? = nil) throws(Invalid) {
    let tableEnd = IndexFormat.headerSize + IndexFormat.tableSize
    guard data.count >= tableEnd else { throw .tooShort }
    let parsed: Result<[SectionSpan], Invalid> = data.withUnsafeBytes { raw in
      guard let header = IndexHeader(decoding: raw), header.hasMagic else { return .failure(.badMagic) }
      guard header.version == IndexFormat.version, header.sectionCount == UInt32(IndexSection.allCases.count)
      else { return .failure(.otherVersion) }
      guard header.sourceHash == sourceHash else { return .failure(.otherData) }
      guard header.length == UInt64(raw.count) else { return .failure(.badLength) }
      var spans: [SectionSpan] = []
      for section in IndexSection.allCases {
        let entry = IndexHeader.entry(of: section, in: raw)
        let offset = Int(truncatingIfNeeded: entry.offset)
        let count = Int(truncatingIfNeeded: entry.count)
        let elementSize = Int(truncatingIfNeeded: entry.elementSize)
        guard [1, 2, 4, 8].contains(elementSize), offset % 8 == 0, offset >= tableEnd, offset <= raw.count,
          count >= 0, count <= (raw.count - offset) / elementSize
        else { return .failure(.badSection) }
        spans.append(SectionSpan(offset: offset, count: count, elementSize: elementSize))
      }
      if verifyingChecksum && PlaceIndex.checksum(raw, spans: spans) != header.checksum {
        return .failure(.badChecksum)
      }
      return .success(spans)
    }
    let spans = try parsed.get()
    let damage = IndexDamage()
    self.damage = damage
    self.spans = spans
    self.data = data
    self.file = file
    // The arrays' sizes must agree with one another (every other read is checked as it
    // is made); the skipped lines are read and checked once, here.
    let checked: (places: Int, entries: Int, skipped: SkippedLines)? = data.withUnsafeBytes { raw in
      let view = IndexView(base: raw.baseAddress!, spans: spans, damage: damage)
      guard view.typesMatch, view.sizesAgree,
        let skipped = SkippedLines(encoded: (0..<view.skippedLines.count).map { view.skippedLines[$0] })
      else { return nil }
      return (view.placeCount, view.entryCount, skipped)
    }
    guard let checked else { throw .badSection }
    (placeCount, entryCount, skippedLines) = checked
  }

  /// The index file at `url`, mapped, when it is one for data hashing to `sourceHash`
  /// (its header, table and sizes checked; see `IndexCache.load`); nil when it cannot be
  /// read. `name` is where the file is found from now on (a draft's is its target).
  static func mapped(_ url: URL, sourceHash: UInt64, name: URL? = nil) throws(Invalid) -> PlaceIndex? {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
    return try PlaceIndex(data: data, sourceHash: sourceHash, verifyingChecksum: false, file: name ?? url)
  }

  /// An index this process has just built (its checksum is not recomputed).
  static func built(_ bytes: [UInt8], sourceHash: UInt64) -> PlaceIndex {
    do {
      return try PlaceIndex(data: Data(bytes), sourceHash: sourceHash, verifyingChecksum: false)
    } catch {
      preconditionFailure("a freshly built index failed validation: \(error)")
    }
  }

  /// Runs `body` with typed access to the arrays; the view must not escape.
  func withView<R>(_ body: (IndexView) -> R) -> R {
    data.withUnsafeBytes { raw in body(IndexView(base: raw.baseAddress!, spans: spans, damage: damage)) }
  }

  /// Whether a read has found a value out of range (see `IndexDamage`).
  var isDamaged: Bool { damage.isFound }

  /// The file's bytes.
  var bytes: [UInt8] { [UInt8](data) }

  /// Where each section's elements lie in the file, by section number.
  var sectionRanges: [Range<Int>] { spans.map { $0.offset..<$0.offset + $0.count * $0.elementSize } }

  /// The checksum `IndexWriter` stores: of every byte after the section table, in file
  /// order, each section's alignment padding and then its elements mixed in separately.
  static func checksum(_ raw: UnsafeRawBufferPointer, spans: [SectionSpan]) -> UInt64 {
    var checksum = FastHash()
    var position = IndexFormat.headerSize + IndexFormat.tableSize
    for span in spans.sorted(by: { $0.offset < $1.offset }) {
      if span.offset > position { checksum.combine(UnsafeRawBufferPointer(rebasing: raw[position..<span.offset])) }
      let end = span.offset + span.count * span.elementSize
      checksum.combine(UnsafeRawBufferPointer(rebasing: raw[span.offset..<end]))
      position = max(position, end)
    }
    return checksum.finalize()
  }
}
