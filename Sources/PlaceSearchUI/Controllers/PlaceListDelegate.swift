import PlaceKit

/// What a list of places reports upward: the recommendations and a completion's places
/// (`RecommendationController`, `DetailResultsController`).
@MainActor
public protocol PlaceListDelegate: AnyObject {
  /// New rows are shown (an answer arrived for the latest request).
  func didLoadData()
  /// The user chose a place; `key` is the name of the expected key (`--expect`) that
  /// chose, nil for Enter.
  func didSelectPlace(_ place: Place, key: String?)
}
