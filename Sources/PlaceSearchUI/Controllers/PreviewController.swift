import PlaceKit

/// The card beside the list: the details of the highlighted place, or the places of a
/// highlighted group (for its map and spread), asked for from a `PlaceLookingUp` source
/// when the highlight moves.
///
/// While the next place's details are on their way the card shown so far stays (marked
/// as loading), so moving through the list never blanks the pane between two frames.
@MainActor
public final class PreviewController {
  /// The details shown: those of `subject`, or the last ones while they load.
  public private(set) var details: PlaceDetails?
  /// What the preview is about now.
  public private(set) var subject: PreviewSubject?
  /// The error of the last request, if it failed.
  public private(set) var failure: PlaceKitError?
  /// The places of the group highlighted (at most `BrailleMap.maximumMembers`); nil
  /// while they load, or when the subject is no group.
  public private(set) var members: [Place]?

  private let lookup: PlaceLookingUp
  private let location: Location?
  private let events: EventQueue
  private var inFlight: (id: RequestID, request: PlaceRequest)?

  /// A preview asking `lookup` for details, with distances from `location`; answers come
  /// back through `events`.
  public init(lookup: PlaceLookingUp, location: Location?, events: EventQueue) {
    self.lookup = lookup
    self.location = location
    self.events = events
  }

  /// Whether the details of the subject (a group's places) are still on their way.
  public var isLoading: Bool { inFlight != nil }

  /// Shows `subject` (nil: nothing, the pane is hidden or the list empty); asks for a
  /// place's details unless they are the ones shown.
  public func show(_ subject: PreviewSubject?) {
    guard subject != self.subject else { return }
    self.subject = subject
    inFlight?.request.cancel()
    inFlight = nil
    failure = nil
    members = nil
    switch subject {
    case .place(let id):
      if details?.place.id == id { return }
      let (requestID, deliver) = events.newRequest { Answer.Payload.details($0) }
      inFlight = (requestID, lookup.details(of: id, near: location, completion: deliver))
    case .group(let completion):
      let ids = Array(completion.placeIDs.prefix(BrailleMap.maximumMembers))
      let (requestID, deliver) = events.newRequest { Answer.Payload.places($0) }
      inFlight = (requestID, lookup.places(ids: ids, near: location, completion: deliver))
    case nil:
      return
    }
  }

  /// Takes `answer` if it answers the request for the current subject. A group's places
  /// that cannot be had leave its card without a map, and say nothing.
  public func receive(_ answer: Answer) -> Bool {
    guard answer.request == inFlight?.id else { return false }
    inFlight = nil
    switch answer.payload {
    case .details(.success(let found)):
      details = found
      failure = nil
    case .details(.failure(let error)):
      details = nil
      failure = error
    case .places(let result):
      members = (try? result.get()) ?? []
    case .completions:
      break
    }
    return true
  }
}
