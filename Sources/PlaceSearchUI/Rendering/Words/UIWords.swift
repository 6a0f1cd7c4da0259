import PlaceKit

/// The words of the interactive screen in one UI language: one type per language
/// (`EnglishWords`, `KoreanWords`), so that a third language is one new file and the
/// compiler checks it says everything. `UIStrings` chooses the table and adds what
/// every language shares.
protocol UIWords: Sendable {
  /// The prompt before the query.
  var prompt: String { get }
  /// The label of the current location on the query line.
  func near(_ label: String) -> String
  /// A location used because nothing says where the user is.
  func byDefault(_ label: String) -> String
  /// The source indicator on the query line.
  func source(_ source: AnswerSource) -> String
  /// The status line's position; `total` holds the "+" when the source had more.
  func position(_ index: Int, of total: String) -> String
  /// The status line's name of a list of recent places, of nearby places, of completions.
  var recentMode: String { get }
  var nearbyMode: String { get }
  var completionsMode: String { get }
  /// The titles of the first screen's sections.
  var recentTitle: String { get }
  var nearbyTitle: String { get }
  /// What a key hint's keys do: "move", "back" (the status line puts the keys before it).
  func hint(_ hint: KeyHint) -> String
  /// How a copy or an open ended (`ActionOutcome`), but an error's own description.
  func copied(coordinates: String) -> String
  func copied(_ name: String, as format: String) -> String
  func copyFailed(_ reason: String) -> String
  func opened(_ name: String, program: String) -> String
  func openFailed(program: String, status: Int32) -> String
  var noBrowser: String { get }
  func severalPlaces(_ count: String) -> String
  var notFound: String { get }
  /// Shown while an answer is on its way; when the first screen found nothing; when the
  /// query matched nothing.
  var searching: String { get }
  var nothingNearby: String { get }
  var noMatches: String { get }
  /// The line above rows that leave out `quoted` (the words in quotes, comma-separated).
  func leftOut(quoted: String) -> String
  /// Where landmarks, stations and streets come from, naming the README's `section`.
  func missingKinds(section: String) -> String
  /// Ctrl-/ in a terminal narrower than the preview needs.
  func previewNeedsColumns(_ columns: Int) -> String
  /// Shown instead of the layout in a terminal too small for it.
  var terminalTooSmall: String { get }
  /// Typed or pasted text went past the longest query kept.
  func queryCut(at length: Int) -> String
  /// The label of a line of a place's card.
  func label(_ field: PlaceCard.Field) -> String
  /// An administrative area's level in words; nil where the data's word is used.
  func areaLevel(_ level: Int) -> String?
  /// Where a place lies: `distance`, the compass word `way` when there is one, from
  /// `label` when given.
  func direction(_ distance: String, way: String?, from label: String?) -> String
  /// A compass point as a list row says it.
  func compass(_ point: CompassPoint) -> String
  /// How many more items a cut list leaves out; how many places a group stands for; how
  /// many countries and areas a group's places are in (counts written with their digits
  /// grouped where given as text).
  func more(_ count: String) -> String
  func placeCount(_ count: Int, digits: String) -> String
  func spread(countries: Int, areas: Int) -> String
}
