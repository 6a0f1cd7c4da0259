import PlaceKit

/// A source of list rows: one per mode (recommendations, completions, detail results).
/// The coordinator swaps which one feeds the list; none knows another. Each owns its
/// list: its rows, its cursor and scroll, the keys that act on it and the text Tab fills
/// in.
///
/// A controller asks its source with an id from the session's `EventQueue`; the answer
/// comes back as an event, and the coordinator hands it to `receive`.
@MainActor
public protocol ListController: AnyObject {
  /// The rows to show, best first.
  var rows: [ListRow] { get }
  /// The selected row and the first row shown.
  var cursor: ListCursor { get set }
  /// Whether the source had more rows than `rows` holds: a controller asks for one more
  /// than it shows, since a source tells no total.
  var hasMore: Bool { get }
  /// Whether an answer is still on its way.
  var isLoading: Bool { get }
  /// The error of the last load, if it failed.
  var failure: PlaceKitError? { get }
  /// The words of the query the rows' places leave out: empty when they match every word
  /// (or the list answers no query).
  var leftOutWords: [String] { get }
  /// The keys that act on this list, for the status line (copy, open and the preview are
  /// the coordinator's).
  var keyHints: [KeyHint] { get }
  /// What the list shows at row `index`, for the status line.
  func mode(at index: Int) -> ListMode
  /// What the preview shows for row `index` (nil for a section title).
  func previewSubject(at index: Int) -> PreviewSubject?
  /// The query Tab puts in place for row `index`; nil where Tab does nothing.
  func fillText(at index: Int) -> String?
  /// The user chose row `index` with the expected key named `key` (nil: Enter); the
  /// controller tells its delegate, the key with it.
  func choose(at index: Int, key: String?)
  /// Takes `answer` if it answers a request of this controller still wanted; false for
  /// any other (another controller's, or one replaced by a newer request).
  func receive(_ answer: Answer) -> Bool
}

extension ListController {
  // The coordinator keeps the cursor on a row that can be selected, or on none, after
  // every event (`ListCursor.keepVisible`), so these read it as it stands, without
  // building the rows.

  /// What the preview shows for the selected row; nil while none is.
  public var selectedSubject: PreviewSubject? { cursor.selection.flatMap(previewSubject(at:)) }

  /// What the list shows at the selected row (at its top while none is), for the status
  /// line.
  public var selectedMode: ListMode { mode(at: cursor.selection ?? 0) }

  /// The query Tab puts in place for the selected row; nil while none is.
  public var selectedFillText: String? { cursor.selection.flatMap(fillText(at:)) }
}
