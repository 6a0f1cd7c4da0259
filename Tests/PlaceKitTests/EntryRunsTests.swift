import Foundation
import PlaceKitFakes
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// Entries sorted in runs and merged, the merge shared out over threads by first key
/// bytes, come out in the order of one sort of all of them.
struct EntryRunsTests {
  /// Entries as `EntryRuns` takes them: keys of many first bytes (ASCII, Latin accents,
  /// Hangul, digits), equal keys at equal scores, keys longer than 16 bytes and keys
  /// that are prefixes of others.
  private struct Columns {
    var keyBlob: [UInt8] = []
    var keyOffset: [UInt32] = []
    var keyLength: [UInt16] = []
    var kind: [UInt8] = []
    var place: [UInt32] = []
    var name: [UInt32] = []

    init(count: Int, places: Int, random: inout SeededRandom) {
      let words = ["springfield", "san josé", "서울", "paris", "par", "zürich", "12th street", "a", "ümlaut", "ô"]
      for entry in 0..<count {
        let word = words.randomElement(using: &random)!
        let key = Array((word + String(repeating: " township", count: Int.random(in: 0..<3, using: &random))).utf8)
        keyOffset.append(UInt32(keyBlob.count))
        keyLength.append(UInt16(key.count))
        keyBlob += key
        kind.append(UInt8.random(in: 0..<3, using: &random))
        place.append(UInt32.random(in: 0..<UInt32(places), using: &random))
        name.append(UInt32(entry))
      }
    }

    private init() {}

    /// The entries from `range` on, as columns of their own.
    func slice(_ range: Range<Int>) -> Columns {
      var part = Columns()
      for entry in range {
        let start = Int(keyOffset[entry])
        part.keyOffset.append(UInt32(part.keyBlob.count))
        part.keyLength.append(keyLength[entry])
        part.keyBlob += keyBlob[start..<start + Int(keyLength[entry])]
        part.kind.append(kind[entry])
        part.place.append(place[entry])
        part.name.append(name[entry])
      }
      return part
    }
  }

  /// What a sort gives, names read back from `spill`.
  private struct Sorted: Equatable {
    var keys: [[UInt8]]
    var keyOffset: [UInt32]
    var kind: [UInt8]
    var place: [UInt32]
    var name: [UInt32]
    var keyBlob: [UInt8]
  }

  private func sorted(_ entries: SortedEntries, spill: SpillFile) throws -> Sorted {
    var names: [UInt32] = []
    for piece in entries.name.pieces {
      try spill.read(piece) { bytes in names += bytes.bindMemory(to: UInt32.self) }
    }
    names += entries.name.elements
    let keys = zip(entries.keyOffset, entries.keyLength).map { Array(entries.keyBlob[Int($0)..<Int($0) + Int($1)]) }
    return Sorted(
      keys: keys, keyOffset: entries.keyOffset, kind: entries.kind, place: entries.place,
      name: names, keyBlob: entries.keyBlob)
  }

  @Test(arguments: [1, 2, 3, 7])
  func aMergeSharedOutGivesTheOrderOfOneSort(shares: Int) throws {
    let places = 50
    let importance = (0..<places).map { Float($0 % 5) / 10 }
    var random = SeededRandom(seed: 7)
    let all = Columns(count: 3000, places: places, random: &random)
    let spill = SpillFile(directory: FileManager.default.temporaryDirectory)
    // Without runs: one sort in memory.
    let whole = try sorted(
      EntryRuns().sorted(
        lastKeyBlob: all.keyBlob, keyOffset: all.keyOffset, keyLength: all.keyLength, kind: all.kind, place: all.place,
        name: all.name, importance: importance, spill: spill), spill: spill)
    // In five runs, merged in `shares` shares.
    var runs = EntryRuns()
    for start in stride(from: 0, to: 2400, by: 600) {
      let part = all.slice(start..<start + 600)
      runs.add(
        keyBlob: part.keyBlob, keyOffset: part.keyOffset, keyLength: part.keyLength, kind: part.kind,
        place: part.place, name: part.name, importance: importance, to: spill)
    }
    let last = all.slice(2400..<3000)
    let merged = try sorted(
      runs.sorted(
        lastKeyBlob: last.keyBlob, keyOffset: last.keyOffset, keyLength: last.keyLength, kind: last.kind,
        place: last.place, name: last.name, importance: importance, spill: spill, shares: shares), spill: spill)
    #expect(merged.keys.count == 3000)
    let inByteOrder = zip(merged.keys, merged.keys.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) }
    #expect(inByteOrder, "keys in byte order; \(random)")
    let same = merged == whole
    #expect(same, "the merge in \(shares) shares is the one sort, keys packed alike; \(random)")
  }
}
