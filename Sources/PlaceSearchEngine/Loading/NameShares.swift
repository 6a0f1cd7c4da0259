import PlaceKit

/// How many of the embedded data's 1,000 and 10,000 most populous places have a name in
/// each display language (`name-shares.tsv`, counted by `Scripts/place_names.py` from
/// the names the index is built with): what `--lang` can promise.
public struct NameShares: Sendable, Hashable {
  /// Of the most populous places, how many have a name in a language.
  public struct Counts: Sendable, Hashable {
    /// Of the 1,000 most populous.
    public var top1000: Int
    /// Of the 10,000 most populous.
    public var top10000: Int
  }

  /// Per language other than English.
  public var named: [DisplayLanguage: Counts]

  /// The counts of the embedded `name-shares.tsv`; none when it is damaged or missing.
  public static let embedded = NameShares(parsing: EmbeddedFile.nameShares.bytes)

  /// Reads lines of language, count of the 1,000, count of the 10,000 (tab-separated,
  /// `#` lines skipped, a CR before the line feed allowed); a line of another shape, of
  /// English, or with a count out of range (the 10,000 hold the 1,000) is left out.
  init(parsing bytes: UnsafeRawBufferPointer) {
    named = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let language = DisplayLanguage(rawValue: String(fields[0])), language != .english,
        let top1000 = Int(fields[1]), let top10000 = Int(fields[2]),
        (0...1000).contains(top1000), (top1000...10000).contains(top10000)
      else { continue }
      named[language] = Counts(top1000: top1000, top10000: top10000)
    }
  }

  /// Whether most rows in `language` read in English: under half of the 1,000 most
  /// populous places have a name in it. Never for English, nor for a language the file
  /// does not count (nothing is known of it).
  public func isMostlyEnglish(_ language: DisplayLanguage) -> Bool {
    guard let counts = named[language] else { return false }
    return counts.top1000 * 2 < 1000
  }
}
