import Foundation
import PlaceKitFakes
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// A damaged index file (a disk error, a truncated copy, a cache shared over a network
/// file system) never crashes: the header, table and sizes are checked at load, every
/// other value as it is read. A read that finds a value out of range has the engine warn
/// once, build the index again and answer from that; damage no read can tell (a changed
/// population) gives wrong answers, never a crash. Every section is damaged in turn, in a
/// fixed sweep; the random part is seeded (`SeededRandom`).
struct IndexDamageTests {
  /// The sections whose every value is out of range when each of their bytes is 0xFF
  /// (offsets, counts, place and string numbers, coordinates and unit vectors, the
  /// skipped lines checked at load), so that the load or the questions of `answers` must
  /// find the damage. The
  /// others hold values that are all in range whatever they are (floats, kinds, codes) or
  /// are read only where nothing asked here reads them (the best entries of large
  /// ranges: this world has none).
  static let sectionsDamageIsFoundIn: Set<IndexSection> = [
    .skippedLines, .placeLatLon, .placeVector, .placeName, .placeID, .placeDisplayName, .placeArea, .areaSubtitle, .areaAdmin1, .placeTimezone,
    .gridKeyStart, .placeKeys, .placeGridSlot, .entryKeyOffset, .entryKeyLength, .entryPlace, .entryName, .strings, .timezones,
    .groupStart, .groupMembers, .gridStart, .gridPlaces, .idOrder, .qualifierKeyOffset, .qualifierKeyLength,
    .qualifierArea, .areaHierarchy, .placeFeature,
  ]

  /// Everything the app asks an engine, as text to compare, asked on a thread of its
  /// own (`OwnThread`): damage found on the way means a rebuild.
  static func answers(_ engine: PlaceEngine) async -> [String] {
    await OwnThread.compute { asked(engine) }
  }

  private static func asked(_ engine: PlaceEngine) -> [String] {
    let here = Location(latitude: 40, longitude: -90)
    var lines: [String] = []
    for query in ["seoul", "spring", "p", "portland or", "paris, tx", "서울", "sprngfield", "rio de", "köln"] {
      lines += engine.complete(query, near: here, limit: 5).map { "\($0.title) · \($0.subtitle) · \($0.placeIDs)" }
      lines += engine.search(query, limit: 5).map { "\($0.id) \($0.name) · \($0.subtitle)" }
    }
    lines += engine.recommendations(near: Location(latitude: 45, longitude: -100), limit: 5).map(\.id)
    lines += engine.places(around: Location(latitude: 37.5, longitude: 127), radiusKm: 500, limit: 3).map(\.id)
    lines += engine.places(ids: ["geonames:1", "geonames:11"]).map { "\($0.name) · \($0.subtitle) · \($0.timezone)" }
    lines += engine.places(named: "Paris", limit: 3).map(\.id)
    if let card = engine.details(id: "geonames:6") { lines.append("\(card.otherNames) \(card.hierarchy)") }
    return lines
  }

  /// The engine over `data` with its warnings kept, loaded on a thread of its own.
  private func engine(_ data: TestData) async throws -> (PlaceEngine, Box<[String]>) {
    let warnings = Box<[String]>([])
    let engine = try await OwnThread.compute {
      try PlaceEngine.load(
        .geoNamesFile(data.placesFile), cacheDirectory: data.cache, warn: { message in warnings.update { $0.append(message) } })
    }
    return (engine, warnings)
  }

  /// The test world with its index built and cached: the index file, its bytes, and the
  /// answers of the whole index.
  private struct World {
    let data: TestData
    let file: URL
    let bytes: [UInt8]
    let answers: [String]

    init(_ rows: [TestData.Row] = TestData.world) async throws {
      data = try TestData(rows)
      answers = await IndexDamageTests.answers(try await data.engine())
      file = try #require(try data.indexFiles().first)
      bytes = try [UInt8](Data(contentsOf: file))
    }

    /// The hash of the data the index says it was built from.
    var sourceHash: UInt64 { IndexFormat.sourceHash(of: bytes) ?? 0 }

    /// The byte range of each section of the index file.
    func ranges() throws -> [Range<Int>] {
      try PlaceIndex(data: Data(bytes), sourceHash: sourceHash, verifyingChecksum: false).sectionRanges
    }

    /// Writes the index with every byte of `section` set to 0xFF.
    func fillWithOnes(_ section: IndexSection) throws {
      var damaged = bytes
      let range = try ranges()[section.rawValue]
      damaged.replaceSubrange(range, with: repeatElement(0xFF, count: range.count))
      try Data(damaged).write(to: file)
    }
  }

