import Foundation
import PlaceKitFakes
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// How the builder sorts what it writes: a big source's entries sorted a run at a time,
/// spilled and merged, give the very index one sort of all of them gives.
struct IndexBuilderTests {
  /// Places whose keys tie in every way a merge must break as one sort would: the same
  /// names at the same importance in different blocks, keys longer than the 16 bytes a
  /// sort compares as words, keys that are prefixes of others, Hangul.
  private static let records: [PlaceRecord] = (0..<400).map { number in
    let names = [
      "Springfield", "Springfield Township of Greater Lakeside", "Springfield Township of Greater Lakeview",
      "San José", "서울", "Paris", "Paris 15", "Par",
    ]
    let name = names[number % names.count]
    return PlaceRecord(
      id: "geonames:\(number + 1)", name: name, alternateNames: ["\(name) \(number % 7)", "Alt \(number % 13)"],
      latitude: Double(number % 90) - 45, longitude: Double(number % 180) - 90,
      countryCode: number % 2 == 0 ? "US" : "FR", admin1Code: "01", population: (number % 5) * 1000,
      timezone: "Europe/Paris", kind: .populated)
  }
  /// A city and a section of it nearby (`CitySections`), the city before the records
  /// above and the section after them, so that one's vector is spilled and the other's
  /// in memory when columns are spilled.
  private static let sectionRecords = [
    PlaceRecord(
      id: "geonames:1001", name: "Lyon", alternateNames: [], latitude: 45.76, longitude: 4.84, countryCode: "FR", admin1Code: "01",
      population: 500_000, timezone: "Europe/Paris", kind: .populated),
    PlaceRecord(
      id: "geonames:1002", name: "Lyon 03", alternateNames: [], latitude: 45.76, longitude: 4.86, countryCode: "FR", admin1Code: "01",
      population: 100_000, timezone: "Europe/Paris", kind: .populated),
  ]

  /// The index file of the records indexed in blocks of `block` places, their entries
  /// sorted in runs of at least `runSize` in `spill`, and with `spillingColumns` the
  /// columns only written at the end moved there after every other block (a big
  /// source's do once their strings reach `IndexBuilder.spillSize`).
  private static func indexBytes(
    block: Int, runSize: Int, spill: SpillFile, spillingColumns: Bool = false
  ) throws -> [UInt8] {
    let areaNames = AreaNames(countries: ["US": "United States", "FR": "France"], admin1: [:])
    var builder = IndexBuilder(areaNames: areaNames)
    let records = Self.sectionRecords.prefix(1) + Self.records + Self.sectionRecords.suffix(1)
    for start in stride(from: 0, to: records.count, by: block) {
      builder.appendInParallel(
        Array(records[start..<min(start + block, records.count)]), spillingInto: spill, runSize: runSize)
      if spillingColumns && (start / block) % 2 == 0 { builder.spillColumns(into: spill) }
    }
    return try builder.finish(into: MemoryIndexSink(), sourceHash: 1, skipped: SkippedLines(), merged: 0, spill: spill)
      .bytes
  }

  /// The builds run on a thread of their own: each finishes with the world's area
  /// names, too long to hold one of the executor's threads.
  @Test(arguments: [true, false])
  func entriesSortedInRunsAndMergedGiveTheIndexOfOneSort(onDisk: Bool) async throws {
    let folder = FileManager.default.temporaryDirectory
    let (whole, inRuns) = try await OwnThread.compute {
      // The same blocks either way (each block interns its own strings).
      let whole = try Self.indexBytes(block: 10, runSize: .max, spill: SpillFile(directory: nil))
      // About 40 runs of a few dozen entries each.
      return (whole, try Self.indexBytes(block: 10, runSize: 40, spill: SpillFile(directory: onDisk ? folder : nil)))
    }
    #expect(inRuns.count == whole.count)
    let identical = inRuns == whole
    #expect(identical, "the same index, byte for byte")
    // And it is a whole index, read back as any other.
    let index = PlaceIndex.built(inRuns, sourceHash: 1)
    #expect(index.placeCount == Self.records.count + Self.sectionRecords.count)
    #expect(index.entryCount > 1000)
  }

