import Foundation
import PlaceKitFakes
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// The typo search finds what a plain walk of the trie finds, child by child: the same
/// ranges, edits and matched bytes in the same order, though it skips the children that
/// cannot match and starts the search for a big child's end where the index's node
/// ranges put it.
struct FuzzyMatcherTests {
  /// A match as the walk reports it.
  private struct Found: Equatable, CustomStringConvertible {
    var range: Range<Int>
    var edits: Int
    var matchedBytes: Int
    var description: String { "\(range) \(edits) edits, \(matchedBytes) bytes" }
  }

  /// Names over a few letters (two of them two bytes, one three), most starting with "a",
  /// so that thousands of keys share a first letter and the index has node ranges.
  private static func names(count: Int, random: inout SeededRandom) -> [String] {
    let letters = ["a", "b", "c", "d", "e", "é", "ö", "서"]
    return (0..<count).map { _ in
      let length = Int.random(in: 3...9, using: &random)
      var name = Bool.random(using: &random) || Bool.random(using: &random) ? "a" : letters.randomElement(using: &random)!
      for _ in 1..<length { name += letters.randomElement(using: &random)! }
      return name
    }
  }

  @Test func theSearchFindsWhatAWalkOfEveryChildFinds() async throws {
    var random = SeededRandom(seed: 42)
    let seed = random.description
    let names = Self.names(count: 3_000, random: &random)
    let records = names.enumerated().map { number, name in
      PlaceRecord(
        id: "geonames:\(number + 1)", name: name, alternateNames: [], latitude: 10, longitude: 10,
        countryCode: "FR", admin1Code: "01", population: number, timezone: "Europe/Paris", kind: .populated)
    }
    let bytes = try await OwnThread.compute {
      var builder = IndexBuilder(areaNames: AreaNames(countries: ["FR": "France"], admin1: [:]))
      builder.appendInParallel(records)
      return try builder.finish(
        into: MemoryIndexSink(), sourceHash: 1, skipped: SkippedLines(), merged: 0, spill: SpillFile(directory: nil)
      ).bytes
    }
    let index = PlaceIndex.built(bytes, sourceHash: 1)
    #expect(index.withView { $0.nodeRange.count } > 1, "the index has node ranges to start from, \(seed)")
    // Queries: names with one or two letters changed or two neighbours swapped, and
    // names as they are.
    var normalizer = TextNormalizer()
    let letters: [Character] = ["a", "b", "c", "é", "서"]
    var queries: [[UInt8]] = []
    for _ in 0..<300 {
      var name = Array(names.randomElement(using: &random)!)
      for _ in 0..<Int.random(in: 0...2, using: &random) where name.count > 2 {
        let position = Int.random(in: 1..<name.count - 1, using: &random)
        if Bool.random(using: &random) {
          name.swapAt(position, position + 1)
        } else {
          name[position] = letters.randomElement(using: &random)!
        }
      }
      queries.append(normalizer.key(String(name)))
    }
    index.withView { view in
      let keys = (0..<view.entryCount).map { Array(view.entryKeys.key(of: $0)) }
      for query in queries {
        let budget = max(1, FuzzyMatcher.budget(for: query))
        var matcher = FuzzyMatcher(view: view, key: query, budget: budget)
        matcher.run()
        let found = matcher.matches.map { Found(range: $0.range, edits: $0.edits, matchedBytes: $0.matchedBytes) }
        let expected = Self.walk(keys: keys, query: query, budget: budget)
        #expect(found == expected, "query \(String(decoding: query, as: UTF8.self)), \(seed)")
      }
    }
  }

  /// The plain walk over the sorted `keys`: every child of every node the budget
  /// reaches, found by reading the keys one after another.
  private static func walk(keys: [[UInt8]], query: [UInt8], budget: Int) -> [Found] {
    let scalars = String(decoding: query, as: UTF8.self).unicodeScalars.map(\.value)
    guard let first = scalars.first, scalars.count > 1 else { return [] }
    let firstBytes = Array(String(UnicodeScalar(first)!).utf8)
    let start = keys.firstIndex { $0.starts(with: firstBytes) } ?? keys.count
    let end = keys[start...].firstIndex { !$0.starts(with: firstBytes) } ?? keys.count
    let m = scalars.count
    var found: [Found] = []
    func scalar(of key: [UInt8], at depth: Int) -> (UInt32, Int)? {
      guard depth < key.count else { return nil }
      let text = String(decoding: key[depth...], as: UTF8.self)
      guard let scalar = text.unicodeScalars.first else { return nil }
      return (scalar.value, String(scalar).utf8.count)
    }
    func visit(_ range: Range<Int>, depth: Int, previous: [Int], row: [Int], previousScalar: UInt32) {
      var index = range.lowerBound
      while index < range.upperBound && keys[index].count <= depth { index += 1 }
      while index < range.upperBound, let (character, width) = scalar(of: keys[index], at: depth) {
        var childEnd = index + 1
        while childEnd < range.upperBound && Array(keys[childEnd].dropFirst(depth).prefix(width))
          == Array(keys[index].dropFirst(depth).prefix(width))
        {
          childEnd += 1
        }
        var next = [row[0] + 1]
        for j in 1...m {
          var value = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (scalars[j - 1] == character ? 0 : 1))
          if j > 1, previousScalar == scalars[j - 1], character == scalars[j - 2] { value = min(value, previous[j - 2] + 1) }
          next.append(value)
        }
        let smallest = next.min()!
        if next[m] <= budget { found.append(Found(range: index..<childEnd, edits: next[m], matchedBytes: depth + width)) }
        if smallest <= budget && (next[m] > budget || smallest < next[m]) {
          visit(index..<childEnd, depth: depth + width, previous: row, row: next, previousScalar: character)
        }
        index = childEnd
      }
    }
    visit(
      start..<end, depth: firstBytes.count, previous: Array(0...m), row: (0...m).map { $0 == 0 ? 1 : $0 - 1 },
      previousScalar: first)
    return found
  }
}
