import PlaceKit

/// Tells one request from every other of a session, so that an answer reaches the
/// controller that asked and an answer nobody waits for any more is dropped.
public struct RequestID: Sendable, Hashable {
  let value: Int
}

/// A source's answer to one request, as it comes back through the event queue.
public struct Answer: Sendable {
  /// What was answered.
  public enum Payload: Sendable {
    case places(Result<[Place], PlaceKitError>)
    case completions(Result<[Completion], PlaceKitError>)
    case details(Result<PlaceDetails?, PlaceKitError>)
  }

  /// The request answered.
  public let request: RequestID
  /// The answer.
  public let payload: Payload
}
