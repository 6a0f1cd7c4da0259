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
  /// The name the query matched: the whole title, or its first part when the title adds
  /// the name in the display language ("서울" of "서울 (Seoul)"). Typed as a query, it
  /// finds this row again, so it is what Tab puts in the query.
  public var matchedName: String
  /// Ids of the places this completion stands for, best first; never empty.
  public var placeIDs: [String]
  /// The words of the query this row does not match, as typed ("zzz" of "paris zzz"):
  /// empty for a match of every word. Rows with left-out words come only when no place
  /// matches every word; they are shown as such (the interactive list's line), never as
  /// matches (`search`, `show`, `complete` and the servers leave them out).
  public var leftOutWords: [String] = []
  /// For a completion of one place asked for near a location: how far away it is, in
  /// kilometres. Nil for a group, whose places lie in many directions.
  public var distanceKm: Double?
  /// For a completion of one place asked for near a location: its direction from there.
  public var bearing: CompassPoint?

  /// Creates a completion; `matchedName` defaults to the title; `distanceKm` and
  /// `bearing` only for one place near a location.
  public init(
    title: String, subtitle: String, highlights: [HighlightRange], placeIDs: [String],
    matchedName: String? = nil, distanceKm: Double? = nil, bearing: CompassPoint? = nil
  ) {
    self.title = title
    self.matchedName = matchedName ?? title
    self.subtitle = subtitle
    self.highlights = highlights
    self.placeIDs = placeIDs
    self.distanceKm = distanceKm
    self.bearing = bearing
  }

  /// Whether the row matches every word of its query.
  public var matchesEveryWord: Bool { leftOutWords.isEmpty }

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

extension [Completion] {
  /// The rows that match every word of their query: all of them, or none when no place
  /// matches every word (the rows then say which words they leave out). What scripts,
  /// servers and `show` answer with.
  public var matchingEveryWord: [Completion] { filter(\.matchesEveryWord) }
}
