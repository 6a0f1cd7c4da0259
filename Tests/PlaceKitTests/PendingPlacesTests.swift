import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Populated places wait on disk while a places file streams, and come back conflated
/// exactly as conflating them all in memory would leave them.
struct PendingPlacesTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID().uuidString)")

  private func line(
    _ id: Int, _ name: String, _ alternates: String = "", _ latitude: Double, _ longitude: Double,
    country: String, admin1: String, population: Int, code: String = "PPL"
  ) -> String {
    [
      "\(id)", name, name, alternates, "\(latitude)", "\(longitude)", code.hasPrefix("ADM") ? "A" : "P", code, country,
      "", admin1, "", "", "", "\(population)", "", "", "Asia/Seoul", "2024-01-01",
    ].joined(separator: "\t")
  }

  /// Korean places an area merges into, repeats GeoNames lists twice (one far away, which
  /// stays), and places with nothing to merge, in between.
  private var text: String {
    var lines = [
      line(1_835_848, "Seoul", "서울,Sŏul", 37.566, 126.978, country: "KR", admin1: "11", population: 10_349_312),
      line(2, "Springfield", "", 39.80, -89.64, country: "US", admin1: "IL", population: 100),
      line(1_841_811, "Gwangju", "광주", 35.155, 126.916, country: "KR", admin1: "18", population: 1_401_235),
    ]
    lines += (10..<60).map { line($0, "Town \($0)", "Alt \($0)", 10 + Double($0) / 10, 20, country: "FR", admin1: "11", population: $0) }
    lines += [
      line(3, "Springfield", "Springfield City", 39.801, -89.641, country: "US", admin1: "IL", population: 116_250),
      line(4, "Springfield", "", 37.21, -93.29, country: "US", admin1: "MO", population: 169_176),
      line(5, "Busan", "부산", 35.10, 129.04, country: "KR", admin1: "10", population: 3_400_000, code: "ADM1"),
    ]
    lines += (60..<90).map { line($0, "Village \($0)", "", 40, Double($0) / 10, country: "IT", admin1: "01", population: 0) }
    return lines.joined(separator: "\n") + "\n"
  }

  private let koreanAreas = [
    PlaceRecord(
      id: "kr-admin:1100000000", name: "서울특별시", alternateNames: ["Seoul-teukbyeolsi"], latitude: 37.565,
      longitude: 126.872, countryCode: "KR", admin1Code: "11", population: 0, timezone: "Asia/Seoul",
      kind: .adminArea(level: 1), taggedNames: [.korean: "서울특별시"]),
    PlaceRecord(
      id: "kr-admin:9999000000", name: "없는군", alternateNames: ["Eomneun-gun"], latitude: 36, longitude: 128,
      countryCode: "KR", admin1Code: "47", population: 0, timezone: "Asia/Seoul", kind: .adminArea(level: 2)),
  ]
  private let tagged: [Int: [DisplayLanguage: String]] = [3: [.korean: "스프링필드"], 12: [.japanese: "町"]]

  /// What a record is, for comparing: every field conflation or tagging may change.
  private func summary(_ record: PlaceRecord) -> String {
    let tags = record.taggedNames.map { "\($0.key)=\($0.value)" }.sorted()
    return [
      record.id, record.name, record.alternateNames.joined(separator: ","), record.aliases.joined(separator: ","),
      tags.joined(separator: ","), "\(record.absorbedAreaLevels)", record.parent?.latin ?? "", "\(record.population)",
    ].joined(separator: "|")
  }

  /// Read back from the spill file in blocks of `blockSize` bytes (`heldLimit` 0), or
  /// held in memory.
  @Test(arguments: [(64, 0), (700, 0), (1 << 20, 0), (64, 1000)])
  func conflatingOnDiskEqualsConflatingInMemory(blockSize: Int, heldLimit: Int) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bytes = Array(text.utf8)
    var records: [PlaceRecord] = []
    var lines: [Range<Int>] = []
    var skipped = SkippedLines()
    try GeoNamesParser.parsePlaces(bytes, path: "places.txt", skipped: &skipped) { record, id, _, text in
      var record = record
      if let names = tagged[id] { record.taggedNames = names }
      records.append(record)
      lines.append(text)
    }
    var pending = PendingPlaces(path: "places.txt", classes: .standard, tagged: TaggedNames(byID: tagged), directory: folder)
    pending.blockSize = blockSize
    pending.heldLimit = heldLimit
    // In two batches, as two blocks of a file would come.
    let half = records.count / 2
    let hashes = PlaceConflator.repeatHashes(records)
    for part in [0..<half, half..<records.count] {
      pending.append(Array(records[part]), lines: lines[part].map { bytes[$0] }, repeatHashes: Array(hashes[part]))
    }
    var onDisk = PlaceConflator()
    var handedOut: [[PlaceRecord]] = []
    try pending.conflate(with: &onDisk, koreanAreas: koreanAreas) { handedOut.append($0) }

    var inMemory = PlaceConflator()
    var expected = records
    inMemory.conflate(&expected, koreanAreas: koreanAreas)
    #expect(handedOut.flatMap { $0 }.map(summary) == expected.map(summary))
    #expect(onDisk.mergedCount == inMemory.mergedCount)
    // Seoul took its area, the near Springfield its repeat; the far one stays.
    #expect(inMemory.mergedCount == 2)
    #expect(expected.contains { $0.id == "geonames:4" })
    if blockSize == 64 { #expect(handedOut.count > 10, "handed out a block at a time") }
    // The spill file is unlinked from the start: nothing is left in its folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

/// Scratch bytes go to an unlinked file and come back in order, in pieces; without a
/// folder to write in, they stay in memory.
struct SpillFileTests {
  @Test(arguments: [true, false])
  func bytesComeBackInOrderAcrossPieces(onDisk: Bool) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spill = SpillFile(directory: onDisk ? folder : nil)
    #expect(spill.isOnDisk == onDisk)
    // Megabytes copied a byte at a time in a debug build: on a thread of its own.
    let (first, secondRange, pieces, whole, part) = try await OwnThread.compute { () throws(StorageError) in
      let first = (0..<(SpillFile.pieceSize + 12_345)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      let second: [UInt8] = [1, 2, 3]
      let firstRange = first.withUnsafeBytes { spill.append($0) }
      let secondRange = second.withUnsafeBytes { spill.append($0) }
      var pieces: [Int] = []
      var whole: [UInt8] = []
      try spill.read(firstRange) { (piece) throws(StorageError) in
        pieces.append(piece.count)
        whole += piece
      }
      var part: [UInt8] = []
      try spill.read(3..<(first.count + 2)) { (piece) throws(StorageError) in part += piece }
      return (first, secondRange, pieces, whole, part)
    }
    #expect(secondRange == first.count..<(first.count + 3))
    #expect(whole == first)
    #expect(pieces == [SpillFile.pieceSize, 12_345])
    #expect(part == Array(first[3...]) + [1, 2])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(arguments: [true, false])
  func aReaderPullsBytesFromWhereItIs(onDisk: Bool) throws {
    let spill = SpillFile(directory: onDisk ? FileManager.default.temporaryDirectory : nil)
    let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    _ = [UInt8]("before".utf8).withUnsafeBytes { spill.append($0) }
    let range = bytes.withUnsafeBytes { spill.append($0) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1000, alignment: 1)
    defer { buffer.deallocate() }
    try spill.copy(from: range.lowerBound + 3000, into: buffer)
    #expect(Array(buffer) == Array(bytes[3000..<4000]))
  }

  @Test(arguments: [true, false])
  func threadsAppendAndReadBackAtOnce(onDisk: Bool) throws {
    let spill = SpillFile(directory: onDisk ? FileManager.default.temporaryDirectory : nil)
    let failures = Box(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<50 {
        let bytes = (0..<(100 + round)).map { UInt8(truncatingIfNeeded: thread &* 37 &+ round &+ $0) }
        let range = bytes.withUnsafeBytes { spill.append($0) }
        var read: [UInt8] = []
        do {
          try spill.read(range) { (piece) throws(StorageError) in read += piece }
        } catch {
          read = []
        }
        if read != bytes { failures.update { $0 += 1 } }
      }
    }
    #expect(failures.value == 0, "every thread reads back what it appended")
    #expect(spill.size == 8 * (0..<50).reduce(0) { $0 + 100 + $1 })
  }

  /// Two spilled columns joined read back as one, in order: the first one's spilled
  /// pieces and its elements in memory, then the second one's.
  @Test func aColumnAppendedToAnotherKeepsTheOrder() throws {
    let spill = SpillFile(directory: FileManager.default.temporaryDirectory)
    var first = SpillableColumn<UInt32>()
    first.append(contentsOf: 0..<10)
    first.spill(into: spill)
    first.append(contentsOf: 10..<15)
    var second = SpillableColumn<UInt32>()
    second.append(contentsOf: 100..<110)
    second.spill(into: spill)
    second.append(contentsOf: 110..<112)
    var inMemory = SpillableColumn<UInt32>()
    inMemory.append(contentsOf: 200..<203)
    first.append(contentsOf: second, spill: spill)
    first.append(contentsOf: inMemory, spill: spill)
    #expect(first.count == 15 + 12 + 3)
    var read: [UInt32] = []
    for piece in first.pieces {
      try spill.read(piece) { (bytes) throws(StorageError) in read += bytes.bindMemory(to: UInt32.self) }
    }
    read += first.elements
    #expect(read == Array(0..<15) + Array(100..<112) + Array(200..<203))
  }

  @Test func aFolderItCannotWriteInKeepsTheBytesInMemory() throws {
    let spill = SpillFile(directory: URL(fileURLWithPath: "/proc/no-such-folder"))
    #expect(!spill.isOnDisk)
    let range = [UInt8]("kept".utf8).withUnsafeBytes { spill.append($0) }
    var read: [UInt8] = []
    try spill.read(range) { (piece) throws(StorageError) in read += piece }
    #expect(String(decoding: read, as: UTF8.self) == "kept")
  }
}
