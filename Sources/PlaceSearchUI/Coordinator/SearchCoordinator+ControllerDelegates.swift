import PlaceKit

/// What the list controllers report to the coordinator: a place chosen, a completion
/// chosen (with the key that chose), data loaded while a completion of one place is
/// opened.
extension SearchCoordinator: PlaceListDelegate, CompletionControllerDelegate {
  /// The one-place rule, for a completion being opened: its one place finishes the
  /// search, chosen with the key that chose the completion; a failure, or a source that
  /// found several places after all, is shown as its list. (Every frame is drawn from the
  /// state after each event, so other loads need nothing more.)
  public func didLoadData() {
    guard case .opening(let opening, let completions, let key) = mode, !opening.isLoading else { return }
    if opening.failure == nil, opening.places.count == 1 {
      // The completions stay on screen for the last frame, no longer waiting.
      mode = .completions(completions)
      finish(.chosen(opening.places[0], key: key))
    } else {
      mode = .details(opening)
    }
  }

  public func didSelectPlace(_ place: Place, key: String?) {
    finish(.chosen(place, key: key))
  }

  /// The one-place rule: a group opens its places as a list; a completion of one place
  /// is opened in the background and finishes the search when its place arrives.
  public func didSelectCompletion(_ completion: Completion, key: String?) {
    guard case .completions(let completions) = mode else { return }
    let controller = makeDetails(completion)
    controller.delegate = self
    mode = completion.isGroup ? .details(controller) : .opening(controller, completions: completions, key: key)
    controller.load()
  }
}