  @Test(arguments: IndexSection.allCases)
  func aSectionOfOnesIsFoundAndAnsweredFromARebuild(section: IndexSection) async throws {
    let world = try await World()
    try world.fillWithOnes(section)
    let (engine, warnings) = try await engine(world.data)
    _ = await IndexDamageTests.answers(engine)
    let found = !warnings.value.isEmpty
    #expect(found == IndexDamageTests.sectionsDamageIsFoundIn.contains(section), "\(section): \(warnings.value)")
    if found {
      #expect(warnings.value.count == 1, "\(warnings.value)")
      #expect(warnings.value.first?.contains("is damaged") == true, "\(warnings.value)")
      // Built again, stored in place of the damaged file, and answering as before.
      #expect(await IndexDamageTests.answers(engine) == world.answers)
      #expect(try [UInt8](Data(contentsOf: world.file)) == world.bytes)
    }
    #expect(warnings.value.count <= 1)
  }

  /// The crash this guards against: an area number past the areas, in the qualifier
  /// table a qualified query reads. The query that finds it is answered from the rebuild.
  @Test func theQueryThatFindsDamageIsAnsweredFromTheRebuiltIndex() async throws {
    let world = try await World()
    let whole = try await world.data.engine().complete("portland or", limit: 5)
    try world.fillWithOnes(.qualifierArea)
    let (engine, warnings) = try await engine(world.data)
    #expect(engine.complete("portland or", limit: 5) == whole)
    #expect(warnings.value.count == 1)
    #expect(!engine.index.isDamaged)
  }

  /// Bytes changed at random places of each section, a few rounds each: no crash, and
  /// damage found means answers from a whole index.
  @Test(arguments: IndexSection.allCases)
  func randomBytesInASectionNeverCrash(section: IndexSection) async throws {
    let world = try await World()
    var random = SeededRandom(seed: 27 + UInt64(section.rawValue))
    let range = try world.ranges()[section.rawValue]
    guard !range.isEmpty else { return }
    for round in 0..<6 {
      var damaged = world.bytes
      for _ in 0..<(1 + round) {
        damaged[Int.random(in: range, using: &random)] = UInt8(truncatingIfNeeded: random.next())
      }
      try Data(damaged).write(to: world.file)
      let (engine, warnings) = try await engine(world.data)
      _ = await IndexDamageTests.answers(engine)
      if !warnings.value.isEmpty {
        #expect(await IndexDamageTests.answers(engine) == world.answers, "\(section) round \(round), \(random)")
      }
      try Data(world.bytes).write(to: world.file)
    }
  }

