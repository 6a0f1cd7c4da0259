import PlaceKit
/// What answers a query no place matches word for word: its first words when they name
/// places on their own ("paris" of "paris zzz", "gangnam" of "gangnam station"), and the
/// words left out.
struct PartialMatch {
  /// The key of the run of words (`CandidateSearch.gatherWholeWords`).
  var name: [UInt8]
  /// Which of the query's words the run is.
  var words: Range<Int>
  /// How many words the query has.
  var wordCount: Int

  /// The runs of `key`'s words to try: its first words, most first, at least half of
  /// them, so that a stray word stands for no query ("eiffel tower" is no Tower, "no such
  /// place xq" no Novosibirsk). A name comes first, before what it is or where.
  static func spans(of key: [UInt8]) -> [PartialMatch] {
    let words = key.split(separator: 0x20, omittingEmptySubsequences: true)
    guard words.count >= 2 else { return [] }
    return stride(from: words.count - 1, through: (words.count + 1) / 2, by: -1).map { length in
      PartialMatch(name: Array(words[..<length].joined(separator: [0x20])), words: 0..<length, wordCount: words.count)
    }
  }

  /// The words the run leaves out of `query` (whose key is `key`): as typed when each
  /// typed word (split at spaces and commas) is one word of the key, else as the key
  /// has them. Never empty.
  func leftOutWords(of query: String, key: [UInt8]) -> [String] {
    let typed = query.split { $0.isWhitespace || $0 == "," }.map(String.init)
    var normalizer = TextNormalizer()
    let shown =
      typed.count == wordCount && typed.allSatisfy({ normalizer.key($0).split(separator: 0x20).count == 1 })
      ? typed : key.split(separator: 0x20, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    return shown.indices.filter { !words.contains($0) }.map { shown[$0] }
  }
}
