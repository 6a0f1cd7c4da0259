import PlaceKit
/// A place that matches a query, through its best-scoring key.
struct Candidate {
  /// The place number.
  var place: Int
  /// The entry (key) it matched through.
  var entry: Int
  /// Its score, in parts (`RankingModel` builds it).
  var score: Score
  /// How many leading bytes of the entry's key the query covered (for highlights).
  var matchedBytes: Int
  /// Typos it took to match (0 for a match as typed).
  var edits: Int
  /// Distance from the origin in kilometres, when ranking near a location.
  var distanceKm: Float?
  /// The reading it matched: 0 for the whole query as a name, n for the n-th
  /// `QualifiedReading` (whose areas its title group is limited to).
  var reading: Int = 0
}
