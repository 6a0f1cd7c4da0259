import PlaceKit

/// Ctrl-Y and Ctrl-O: copies or opens the highlighted place. The place is asked for by
/// id (a completion's row holds only ids) from a `PlaceLookingUp` source, with distances
/// from the same location as the list's, so that what is copied is what choosing the row
/// would print. The outcome comes back through the event queue as `.acted`.
@MainActor
public final class ActionController {
  private let lookup: PlaceLookingUp
  private let performer: PlaceActing
  private let location: Location?
  private let events: EventQueue
  /// The action waiting for its place; a newer one replaces it.
  private var pending: (action: PlaceAction, id: RequestID, request: PlaceRequest)?

  /// Actions on places from `lookup` (measured from `location`), carried out by
  /// `performer`; answers and outcomes go through `events`.
  public init(lookup: PlaceLookingUp, performer: PlaceActing, location: Location?, events: EventQueue) {
    self.lookup = lookup
    self.performer = performer
    self.location = location
    self.events = events
  }

  /// Does `action` on the place `subject` is about; a row of several places says it
  /// needs one.
  public func perform(_ action: PlaceAction, on subject: PreviewSubject) {
    pending?.request.cancel()
    pending = nil
    switch subject {
    case .group(let completion):
      events.post(.acted(.severalPlaces(completion.placeIDs.count)))
    case .place(let id):
      let (requestID, deliver) = events.newRequest { Answer.Payload.places($0) }
      pending = (action, requestID, lookup.places(ids: [id], near: location, completion: deliver))
    }
  }

  /// Takes `answer` if it brings the place of the pending action, and carries it out.
  public func receive(_ answer: Answer) -> Bool {
    guard let pending, answer.request == pending.id, case .places(let result) = answer.payload else { return false }
    self.pending = nil
    let events = events
    switch result {
    case .success(let places):
      guard let place = places.first else {
        events.post(.acted(.notFound))
        break
      }
      performer.perform(pending.action, on: place) { events.post(.acted($0)) }
    case .failure(let error):
      events.post(.acted(.failed(error)))
    }
    return true
  }
}
