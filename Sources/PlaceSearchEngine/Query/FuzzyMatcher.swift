import Foundation
import PlaceKit

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

  /// Allowed edits for a query: per word, 1 for 4–8 characters, 2 for 9 or more, none
  /// for one Hangul syllable (`allowance(forWord:)`), and at most `maxBudget` in all (a
  /// pasted paragraph must not widen the search).
  static func budget(for key: [UInt8]) -> Int {
    let total = key.split(separator: 0x20).reduce(0) { $0 + allowance(forWord: scalars(of: $1)) }
    return min(total, maxBudget)
  }

  /// Edits a word of `length` scalars is allowed: 1 for 4–8, 2 for 9 or more.
  private static func allowance(forLength length: Int) -> Int { length >= 9 ? 2 : length >= 4 ? 1 : 0 }

  /// Edits a word of the key (its scalars) is allowed: by its length, and none for one
  /// Hangul syllable, a single character spelt as up to five jamo (괌 is no typo of 광,
  /// Guangzhou's first syllable).
  static func allowance(forWord word: [UInt32]) -> Int {
    Hangul.isOneSyllable(jamo: word) ? 0 : allowance(forLength: word.count)
  }

  private static func scalars(of word: some Collection<UInt8>) -> [UInt32] {
    String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value)
  }

  /// Whether `matched` (the start of a key a match found) is within typo distance of
  /// `key` word by word: each word within its own allowance, so that no word goes
  /// unmatched by spending another's ("mount fuji" is not Mount Juliet). A lone edit in
  /// a word of three letters (not one Hangul syllable) passes when every other word is
  /// right ("sna francisco"),
  /// and a match that joins or splits words ("newyork") is allowed one edit.
  static func fitsWordByWord(_ key: [UInt8], matched: some Collection<UInt8>, edits: Int) -> Bool {
    let queryWords = key.split(separator: 0x20), matchedWords = matched.split(separator: 0x20)
    guard queryWords.count == matchedWords.count else { return edits <= 1 }
    for (typed, found) in zip(queryWords, matchedWords) {
      let typed = scalars(of: typed), found = scalars(of: found)
      let oneSyllable = Hangul.isOneSyllable(jamo: typed)
      let allowance = oneSyllable ? 0 : allowance(forLength: typed.count)
      let made = EditDistance.between(typed, found, transpositions: true, above: max(allowance, 1))
      if made > allowance && !(made == 1 && edits == 1 && typed.count >= 3 && !oneSyllable) { return false }
    }
    return true
  }

  /// Most edits any query is allowed.
  static let maxBudget = 3
  /// Longest query (in scalars) looked up with typos: each trie step costs a row as long
  /// as the query, and nobody types 48 characters to find a place by a misspelling.
  static let maxQueryLength = 48

  /// Upper bound on trie nodes visited, so a pathological query stays fast.
  static let maxVisits = 30_000

  /// Rows of the edit-distance table: the empty prefix, then one per key byte at most.
  private static let levels = SearchKey.maxLength + 3

  private let keys: EntryKeys
  /// The ranges of every prefix over `IndexFormat.scanLimit` entries (`IndexView.nodeRange`).
  private let nodeRanges: Column<UInt64>
  private let query: [UInt32]
  private let budget: Int
  /// The first character's UTF-8 bytes, and the range of keys that start with them.
  private let first: [UInt8]
  private let firstRange: Range<Int>
  private var visits = 0
  private(set) var matches: [Match] = []

  init(view: IndexView, key: [UInt8], budget: Int) {
    keys = view.entryKeys
    nodeRanges = view.nodeRange
    query = String(decoding: key, as: UTF8.self).unicodeScalars.map(\.value)
    self.budget = budget
    var first: [UInt8] = []
    if let scalar = query.first { TextNormalizer.appendUTF8(scalar, to: &first) }
    self.first = first
    firstRange = first.isEmpty ? 0..<0 : view.range(of: first)
  }

  /// Runs the search; results are in `matches`.
  mutating func run() {
    guard budget > 0, query.count > 1, query.count <= FuzzyMatcher.maxQueryLength else { return }
    // The first character is typed right: start below it, in its key range.
    // One row of the edit-distance table per trie level, all in one buffer: level 0 is
    // the empty prefix, level 1 the first character typed right. A level consumes at
    // least one key byte, so no walk goes deeper than the longest key.
    let width = query.count + 1
    var rows = [Int](repeating: 0, count: width * FuzzyMatcher.levels)
    for j in 0...query.count {
      rows[j] = j
      rows[width + j] = j == 0 ? 1 : j - 1
    }
    let query = self.query
    rows.withUnsafeMutableBufferPointer { rows in
      query.withUnsafeBufferPointer { query in
        visit(
          lo: firstRange.lowerBound, hi: firstRange.upperBound, depth: first.count, level: 1, previousScalar: query[0],
          query: query, rows: rows.baseAddress!)
      }
    }
  }

  /// Walks the children of the trie node `lo..<hi` (keys sharing `depth` bytes), whose
  /// row of the table is at `level` in `rows` and the row before it at `level - 1`.
  ///
  /// Once every cell of the row has spent the budget, only a child whose character is
  /// the query's next one in some alignment (or completes a transposition) can match or
  /// lead to a match: those few are found by binary search instead of walking every child
  /// (a node of a big index has hundreds). Either way the children come in key order.
  private mutating func visit(
    lo: Int, hi: Int, depth: Int, level: Int, previousScalar: UInt32, query: UnsafeBufferPointer<UInt32>,
    rows: UnsafeMutablePointer<Int>
  ) {
    // A key longer than any the builder writes comes from a damaged index.
    guard level + 1 < FuzzyMatcher.levels else {
      keys.blob.damage.report()
      return
    }
    var index = lo
    while index < hi && Int(keys.length[index]) <= depth { index += 1 }
    let m = query.count
    let previousRow = rows + (level - 1) * (m + 1)
    let row = previousRow + (m + 1)
    if (0...m).allSatisfy({ row[$0] >= budget }) {
      // A child's cell j stays within the budget only by a character typed right after
      // cell j - 1 at the budget, or by a transposition from the row before: that needs
      // `previousRow[j - 2] + 1` within it, and `row[j - 2]` is at most that, so its
      // character, `query[j - 2]`, is wanted already.
      let wanted = (1...m).filter { row[$0 - 1] <= budget }.map { query[$0 - 1] }
      var encoded: [UInt8] = []
      for scalar in Set(wanted).sorted() {
        encoded.removeAll(keepingCapacity: true)
        TextNormalizer.appendUTF8(scalar, to: &encoded)
        let found = encoded.withUnsafeBufferPointer { bytes -> Int? in
          let start = partitionPoint(in: index..<hi) { compare(entry: $0, at: depth, with: bytes) >= 0 }
          return start < hi && compare(entry: start, at: depth, with: bytes) == 0 ? start : nil
        }
        guard let start = found else { continue }
        guard decode(entry: start, at: depth) == (scalar, encoded.count) else { continue }
        visits += 1
        if visits > FuzzyMatcher.maxVisits { return }
        let childEnd = upperBound(from: start, to: hi, depth: depth, width: encoded.count, of: start)
        step(
          child: start..<childEnd, scalar: scalar, width: encoded.count, depth: depth, level: level,
          previousScalar: previousScalar, query: query, rows: rows)
        index = childEnd
      }
      return
    }
    while index < hi {
      visits += 1
      if visits > FuzzyMatcher.maxVisits { return }
      let (scalar, width) = decode(entry: index, at: depth)
      let childEnd = upperBound(from: index, to: hi, depth: depth, width: width, of: index)
      step(
        child: index..<childEnd, scalar: scalar, width: width, depth: depth, level: level,
        previousScalar: previousScalar, query: query, rows: rows)
      index = childEnd
    }
  }

  /// Fills the row of `child` (the keys of a node under the one at `level` whose next
  /// character is `scalar`, `width` bytes at `depth`), notes a match, and walks on below
  /// it while the budget allows.
  private mutating func step(
    child: Range<Int>, scalar: UInt32, width: Int, depth: Int, level: Int, previousScalar: UInt32,
    query: UnsafeBufferPointer<UInt32>, rows: UnsafeMutablePointer<Int>
  ) {
    let m = query.count
    let previousRow = rows + (level - 1) * (m + 1)
    let row = previousRow + (m + 1)
    let next = row + (m + 1)
    next[0] = row[0] + 1
    var smallest = next[0]
    for j in 1...m {
      let cost = query[j - 1] == scalar ? 0 : 1
      var value = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
      if j > 1, previousScalar == query[j - 1], scalar == query[j - 2] {
        value = min(value, previousRow[j - 2] + 1)
      }
      next[j] = value
      smallest = min(smallest, value)
    }
    if next[m] <= budget {
      matches.append(Match(range: child, edits: next[m], matchedBytes: depth + width))
    }
    if smallest <= budget && (next[m] > budget || smallest < next[m]) {
      visit(
        lo: child.lowerBound, hi: child.upperBound, depth: depth + width, level: level + 1, previousScalar: scalar,
        query: query, rows: rows)
    }
  }

  /// The order of an entry's key bytes from `depth` on against `bytes`, over as many
  /// bytes as `bytes` has (a key that ends first sorts first). At most a scalar's 4
  /// bytes: a loop beats a memcmp call.
  private func compare(entry: Int, at depth: Int, with bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let key = keys.key(of: entry)
    for offset in 0..<bytes.count {
      guard depth + offset < key.count else { return -1 }
      let order = Int(key[depth + offset]) - Int(bytes[offset])
      if order != 0 { return order }
    }
    return 0
  }

  /// The scalar at byte `depth` of an entry's key and its UTF-8 width.
  private func decode(entry: Int, at depth: Int) -> (UInt32, Int) {
    let key = keys.key(of: entry)
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
  ///
  /// A child of a large node may hold millions of keys, and a search from `from` reads
  /// dozens of them at random to find its end. The index keeps the range of every prefix
  /// over `IndexFormat.scanLimit` entries: of those that start at `from` and end within
  /// `to`, the longest whose last key still shares the child's bytes ends the child (or
  /// a run inside it), so the search starts there.
  private func upperBound(from: Int, to: Int, depth: Int, width: Int, of reference: Int) -> Int {
    let referenceKey = keys.key(of: reference)
    guard depth + width <= referenceKey.count else { return to }
    let referenceBytes = UnsafeBufferPointer(rebasing: referenceKey[depth..<depth + width])
    let isPast = { (entry: Int) -> Bool in compare(entry: entry, at: depth, with: referenceBytes) > 0 }
    var start = from + 1
    if to - from > IndexFormat.scanLimit {
      let ranges = nodeRanges
      var slot = partitionPoint(in: 0..<ranges.count) { ranges[$0] > UInt64(from) << 32 | UInt64(to) } - 1
      while slot >= 0 && Int(ranges[slot] >> 32) == from {
        let end = Int(ranges[slot] & 0xFFFF_FFFF)
        if end > start && end <= to && !isPast(end - 1) {
          start = end
          break
        }
        slot -= 1
      }
    }
    return partitionPoint(nearStartOf: start..<max(start, to), isPast)
  }
}
