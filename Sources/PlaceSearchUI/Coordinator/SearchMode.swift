/// Which list a search shows, each case holding the controller that feeds it: one value,
/// so that each change of mode is one assignment and no two fields can disagree.
///
///     recommendations ──type──▶ completions ──⏎ group──▶ details
///            ◀──clear query──          ◀──────esc──────
///                              completions ──⏎ one place──▶ opening ──its place──▶ chosen
///                                          ◀──────esc──────        └──several, or failed──▶ details
@MainActor
public enum SearchMode {
  /// The first screen: recent and nearby places.
  case recommendations(RecommendationController)
  /// Completions of the query.
  case completions(CompletionController)
  /// A group's places; Esc goes back to the completions.
  case details(DetailResultsController)
  /// A completion of one place being opened: its place is asked for while the
  /// completions (`list`) stay on screen, and its answer finishes the search, chosen with
  /// the expected key named `key` (nil: Enter).
  case opening(DetailResultsController, completions: CompletionController, key: String?)

  /// The controller feeding the list.
  var list: ListController {
    switch self {
    case .recommendations(let controller): controller
    case .completions(let controller): controller
    case .details(let controller): controller
    case .opening(_, let completions, _): completions
    }
  }

  /// The controller of a completion's places, shown or being opened: cancelled when the
  /// mode changes.
  var places: DetailResultsController? {
    switch self {
    case .details(let controller), .opening(let controller, _, _): controller
    case .recommendations, .completions: nil
    }
  }

  /// Whether a completion of one place is being opened (keys wait, but those that cancel).
  var isOpening: Bool {
    if case .opening = self { return true }
    return false
  }
}
