import PlaceKit

/// A source of list rows: one per mode (recommendations, completions, detail results).
/// The coordinator swaps which one feeds the list; none knows another.
///
/// A controller asks its source with an id from the session's `EventQueue`; the answer
/// comes back as an event, and the coordinator hands it to `receive`.
@MainActor
public protocol ListController: AnyObject {
  /// The rows to show, best first.
  var rows: [ListRow] { get }
  /// Whether the source had more rows than `rows` holds: a controller asks for one more
  /// than it shows, since a source tells no total.
  var hasMore: Bool { get }
  /// Whether an answer is still on its way.
  var isLoading: Bool { get }
  /// What the list shows at row `index`, for the status line.
  func mode(at index: Int) -> ListMode
  /// The error of the last load, if it failed.
  var failure: PlaceKitError? { get }
  /// What the preview shows for row `index` (nil for a section title).
  func previewSubject(at index: Int) -> PreviewSubject?
  /// The user chose row `index`; the controller tells its delegate.
  func choose(at index: Int)
  /// Takes `answer` if it answers a request of this controller still wanted; false for
  /// any other (another controller's, or one replaced by a newer request).
  func receive(_ answer: Answer) -> Bool
}
