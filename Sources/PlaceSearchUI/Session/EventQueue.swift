import PlaceKit

/// The one queue of events of an interactive search. Anything may post (the input
/// thread, sources answering on their own threads, the clock); one loop takes them in
/// the order posted.
public final class EventQueue: Sendable {
  private struct State: Sendable {
    var buffer: [SessionEvent] = []
    /// The consumer waiting in `next()`, if any.
    var waiter: CheckedContinuation<SessionEvent, Never>?
  }

  private let state = Box(State())
  private let lastRequest = Box(0)

  /// An empty queue.
  public init() {}

  /// Adds `event` at the end; callable from any thread.
  public func post(_ event: SessionEvent) {
    let waiter: CheckedContinuation<SessionEvent, Never>? = state.update { state in
      guard let waiter = state.waiter else {
        state.buffer.append(event)
        return nil
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume(returning: event)
  }

  /// The next event, waiting for one if none is queued. One consumer at a time.
  public func next() async -> SessionEvent {
    await withCheckedContinuation { continuation in
      let event: SessionEvent? = state.update { state in
        guard state.buffer.isEmpty else { return state.buffer.removeFirst() }
        state.waiter = continuation
        return nil
      }
      if let event { continuation.resume(returning: event) }
    }
  }

  /// Takes every event queued now, without waiting: the loop applies them all before it
  /// draws.
  public func takeQueued() -> [SessionEvent] {
    state.update { state in
      defer { state.buffer = [] }
      return state.buffer
    }
  }

  /// A new request id, and the handler that posts the request's answer under it (built
  /// by `payload`): what a controller gives a source as its completion.
  public func newRequest<Value: Sendable>(
    _ payload: @escaping @Sendable (Result<Value, PlaceKitError>) -> Answer.Payload
  ) -> (RequestID, @Sendable (Result<Value, PlaceKitError>) -> Void) {
    let id = RequestID(
      value: lastRequest.update { last in
        last += 1
        return last
      })
    return (id, { [self] result in post(.answer(Answer(request: id, payload: payload(result)))) })
  }
}
