import PlaceKit
/// A search key: the normalized bytes names and queries are matched by
/// (`TextNormalizer`), cut to `maxLength` bytes at a character boundary. Declared once
/// for the index build (names, codes, initials) and the queries, so a long query is cut
/// where the index cut the name it is typed as.
enum SearchKey {
  /// Longest key kept, in bytes; longer keys are cut at a character boundary.
  static let maxLength = 200

  /// The length of `key` cut to `maxLength` bytes at a character boundary.
  static func cappedLength(_ key: ArraySlice<UInt8>) -> Int {
    guard key.count > maxLength else { return key.count }
    var end = key.startIndex + maxLength
    while end > key.startIndex && (key[end] & 0xC0) == 0x80 { end -= 1 }
    return end - key.startIndex
  }

  /// Appends the key of `name` to `bytes`, cut to `maxLength`; the range it takes.
  static func append(_ name: String, to bytes: inout [UInt8], normalizer: inout TextNormalizer) -> Range<Int> {
    let start = bytes.count
    normalizer.appendKey(name, to: &bytes)
    let end = start + cappedLength(bytes[start...])
    bytes.removeSubrange(end...)
    return start..<end
  }

  /// The key of a query, cut to `maxLength`: the query is first bounded to its start
  /// when it is far longer than any key could be, so a pasted paragraph costs no more
  /// than a long name. `keepTrailingSpace` as `TextNormalizer.key`.
  static func query(_ text: String, keepTrailingSpace: Bool = false, normalizer: inout TextNormalizer) -> [UInt8] {
    var key = normalizer.key(bounded(text), keepTrailingSpace: keepTrailingSpace)
    key.removeSubrange(cappedLength(key[...])...)
    return key
  }

  /// `text`, or its start when it is far longer than any key could be.
  private static func bounded(_ text: String) -> String {
    let limit = 4 * maxLength
    guard text.utf8.count > limit else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
  }
}