  /// A file cut at any section's start or end is refused at load, whatever its header
  /// says its length is, and the engine warns once and builds the index again.
  @Test func aFileCutAtAnySectionBoundaryIsRefusedAndRebuilt() async throws {
    let world = try await World()
    let hash = world.sourceHash
    let boundaries = Set(try world.ranges().flatMap { [$0.lowerBound, $0.upperBound] }).subtracting([world.bytes.count])
    for cut in boundaries.sorted() {
      let truncated = Data(world.bytes.prefix(cut))
      #expect(throws: PlaceIndex.Invalid.self, "cut at \(cut)") {
        try PlaceIndex(data: truncated, sourceHash: hash, verifyingChecksum: false)
      }
      // The header made to agree with the cut length: the table then points past the end.
      guard cut >= IndexFormat.headerSize else { continue }
      var agreeing = [UInt8](truncated)
      withUnsafeBytes(of: UInt64(cut).littleEndian) { agreeing.replaceSubrange(32..<40, with: $0) }
      #expect(throws: PlaceIndex.Invalid.self, "cut at \(cut), length patched") {
        try PlaceIndex(data: Data(agreeing), sourceHash: hash, verifyingChecksum: false)
      }
    }
    let middle = try #require(boundaries.sorted().dropFirst(boundaries.count / 2).first)
    try Data(world.bytes.prefix(middle)).write(to: world.file)
    let (engine, warnings) = try await engine(world.data)
    #expect(await IndexDamageTests.answers(engine) == world.answers)
    #expect(warnings.value == [IndexCache.damageWarning(file: world.file, damage: "its length is not the one its header gives")])
    #expect(try [UInt8](Data(contentsOf: world.file)) == world.bytes)
  }

  /// Threads that find the same damage at once wait for one build and all answer from it.
  @Test func threadsFindingDamageAtOnceShareOneRebuild() async throws {
    let world = try await World()
    try world.fillWithOnes(.entryPlace)
    let (engine, warnings) = try await engine(world.data)
    let answers = Box<[[String]]>([])
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let lines = await IndexDamageTests.answers(engine)
          answers.update { $0.append(lines) }
        }
      }
    }
    #expect(warnings.value.count == 1, "\(warnings.value)")
    // Every question reads the place numbers: each thread's first finds the damage.
    #expect(answers.value == Array(repeating: world.answers, count: 8))
  }

  /// Damage found when the cache cannot take a new file: the index is built in memory,
  /// with a warning for each.
  @Test func damageWithAnUnwritableCacheIsBuiltInMemory() async throws {
    let world = try await World()
    try world.fillWithOnes(.qualifierArea)
    let (engine, warnings) = try await engine(world.data)
    // The cache folder becomes a file: nothing can be written there.
    try FileManager.default.removeItem(at: world.data.cache)
    _ = FileManager.default.createFile(atPath: world.data.cache.path, contents: Data("x".utf8))
    #expect(await IndexDamageTests.answers(engine) == world.answers)
    #expect(warnings.value.count == 2, "\(warnings.value)")
    #expect(warnings.value.first?.contains("is damaged") == true)
    #expect(warnings.value.last?.contains("cannot be cached") == true)
    #expect(engine.index.file == nil)
  }

  /// Offsets that run backwards or past their column give no slots, not a clamped range
  /// that could be a whole column of a multi-gigabyte index; reads past the end give
  /// zero. Each reports the damage.
  @Test func offsetsOutOfRangeGiveNothingAndReportDamage() {
    let offsets: [UInt32] = [0, 2, 5, 3, 99]
    offsets.withUnsafeBytes { raw in
      let damage = IndexDamage()
      let column = Column<UInt32>(base: raw.baseAddress!, count: offsets.count, damage: damage)
      #expect(column.span(0, within: 10) == 0..<2 && column.span(1, within: 10) == 2..<5)
      #expect(!damage.isFound)
      #expect(column.span(2, within: 10).isEmpty)  // backwards
      #expect(damage.isFound)
      let other = IndexDamage()
      let again = Column<UInt32>(base: raw.baseAddress!, count: offsets.count, damage: other)
      #expect(again.span(3, within: 10).isEmpty && other.isFound)  // past the limit
      let third = IndexDamage()
      #expect(Column<UInt32>(base: raw.baseAddress!, count: offsets.count, damage: third)[5] == 0 && third.isFound)
    }
  }

  /// An offset damaged within range that hands one place most of the key slots (every
  /// slot, here) is caught before its card turns them into names, and the card comes
  /// from the rebuilt index.
  @Test func keySlotsOfAnotherPlaceAreCaughtAtTheirEnds() async throws {
    // Enough names that the slots of all places are more than are left unchecked.
    let towns = (100..<130).map {
      TestData.Row(id: $0, name: "Town \($0)", alternates: ["Bourg \($0)", "Stadt \($0)"], latitude: 40, longitude: -80, population: 600)
    }
    let world = try await World(TestData.world + towns)
    let whole = try await world.data.engine()
    let (gridSlot, slotCount, lastID) = whole.index.withView {
      (Int($0.placeGridSlot[$0.placeCount - 1]), $0.placeKeys.count, $0.string($0.placeID[$0.placeCount - 1]))
    }
    try #require(slotCount > IndexView.uncheckedKeySlots)
    var damaged = world.bytes
    let start = try world.ranges()[IndexSection.gridKeyStart.rawValue].lowerBound + 4 * gridSlot
    damaged.replaceSubrange(start..<start + 4, with: [0, 0, 0, 0])
    try Data(damaged).write(to: world.file)
    let (engine, warnings) = try await engine(world.data)
    #expect(engine.details(id: lastID) == whole.details(id: lastID))
    #expect(warnings.value.count == 1 && warnings.value.first?.contains("is damaged") == true, "\(warnings.value)")
  }

  /// Every question of `answers` reads a whole index without finding damage: no bounds
  /// check calls a value out of range that the builder wrote.
  @Test func aWholeIndexIsNeverFoundDamaged() async throws {
    let world = try await World()
    let (engine, warnings) = try await engine(world.data)
    #expect(await IndexDamageTests.answers(engine) == world.answers)
    #expect(!engine.index.isDamaged && warnings.value.isEmpty)
  }
}
