import Foundation
import PlaceKit

/// Parses a GeoNames places file as its text streams in, a block of whole lines at a
/// time, each block in parts on all cores; the file is never held whole. A block is
/// parsed on a thread of its own while the block before it is taken in (features
/// indexed, places kept): taking a block in is partly serial, and the cores would
/// otherwise idle through that part.
///
/// Populated places and areas wait as `PendingPlaces` (their lines in a spill file), for
/// `PlaceConflator` to merge the same place listed twice (Seoul the city and Seoul the
/// province) once the whole file is read; every other feature (towers, mountains, lakes)
/// is indexed as its block is parsed, so its record lives only for that block. A geonameid seen before (two dumps joined into one file) is skipped,
/// keeping its first line.
struct PlaceStreamParser {
  /// Bytes parsed at once: big enough to keep both cores busy, small beside the file.
  var blockSize = 1 << 25
  let path: String
  let classes: FeatureClasses
  /// Names tagged with a language, by geonameid.
  let tagged: TaggedNames
  let areaNames: AreaNames
  /// Where the indexed features' columns wait until the index is written.
  let spill: SpillFile

  /// Populated places and areas, in file order.
  private(set) var pending: PendingPlaces
  /// The other features, indexed.
  private(set) var features: IndexBuilder?
  /// How many features `features` holds.
  private(set) var featureCount = 0
  private(set) var skipped = SkippedLines()
  private var seen = GeonameIDSet()
  /// The start of a line not yet ended by the chunks seen so far.
  private var carry: [UInt8] = []
  /// The number of the first line after the blocks parsed or being parsed.
  private var nextLine = 1
  /// The last block given to be parsed, not taken in yet.
  private var parsing: BlockParse?

  init(
    path: String, classes: FeatureClasses, tagged: TaggedNames, areaNames: AreaNames,
    spill: SpillFile
  ) {
    self.path = path
    self.classes = classes
    self.tagged = tagged
    self.areaNames = areaNames
    self.spill = spill
    pending = PendingPlaces(path: path, classes: classes, tagged: tagged, directory: spill.directory)
  }

  /// Takes the next chunk of text; parses the whole lines gathered once they fill a block.
  mutating func feed(_ chunk: UnsafeRawBufferPointer) throws(PlaceKitError) {
    carry.append(contentsOf: chunk)
    guard carry.count >= blockSize else { return }
    guard let lastNewline = carry.lastIndex(of: 0x0A) else {
      // No line ends in a whole block: the scanner says the line is too long.
      if carry.count > TSVScanner.maxLineLength {
        let block = carry
        carry = []
        try parse(block: block)
      }
      return
    }
    let block = Array(carry[...lastNewline])
    carry.removeSubrange(...lastNewline)
    try parse(block: block)
  }

  /// Hands over the pending places and the indexed features, leaving none behind.
  consuming func take() -> (pending: PendingPlaces, features: IndexBuilder?) {
    (pending, features)
  }

  /// Parses the last line, ended or not, and takes in the last block.
  mutating func finish() throws(PlaceKitError) {
    if !carry.isEmpty {
      let block = carry
      carry = []
      try parse(block: block)
    }
    if let last = parsing.take() { takeIn(last.block, parts: try last.parts()) }
  }

  /// Starts parsing `block` (whole lines) and takes in the block before it meanwhile.
  private mutating func parse(block: [UInt8]) throws(PlaceKitError) {
    // The block's first line number needs the lines of the block before.
    let previous = parsing.take()
    let previousParts = try previous?.parts()
    nextLine += previousParts?.lines ?? 0
    parsing = BlockParse(block, path: path, firstLine: nextLine, classes: classes)
    if let previous, let previousParts { takeIn(previous.block, parts: previousParts) }
  }

  /// Takes in the records of a parsed block: features indexed, populated places and
  /// areas kept, geonameids seen before skipped.
  private mutating func takeIn(_ block: [UInt8], parts: (results: [Part], lines: Int)) {
    var batch: [PlaceRecord] = []
    var populated: [PlaceRecord] = []
    var populatedLines: [Range<Int>] = []
    for part in parts.results {
      skipped.merge(part.skipped)
      for (var record, id) in zip(part.records, part.ids) {
        guard seen.insert(id.id) else {
          skipped.record(.duplicateID, line: id.line)
          continue
        }
        if let names = tagged.names(of: record, id: id.id) { record.taggedNames = names }
        if record.kind.isTopLevelArea { areaNames.tagNames(of: &record) }
        if case .feature = record.kind {
          batch.append(record)
        } else {
          populated.append(record)
          populatedLines.append(id.text)
        }
      }
    }
    if !populated.isEmpty {
      pending.append(
        populated, lines: populatedLines.map { block[$0] }, repeatHashes: PlaceConflator.repeatHashes(populated))
    }
    guard !batch.isEmpty else { return }
    featureCount += batch.count
    if features == nil { features = IndexBuilder(areaNames: areaNames) }
    features!.appendInParallel(batch, spillingInto: spill)
  }

