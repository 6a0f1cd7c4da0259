import Foundation

/// Finds key ranges whose keys start with something within a few edits of the query
/// (insertions, deletions, substitutions and adjacent transpositions, each one edit).
///
/// Walks the sorted keys as an implicit trie, one Unicode scalar per level, carrying a
/// row of the edit-distance table and pruning a branch once every cell of its row
/// exceeds the budget. The first character must be typed right, as in most typo-tolerant
/// search boxes: it keeps the walk to one branch of the trie, well under a millisecond.
struct FuzzyMatcher {
  /// A range of entries whose keys start with a prefix `edits` away from the query.
  struct Match {
    var range: Range<Int>
    var edits: Int
    var matchedBytes: Int
  }

  /// Allowed edits for a query: per word, 1 for 4–8 characters, 2 for 9 or more, and
  /// at most `maxBudget` in all (a pasted paragraph must not widen the search).
  static func budget(for key: [UInt8]) -> Int {
    let total = key.split(separator: 0x20).reduce(0) { total, word in
      let length = TextNormalizer.scalarCount(word)
      return total + (length >= 9 ? 2 : length >= 4 ? 1 : 0)
    }
    return min(total, maxBudget)
  }

  /// Most edits any query is allowed.
  static let maxBudget = 3
  /// Longest query (in scalars) looked up with typos: each trie step costs a row as long
  /// as the query, and nobody types 48 characters to find a place by a misspelling.
  static let maxQueryLength = 48

  /// Upper bound on trie nodes visited, so a pathological query stays fast.
  static let maxVisits = 30_000

  private let view: IndexView
  private let query: [UInt32]
  private let budget: Int
  private var visits = 0
  private(set) var matches: [Match] = []

  init(view: IndexView, key: [UInt8], budget: Int) {
    self.view = view
    self.query = String(decoding: key, as: UTF8.self).unicodeScalars.map(\.value)
    self.budget = budget
  }

  /// Runs the search; results are in `matches`.
  mutating func run() {
    guard budget > 0, query.count > 1, query.count <= FuzzyMatcher.maxQueryLength else { return }
    // The first character is typed right: start below it, in its key range.
    var first: [UInt8] = []
    TextNormalizer.appendUTF8(query[0], to: &first)
    let range = view.range(of: first)
    let start = Array(0...query.count)
    let row = [1] + (1...query.count).map { j in j - 1 }
    visit(
      lo: range.lowerBound, hi: range.upperBound, depth: first.count, row: row, previousRow: start,
      previousScalar: query[0])
  }

  private mutating func visit(
    lo: Int, hi: Int, depth: Int, row: [Int], previousRow: [Int], previousScalar: UInt32?
  ) {
    var index = lo
    while index < hi && Int(view.entryKeyLength[index]) <= depth { index += 1 }
    let m = query.count
    var next = [Int](repeating: 0, count: m + 1)
    while index < hi {
      visits += 1
      if visits > FuzzyMatcher.maxVisits { return }
      let (scalar, width) = decode(entry: index, at: depth)
      let childEnd = upperBound(from: index, to: hi, depth: depth, width: width, of: index)
      next[0] = row[0] + 1
      var smallest = next[0]
      for j in 1...m {
        let cost = query[j - 1] == scalar ? 0 : 1
        var value = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
        if j > 1, let previousScalar, previousScalar == query[j - 1], scalar == query[j - 2],
          !previousRow.isEmpty
        {
          value = min(value, previousRow[j - 2] + 1)
        }
        next[j] = value
        smallest = min(smallest, value)
      }
      if next[m] <= budget {
        matches.append(Match(range: index..<childEnd, edits: next[m], matchedBytes: depth + width))
      }
      if smallest <= budget && (next[m] > budget || smallest < next[m]) {
        visit(lo: index, hi: childEnd, depth: depth + width, row: next, previousRow: row, previousScalar: scalar)
      }
      index = childEnd
    }
  }

  /// The scalar at byte `depth` of an entry's key and its UTF-8 width.
  private func decode(entry: Int, at depth: Int) -> (UInt32, Int) {
    let key = view.key(of: entry)
    guard depth < key.count else { return (0, 1) }
    let base = key.baseAddress! + depth
    let available = key.count - depth
    let lead = UInt32(base[0])
    let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard width <= available else { return (lead, 1) }
    switch width {
    case 1: return (lead, 1)
    case 2: return ((lead & 0x1F) << 6 | UInt32(base[1]) & 0x3F, 2)
    case 3: return ((lead & 0x0F) << 12 | (UInt32(base[1]) & 0x3F) << 6 | UInt32(base[2]) & 0x3F, 3)
    default:
      return (
        (lead & 0x07) << 18 | (UInt32(base[1]) & 0x3F) << 12 | (UInt32(base[2]) & 0x3F) << 6
          | UInt32(base[3]) & 0x3F, 4
      )
    }
  }

  /// First entry in `from..<to` whose bytes `depth..<depth+width` differ from `reference`'s.
  private func upperBound(from: Int, to: Int, depth: Int, width: Int, of reference: Int) -> Int {
    let referenceKey = view.key(of: reference)
    guard depth + width <= referenceKey.count else { return to }
    let referenceBytes = referenceKey.baseAddress! + depth
    return partitionPoint(in: (from + 1)..<max(from + 1, to)) { entry in
      let key = view.key(of: entry)
      let available = min(width, key.count - depth)
      guard available > 0 else { return false }
      let bytes = key.baseAddress! + depth
      // At most 4 bytes: a loop beats a memcmp call.
      var order = 0
      var byte = 0
      while order == 0 && byte < available {
        order = Int(bytes[byte]) - Int(referenceBytes[byte])
        byte += 1
      }
      return order > 0
    }
  }
}
