import PlaceKit

/// A source of list rows: one per mode (recommendations, completions, detail results).
/// The coordinator swaps which one feeds the list; none knows another.
@MainActor
public protocol ListController: AnyObject {
  /// The rows to show, best first.
  var rows: [ListRow] { get }
  /// Whether an answer is still on its way.
  var isLoading: Bool { get }
  /// What the list is, for the status line ("nearby", "completions", a group's title).
  var modeName: String { get }
  /// The error of the last load, if it failed.
  var failure: PlaceKitError? { get }
  /// The user chose row `index`; the controller tells its delegate.
  func choose(at index: Int)
}
