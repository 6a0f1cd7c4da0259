import Foundation
import PlaceKit

/// The populated places and areas of a places file as it streams, waiting to be conflated
/// (`PlaceConflator`) and indexed once the whole file is read: each record's line waits in
/// a `SpillFile`, and memory holds only what tells which records conflation must see
/// whole (the hash of its repeat key, whether it is a place in Korea) — not millions of
/// records.
///
/// Up to `heldLimit` records are also held in memory, so a small file (the embedded
/// data) is not parsed twice; past it they are let go and read back from the lines.
///
/// Only a record that shares its repeat hash with another, or that a Korean area may
/// merge into, can change; those few are read back and conflated first. Then every line
/// is read back in order, a block at a time, and each record handed out as conflation
/// left it: the same records in the same order as conflating them all in memory.
struct PendingPlaces {
  let path: String
  let classes: FeatureClasses
  /// Names tagged with a language, by geonameid.
  let tagged: TaggedNames
  /// Lines read back at once.
  var blockSize = 1 << 25
  /// Records held in memory at most (about 200 MB of them).
  var heldLimit = 500_000
  /// The records, while there are no more than `heldLimit`.
  private var held: [PlaceRecord]? = []
  private let lines: SpillFile
  /// Where each record's line ends in `lines` (each line ends in a newline there).
  private var ends: [Int] = []
  /// Per record: `PlaceConflator.repeatHash`.
  private var hashes: [UInt64] = []
  /// The records that are populated places in Korea, which Korean areas may merge into.
  private var koreanPlaces: [Int] = []

  /// Pending records whose lines wait in a spill file in `directory` (in memory when nil).
  init(path: String, classes: FeatureClasses, tagged: TaggedNames, directory: URL?) {
    self.path = path
    self.classes = classes
    self.tagged = tagged
    lines = SpillFile(directory: directory)
  }

  /// The number of records.
  var count: Int { ends.count }

  /// Adds `records` (with their tagged names), parsed from `lines` (each without its line
  /// end), with their repeat hashes; their lines go to the spill file in one write.
  mutating func append(_ records: [PlaceRecord], lines: [ArraySlice<UInt8>], repeatHashes: [UInt64]) {
    precondition(records.count == lines.count && lines.count == repeatHashes.count, "one line and hash per record")
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
    var end = self.lines.size
    for (record, line) in zip(records, lines) {
      if record.countryCode == "KR" && record.kind == .populated { koreanPlaces.append(ends.count) }
      bytes += line
      bytes.append(0x0A)
      end += line.count + 1
      ends.append(end)
    }
    hashes += repeatHashes
    bytes.withUnsafeBytes { _ = self.lines.append($0) }
    if held != nil { held! += records }
    if let count = held?.count, count > heldLimit { held = nil }
  }

  /// Conflates the records with each other and with `koreanAreas`, then hands every
  /// record left to `body` in order, a block at a time: GeoNames' records in file order,
  /// then the Korean areas that are places of their own.
  consuming func conflate(
    with conflator: inout PlaceConflator, koreanAreas: [PlaceRecord],
    _ body: ([PlaceRecord]) throws(PlaceKitError) -> Void
  ) throws(PlaceKitError) {
    // The records conflation may change, read back whole and conflated.
    let candidates = candidateNumbers()
    var conflated: [PlaceRecord] = []
    conflated.reserveCapacity(candidates.count)
    var bytes: [UInt8] = []
    for (position, number) in candidates.enumerated() {
      if let held {
        conflated.append(held[number])
        continue
      }
      try read(number..<number + 1) { bytes.append(contentsOf: $0) }
      if bytes.count >= blockSize || position == candidates.count - 1 {
        conflated += try parse(bytes)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    bytes = []
    let candidateIDs = conflated.map(\.id)
    conflator.conflate(&conflated, koreanAreas: koreanAreas)
    // Conflation keeps the survivors in order, Korean areas of their own after them.
    var outcome: [Int: PlaceRecord?] = [:]
    var survivor = 0
    for (number, id) in zip(candidates, candidateIDs) {
      if survivor < conflated.count && conflated[survivor].id == id {
        outcome[number] = conflated[survivor]
        survivor += 1
      } else {
        outcome[number] = .some(nil)
      }
    }
    let ownAreas = Array(conflated[survivor...])
    conflated = []
    // Every record in order, a block of lines at a time.
    var first = 0
    while first < count {
      var last = first
      let start = first == 0 ? 0 : ends[first - 1]
      while last < count && ends[last] - start < blockSize { last += 1 }
      last = max(last, first + 1)
      // Read back and parsed, unless held.
      var parsed: [PlaceRecord] = []
      if held == nil {
        bytes.reserveCapacity(ends[last - 1] - start)
        try read(first..<last) { bytes.append(contentsOf: $0) }
        parsed = try parse(bytes)
        bytes = []
        guard parsed.count == last - first else { throw unreadable("\(parsed.count) of \(last - first) records read back") }
      }
      var kept: [PlaceRecord] = []
      kept.reserveCapacity(last - first)
      for number in first..<last {
        switch outcome[number] {
        case nil: kept.append(held?[number] ?? parsed[number - first])
        case let changed??: kept.append(changed)
        case .some(nil): break  // merged into another record
        }
      }
      parsed = []
      try body(kept)
      first = last
    }
    if !ownAreas.isEmpty { try body(ownAreas) }
  }

  /// The records that may change: those sharing a repeat hash, and the places in Korea.
  private func candidateNumbers() -> [Int] {
    var sorted = hashes
    sorted.sort()
    var shared = Set<UInt64>()
    for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] { shared.insert(sorted[index]) }
    sorted = []
    var numbers = Set(koreanPlaces)
    for (number, hash) in hashes.enumerated() where shared.contains(hash) { numbers.insert(number) }
    return numbers.sorted()
  }

  /// Reads the lines of records `numbers` back, in pieces.
  private func read(_ numbers: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) throws(PlaceKitError) {
    let start = numbers.lowerBound == 0 ? 0 : ends[numbers.lowerBound - 1]
    do throws(StorageError) {
      try lines.read(start..<ends[numbers.upperBound - 1]) { (piece) throws(StorageError) in body(piece) }
    } catch {
      throw unreadable(error.description)
    }
  }

  /// The records of `bytes` (whole lines read back), in order, with their tagged names,
  /// parsed on all cores.
  private func parse(_ bytes: [UInt8]) throws(PlaceKitError) -> [PlaceRecord] {
    let parts = try PlaceStreamParser.parseInParallel(bytes, path: path, firstLine: 1, classes: classes).results
    var records: [PlaceRecord] = []
    for part in parts {
      for (var record, id) in zip(part.records, part.ids) {
        if let names = tagged.names(of: record, id: id.id) { record.taggedNames = names }
        records.append(record)
      }
    }
    return records
  }

  private func unreadable(_ reason: String) -> PlaceKitError {
    .unreadableData(path: path, reason: "its places could not be read back from the build's scratch file (\(reason))")
  }
}
