import PlaceKit

/// What the list controllers report to the coordinator: a place chosen, a completion
/// chosen, data loaded while a completion of one place is opened.
extension SearchCoordinator: RecommendationControllerDelegate, CompletionControllerDelegate,
  DetailResultsControllerDelegate
{
  /// The one-place rule, for a completion being opened: its one place finishes the
  /// search; a failure, or a source that found several places after all, is shown as its
  /// list. (Every frame is drawn from the state after each event, so other loads need
  /// nothing more.)
  public func didLoadData() {
    guard let opening, !opening.isLoading else { return }
    self.opening = nil
    if opening.failure == nil, opening.places.count == 1 {
      finish(.chosen(opening.places[0], key: choosingKey))
    } else {
      show(opening)
    }
  }

  public func didSelectPlace(_ place: Place) {
    finish(.chosen(place, key: choosingKey))
  }

  /// The one-place rule: a group opens its places as a list; a completion of one place
  /// is opened in the background and finishes the search when its place arrives.
  public func didSelectCompletion(_ completion: Completion) {
    opening?.cancel()
    let controller = makeDetails(completion)
    controller.delegate = self
    if completion.isGroup {
      show(controller)
    } else {
      opening = controller
    }
    controller.load()
  }
}
