/// One row of live completions: a name and the places it stands for.
///
/// A completion standing for one place finishes a search; one standing for several
/// ("Springfield · 34 places") opens the list of those places.
public struct Completion: Sendable, Hashable {
  /// The text shown, e.g. "Seoul" or, for a match on another name, "서울 (Seoul)".
  public var title: String
  /// Where, e.g. "Gyeonggi-do, South Korea"; for a group, the first areas its places
  /// are in ("Missouri, Massachusetts, Illinois, …"); the count is `placeIDs.count`.
  public var subtitle: String
  /// The matched parts of `title`.
  public var highlights: [HighlightRange]
  /// Ids of the places this completion stands for, best first; never empty.
  public var placeIDs: [String]

  /// Creates a completion.
  public init(title: String, subtitle: String, highlights: [HighlightRange], placeIDs: [String]) {
    self.title = title
    self.subtitle = subtitle
    self.highlights = highlights
    self.placeIDs = placeIDs
  }

  /// Whether choosing it should open detail results instead of finishing.
  public var isGroup: Bool { placeIDs.count > 1 }
}

/// A run of matched characters, in Unicode scalar offsets into a completion's title.
public struct HighlightRange: Sendable, Hashable, Codable {
  /// Offset of the first highlighted scalar.
  public var start: Int
  /// Number of highlighted scalars.
  public var length: Int

  /// Creates a range of `length` scalars starting at `start`.
  public init(start: Int, length: Int) {
    self.start = start
    self.length = length
  }
}
