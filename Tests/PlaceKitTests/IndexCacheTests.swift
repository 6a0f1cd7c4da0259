import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// The index cache: reused when valid, rebuilt when corrupt or when the data changes.
struct IndexCacheTests {
  /// The engine over the places file `file`, loaded on a thread of its own.
  private func load(_ file: URL, cache: URL) async throws -> PlaceEngine {
    try await OwnThread.compute { try PlaceEngine.load(.geoNamesFile(file), cacheDirectory: cache) }
  }

  /// A truncated or foreign file is rebuilt, not trusted (damage inside a file whose
  /// header holds: `IndexDamageTests`).
  @Test func aTruncatedOrForeignFileIsRebuilt() async throws {
    let data = try TestData(TestData.world)
    _ = try await data.engine()
    let file = try #require(try data.indexFiles().first)
    let original = try [UInt8](Data(contentsOf: file))
    try Data(original.prefix(100)).write(to: file)
    #expect(try await data.engine().placeCount == TestData.world.count)
    #expect(try Data(contentsOf: file).count == original.count)
    var header = original
    header[0] ^= 0xFF
    try Data(header).write(to: file)
    #expect(try await data.engine().complete("seoul", limit: 1).first?.placeIDs == ["geonames:11"])
  }

  @Test func aLaterStartFindsTheIndexWithoutReadingTheData() async throws {
    let data = try TestData(TestData.world)
    let built = try await data.engine()
    // Overwritten in place with bytes that are no places, its size and time kept: only
    // its path, inode, size and time key the cache, so the index is found unread.
    var info = stat()
    #expect(stat(data.placesFile.path, &info) == 0)
    let handle = try FileHandle(forWritingTo: data.placesFile)
    try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: Int(info.st_size)))
    try handle.close()
    var times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, data.placesFile.path, &times, 0) == 0)
    let cached = try await data.engine()
    #expect(cached.placeCount == built.placeCount)
    #expect(try data.indexFiles().count == 1)
    // Touched (a new modification time), the file is read again: here, refused.
    #expect(utimes(data.placesFile.path, nil) == 0)
    await #expect(throws: PlaceKitError.self) { _ = try await data.engine() }
  }

  @Test func changedDataGetsANewIndexAndTheOldOneIsKept() async throws {
    let data = try TestData(TestData.world)
    _ = try await data.engine()
    let before = try data.indexFiles()
    var rows = TestData.world
    rows[0].population = 5_000_000  // Portland, Maine becomes the big one
    try data.write(rows)
    let engine = try await data.engine()
    #expect(engine.complete("portland", limit: 1).first?.placeIDs.first == "geonames:1")
    let after = try data.indexFiles()
    #expect(after.count == 2)
    #expect(Set(before).isSubset(of: after))
  }

  @Test func theMostRecentlyUsedIndexesAreKeptAndOtherVersionsRemoved() async throws {
    let data = try TestData(TestData.world)
    try FileManager.default.createDirectory(at: data.cache, withIntermediateDirectories: true)
    func variantFile(_ variant: Int) -> URL { data.folder.appendingPathComponent("cities-\(variant).txt") }
    let oldVersion = data.cache.appendingPathComponent("index-v\(IndexFormat.version - 1)-0000000000000000.bin")
    _ = FileManager.default.createFile(atPath: oldVersion.path, contents: Data(count: 100))
    /// Builds the index of one variant of the data; returns its file, marked as used
    /// `age` seconds ago (builds in a row can share a clock tick).
    func build(_ variant: Int, usedSecondsAgo age: TimeInterval) async throws -> URL {
      var rows = TestData.world
      rows[0].population = 1_000 + variant
      try data.write(rows, to: variantFile(variant))
      let before = Set(try data.indexFiles())
      _ = try await load(variantFile(variant), cache: data.cache)
      let file = try #require(Set(try data.indexFiles()).subtracting(before).first)
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: file.path)
      return file
    }
    let first = try await build(0, usedSecondsAgo: 400)
    #expect(!FileManager.default.fileExists(atPath: oldVersion.path))
    let second = try await build(1, usedSecondsAgo: 300)
    let third = try await build(2, usedSecondsAgo: 200)
    #expect(Set(try data.indexFiles()) == [first, second, third])
    // Using the first again makes it the most recent; the next build drops the second.
    _ = try await load(variantFile(0), cache: data.cache)
    let fourth = try await build(3, usedSecondsAgo: 0)
    #expect(Set(try data.indexFiles()) == [first, third, fourth])
  }

  @Test func theEmbeddedIndexOutlivesABigOne() throws {
    let data = try TestData(TestData.world)
    try FileManager.default.createDirectory(at: data.cache, withIntermediateDirectories: true)
    var cache = IndexCache(directory: data.cache, keptIndexes: 3, keptBytes: 2_500)
    cache.pinned = [1]
    try cache.store([UInt8](repeating: 1, count: 1_000), sourceHash: 1)
    try cache.store([UInt8](repeating: 2, count: 1_000), sourceHash: 2)
    // A big index leaves no room for others, but the pinned one stays.
    try cache.store([UInt8](repeating: 3, count: 3_000), sourceHash: 3)
    #expect(Set(try data.indexFiles()) == [cache.file(for: 1), cache.file(for: 3)])
  }

  @Test func otherIndexesAreKeptOnlyWithinTheSizeLimit() throws {
    let data = try TestData(TestData.world)
    try FileManager.default.createDirectory(at: data.cache, withIntermediateDirectories: true)
    let cache = IndexCache(directory: data.cache, keptIndexes: 3, keptBytes: 2_500)
    try cache.store([UInt8](repeating: 1, count: 1_000), sourceHash: 1)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: cache.file(for: 1).path)
    try cache.store([UInt8](repeating: 2, count: 1_000), sourceHash: 2)
    #expect(try data.indexFiles().count == 2)
    try cache.store([UInt8](repeating: 3, count: 1_000), sourceHash: 3)  // three would be 3,000 bytes
    #expect(Set(try data.indexFiles()) == [cache.file(for: 2), cache.file(for: 3)])
  }

  @Test func invalidIndexBytesAreRejected() {
    #expect(throws: PlaceIndex.Invalid.tooShort) { try PlaceIndex(data: Data([1, 2, 3]), sourceHash: 0) }
    let junk = Data(repeating: 0x41, count: 4096)
    #expect(throws: PlaceIndex.Invalid.badMagic) { try PlaceIndex(data: junk, sourceHash: 0) }
  }

  /// The cached index file, patched at `offset` with `value` (little-endian).
  private func patch<T: FixedWidthInteger>(_ file: URL, at offset: Int, _ value: T) throws -> [UInt8] {
    var bytes = try [UInt8](Data(contentsOf: file))
    withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + $0.count, with: $0) }
    try Data(bytes).write(to: file)
    return bytes
  }

  @Test func anIndexFromAnotherVersionOrOtherDataIsRejectedAndRebuilt() async throws {
    let data = try TestData(TestData.world)
    _ = try await data.engine()
    let file = try #require(try data.indexFiles().first)
    let good = try Data(contentsOf: file)
    let hash = good.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 16, as: UInt64.self) }

    let otherVersion = try patch(file, at: 8, IndexFormat.version + 1)
    #expect(throws: PlaceIndex.Invalid.otherVersion) { try PlaceIndex(data: Data(otherVersion), sourceHash: hash) }
    #expect(try await data.engine().complete("seoul", limit: 1).first?.placeIDs == ["geonames:11"])
    #expect(try Data(contentsOf: file) == good)

    let otherData = try patch(file, at: 16, hash ^ 1)
    #expect(throws: PlaceIndex.Invalid.otherData) { try PlaceIndex(data: Data(otherData), sourceHash: hash) }
    #expect(try await data.engine().placeCount == TestData.world.count)
    #expect(try Data(contentsOf: file) == good)

    let longer = good + Data(count: 64)
    #expect(throws: PlaceIndex.Invalid.badLength) { try PlaceIndex(data: longer, sourceHash: hash) }
  }

  @Test func theWrittenChecksumHoldsAndTheTableMustGiveEachColumnsElementSize() async throws {
    let data = try TestData(TestData.world)
    _ = try await data.engine()
    let file = try #require(try data.indexFiles().first)
    let good = try Data(contentsOf: file)
    let hash = good.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 16, as: UInt64.self) }
    // The checksum written section by section is the one a full check computes.
    #expect(throws: Never.self) { try PlaceIndex(data: good, sourceHash: hash, verifyingChecksum: true) }
    var flipped = [UInt8](good)
    flipped[flipped.count - 3] ^= 0x55
    #expect(throws: PlaceIndex.Invalid.badChecksum) {
      try PlaceIndex(data: Data(flipped), sourceHash: hash, verifyingChecksum: true)
    }
    // A table saying the importance column holds 8-byte elements (it is Float) is refused.
    let entry = IndexFormat.headerSize + IndexSection.placeImportance.rawValue * IndexFormat.tableEntrySize
    let wrongSize = try patch(file, at: entry + 16, UInt64(8))
    #expect(throws: PlaceIndex.Invalid.badSection) {
      try PlaceIndex(data: Data(wrongSize), sourceHash: hash, verifyingChecksum: false)
    }
    #expect(try await data.engine().complete("seoul", limit: 1).first?.placeIDs == ["geonames:11"])
    #expect(try Data(contentsOf: file) == good)
  }

  @Test func anUnreadableOrUnwritableCacheOnlyCostsARebuild() async throws {
    let data = try TestData(TestData.world)
    _ = try await data.engine()
    let file = try #require(try data.indexFiles().first)
    // The index path is taken by a directory: unreadable, and the rename onto it fails.
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    #expect(try await data.engine().complete("seoul", limit: 1).first?.placeIDs == ["geonames:11"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.cache.path).filter { $0.hasSuffix(".tmp") }.isEmpty)

    // The cache directory is a regular file: nothing can be stored, everything works.
    let blocked = data.folder.appendingPathComponent("not-a-directory")
    _ = FileManager.default.createFile(atPath: blocked.path, contents: Data("x".utf8))
    let warnings = Box<[String]>([])
    let engine = try await OwnThread.compute {
      try PlaceEngine.load(
        .geoNamesFile(data.placesFile), cacheDirectory: blocked, warn: { message in warnings.update { $0.append(message) } })
    }
    #expect(engine.placeCount == TestData.world.count)
    // Said once, with the path and the reason, or every run rebuilds with no clue why.
    #expect(warnings.value.count == 1)
    #expect(warnings.value.first?.hasPrefix("the place index cannot be cached (\(blocked.path): ") == true, "\(warnings.value)")
    #expect(warnings.value.first?.contains("built again on every run") == true)
  }

  @Test func concurrentLoadsInOneProcessAgreeAndLeaveOneValidIndex() async throws {
    let data = try TestData(TestData.world)
    let answers = Box<[[String]]>([])
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let ids = (try? await data.engine().complete("seoul", limit: 1).first?.placeIDs) ?? []
          answers.update { $0.append(ids) }
        }
      }
    }
    #expect(answers.value == Array(repeating: ["geonames:11"], count: 8))
    let names = try FileManager.default.contentsOfDirectory(atPath: data.cache.path).filter { $0 != "building.lock" }
    #expect(names.count == 1 && names[0].hasPrefix("index-"))
  }

  @Test func aStartWaitsForTheBuildUnderWayAndMapsWhatItStored() async throws {
    let data = try TestData(TestData.world)
    // Another builder holds the cache's build lock.
    let held = try AtomicFile.lock(data.cache.appendingPathComponent("building"), access: .everyone)
    let phases = Box<[String]>([])
    let loading = Task {
      try? await OwnThread.run {
        try PlaceEngine.load(
          .geoNamesFile(data.placesFile), cacheDirectory: data.cache, progress: { phase, _ in phases.update { $0.append(phase) } })
      }.placeCount
    }
    var deadline = PollingDeadline()
    while !phases.value.contains(where: { $0.hasPrefix("waiting") }) && deadline.allowsAnotherPoll() {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(phases.value.allSatisfy { $0.hasPrefix("waiting") }, "it built while another builder held the lock: \(phases.value)")
    // The other builder stores its index and lets go: the waiting start maps it.
    let source = DataSource.geoNamesFile(data.placesFile)
    let hash = try #require(try IndexLoader.key(files: source.files(), classes: source.featureClasses))
    let bytes = try await OwnThread.compute {
      try IndexLoader.prepare(
        files: source.files(), classes: source.featureClasses, reader: DataFileReader(), spill: SpillFile(directory: nil),
        progress: nil
      ).inMemory(sourceHash: hash)
    }
    try IndexCache(directory: data.cache).store(bytes, sourceHash: hash)
    AtomicFile.unlock(held)
    #expect(await loading.value == TestData.world.count)
    #expect(phases.value.allSatisfy { $0.hasPrefix("waiting") }, "it built what was stored: \(phases.value)")
  }

  @Test func staleTemporaryFilesOfACrashedWriterAreRemoved() async throws {
    let data = try TestData(TestData.world)
    try FileManager.default.createDirectory(at: data.cache, withIntermediateDirectories: true)
    let stale = data.cache.appendingPathComponent(".index-v3-0000000000000000.bin.999999.1.tmp")
    let fresh = data.cache.appendingPathComponent(".index-v3-0000000000000000.bin.999998.2.tmp")
    _ = FileManager.default.createFile(atPath: stale.path, contents: Data(count: 100))
    _ = FileManager.default.createFile(atPath: fresh.path, contents: Data(count: 100))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -2 * 3600)], ofItemAtPath: stale.path)
    _ = try await data.engine()
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))  // maybe another writer's, still going
  }

  @Test func anIndexFileIsNamedByTheFormatVersionAndSixteenHexDigitsOfItsKey() {
    let cache = IndexCache(directory: URL(fileURLWithPath: "/cache"))
    let version = IndexFormat.version
    #expect(cache.file(for: 0x1B).path == "/cache/index-v\(version)-000000000000001b.bin")
    #expect(cache.file(for: .max).lastPathComponent == "index-v\(version)-ffffffffffffffff.bin")
    #expect(cache.file(for: 0).lastPathComponent == "index-v\(version)-0000000000000000.bin")
  }
}

extension IndexCache {
  /// Stores `bytes` as the index of `sourceHash`, as a build does (`draft`, `commit`).
  func store(_ bytes: [UInt8], sourceHash: UInt64) throws(StorageError) {
    let draft = try self.draft(for: sourceHash)
    try bytes.withBytes { (bytes) throws(StorageError) in try draft.append(bytes) }
    try commit(draft)
  }
}