  /// Columns spilled in pieces of every size come back as the index one block in memory
  /// writes, byte for byte: the checksum written section by section is the one a full
  /// check computes, and the section flags read their vectors back from the spill.
  @Test(arguments: [(onDisk: true, runSize: 40), (false, 40), (false, .max)])
  func columnsSpilledInPiecesGiveTheSameIndex(onDisk: Bool, runSize: Int) async throws {
    let folder = FileManager.default.temporaryDirectory
    let (whole, spilled) = try await OwnThread.compute {
      let whole = try Self.indexBytes(block: 7, runSize: .max, spill: SpillFile(directory: nil))
      let spill = SpillFile(directory: onDisk ? folder : nil)
      return (whole, try Self.indexBytes(block: 7, runSize: runSize, spill: spill, spillingColumns: true))
    }
    let identical = spilled == whole
    #expect(identical, "the same index, byte for byte")
    #expect(throws: Never.self) { try PlaceIndex(data: Data(spilled), sourceHash: 1, verifyingChecksum: true) }
    let index = PlaceIndex.built(spilled, sourceHash: 1)
    let section = index.withView { view in view.place(id: "geonames:1002").map { view.placeSection[$0] } }
    let city = index.withView { view in view.place(id: "geonames:1001").map { view.placeSection[$0] } }
    #expect(section == 1 && city == 0, "Lyon 03 is a section of Lyon")
  }

  /// Each place's entries, in entry order, whatever share of places counts them; places
  /// without entries have empty lists.
  @Test(arguments: [1, 2, 3, 50])
  func eachPlaceListsItsEntriesInOrder(shares: Int) {
    let places = 37
    let sortedPlace = (0..<1000).map { UInt32(($0 * 7919) % places == 5 ? 0 : ($0 * 7919) % places) }
    let lists = PlaceKeyLists(sortedPlace: sortedPlace, placeCount: places, shares: shares)
    #expect(lists.shareCount == min(shares, places))
    #expect(lists.totalCount == sortedPlace.count)
    for place in 0..<places {
      let expected = sortedPlace.indices.filter { sortedPlace[$0] == UInt32(place) }.map(UInt32.init)
      #expect(Array(lists.keys(of: place)) == expected, "place \(place)")
      #expect(lists.count(of: place) == expected.count, "place \(place)")
    }
    let empty = PlaceKeyLists(sortedPlace: [], placeCount: 0)
    #expect(empty.shareCount == 1 && empty.totalCount == 0)
  }

  /// What a walk of nearby places reads in grid order is its slot's place's own: in
  /// every cell, its places most important first, and for each its importance, area,
  /// slot and keys (every entry of the place, in order, none of another's). Built with
  /// the grid's places spilled and without.
  @Test(arguments: [false, true])
  func gridOrderSectionsHoldEachSlotsPlace(spilled: Bool) async throws {
    let bytes = try await OwnThread.compute {
      try Self.indexBytes(
        block: 7, runSize: spilled ? 40 : .max, spill: SpillFile(directory: nil), spillingColumns: spilled)
    }
    let index = PlaceIndex.built(bytes, sourceHash: 1)
    index.withView { view in
      var entries = [[Int]](repeating: [], count: view.placeCount)
      for entry in 0..<view.entryCount { entries[Int(view.entryPlace[entry])].append(entry) }
      var seen = Set<Int>()
      for cell in 0..<IndexFormat.gridRows * IndexFormat.gridColumns {
        let slots = view.gridStart.span(cell, within: view.gridPlaces.count)
        for slot in slots {
          let place = Int(view.gridPlaces[slot])
          seen.insert(place)
          let location = view.location(of: place)
          #expect(IndexFormat.gridCell(latitude: location.latitude, longitude: location.longitude) == cell)
          if slot > slots.lowerBound { #expect(view.gridImportance[slot - 1] >= view.gridImportance[slot]) }
          #expect(view.gridImportance[slot] == view.placeImportance[place])
          #expect(view.gridArea[slot] == view.placeArea[place])
          #expect(Int(view.placeGridSlot[place]) == slot)
          #expect(view.keySlots(of: place).map { Int(view.placeKeys[$0]) } == entries[place], "place \(place)")
        }
      }
      #expect(seen.count == view.placeCount && view.gridPlaces.count == view.placeCount)
    }
    #expect(!index.isDamaged)
  }

  /// Ids are found by hash: numbers in hash order, equal hashes by number, whether the
  /// hashes share a bucket (their top 16 bits), a whole hash, or nothing.
  @Test func numbersAreOrderedByHashThenByNumber() {
    var random = SeededRandom(seed: 11)
    var hashes = (0..<5000).map { _ in UInt64.random(in: 0...UInt64.max, using: &random) }
    // Many in one bucket, some equal, and the extremes.
    for number in stride(from: 0, to: 5000, by: 3) { hashes[number] = 0xABCD << 48 | UInt64(number % 97) }
    hashes[10] = 0
    hashes[11] = .max
    hashes[12] = .max
    let expected = hashes.indices.sorted { hashes[$0] != hashes[$1] ? hashes[$0] < hashes[$1] : $0 < $1 }
    let order = IndexBuilder.orderByHash(hashes)
    #expect(order.count == hashes.count)
    let sorted = order.map(Int.init) == expected
    #expect(sorted, "by hash, then by number; \(random)")
    #expect(IndexBuilder.orderByHash([]).isEmpty)
  }
}