  /// A block being parsed in the background (`parseInParallel`).
  private struct BlockParse {
    let block: [UInt8]
    private let parsed: Background<Result<(results: [Part], lines: Int), PlaceKitError>>

    init(_ block: [UInt8], path: String, firstLine: Int, classes: FeatureClasses) {
      self.block = block
      parsed = Background {
        Result { () throws(PlaceKitError) in
          try PlaceStreamParser.parseInParallel(block, path: path, firstLine: firstLine, classes: classes)
        }
      }
    }

    /// The block's parts, once parsed, and its number of lines; taken once.
    func parts() throws(PlaceKitError) -> (results: [Part], lines: Int) { try parsed.take().get() }
  }

  /// A part of a block parsed: its records, with each one's geonameid, line number and
  /// line bytes in the block (without the line end); and the lines skipped.
  typealias Part = (records: [PlaceRecord], skipped: SkippedLines, ids: [(id: Int, line: Int, text: Range<Int>)])

  /// Parses `block` in parts on all cores, in file order; and counts its lines.
  static func parseInParallel(_ block: [UInt8], path: String, firstLine: Int, classes: FeatureClasses)
    throws(PlaceKitError) -> (results: [Part], lines: Int)
  {
    // Two parts per core even out parts that parse at different speeds.
    let parts = max(2, min(2 * ProcessInfo.processInfo.activeProcessorCount, 16))
    // Split at line starts, and count the lines before each part for error messages.
    var starts = [0]
    for part in 1..<parts {
      var cut = max(starts[part - 1], block.count * part / parts)
      while cut < block.count && cut > 0 && block[cut - 1] != 0x0A { cut += 1 }
      starts.append(cut)
    }
    starts.append(block.count)
    let newlines = Box<[Int]>(Array(repeating: 0, count: parts))
    let results = Box<[Result<Part, PlaceKitError>?]>(Array(repeating: nil, count: parts))
    let partStarts = starts
    // Lines are counted first, in parallel too: each part's first line number needs them.
    ParallelWork.perform(iterations: parts) { part in
      let count = block.withUnsafeBytes { bytes in
        bytes[partStarts[part]..<partStarts[part + 1]].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      }
      newlines.update { $0[part] = count }
    }
    var firstLines = [firstLine]
    for part in 1..<parts { firstLines.append(firstLines[part - 1] + newlines.value[part - 1]) }
    let partFirstLines = firstLines
    ParallelWork.perform(iterations: parts) { part in
      let result = Result { () throws(PlaceKitError) -> Part in
        var records: [PlaceRecord] = []
        var skipped = SkippedLines()
        var ids: [(id: Int, line: Int, text: Range<Int>)] = []
        let start = partStarts[part]
        try GeoNamesParser.parsePlaces(
          Array(block[start..<partStarts[part + 1]]), path: path,
          firstLine: partFirstLines[part], classes: classes, skipped: &skipped
        ) { record, id, line, text in
          records.append(record)
          ids.append((id, line, (start + text.lowerBound)..<(start + text.upperBound)))
        }
        return (records, skipped, ids)
      }
      results.update { $0[part] = result }
    }
    var parsed: [Part] = []
    for part in 0..<parts { parsed.append(try results.value[part]!.get()) }
    return (parsed, newlines.value.reduce(0, +))
  }
}

/// The geonameids seen so far: a bit per id for ids as GeoNames numbers them (up to a
/// few tens of millions: 2 MB for the whole dump, where a set would take 200), a set for
/// the rare larger one.
struct GeonameIDSet {
  /// Ids below this are bits; 2^28 bits is 32 MB at most.
  static let bitLimit = 1 << 28
  private var words: [UInt64] = []
  private var large = Set<Int>()

  /// Adds `id`; false when it was there already.
  mutating func insert(_ id: Int) -> Bool {
    guard id >= 0 && id < GeonameIDSet.bitLimit else { return large.insert(id).inserted }
    let word = id >> 6, bit = UInt64(1) << UInt64(id & 63)
    if word >= words.count { words += repeatElement(0, count: max(word + 1 - words.count, words.count)) }
    if words[word] & bit != 0 { return false }
    words[word] |= bit
    return true
  }
}
