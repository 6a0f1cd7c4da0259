/// A request a source is answering: `cancel()` says its answer is no longer wanted.
///
/// Sources answer through completion handlers, because the UI's controllers live on the
/// main actor and take answers as they come; so cancelling is a handle, not task
/// cancellation. A network source aborts its HTTP request, the embedded one skips work
/// it has not started. Either way the completion handler is still called exactly once:
/// with `PlaceKitError.cancelled` when the cancel came before the answer.
public struct PlaceRequest: Sendable {
  private enum State: Sendable {
    case running(onCancel: [@Sendable () -> Void])
    case cancelled
  }

  private let state = Box(State.running(onCancel: []))

  /// A request not cancelled yet.
  public init() {}

  /// Whether `cancel()` was called.
  public var isCancelled: Bool {
    state.update { if case .cancelled = $0 { true } else { false } }
  }

  /// Cancels: runs every action given to `onCancel` once; later calls do nothing.
  public func cancel() {
    let actions: [@Sendable () -> Void] = state.update { state in
      guard case .running(let actions) = state else { return [] }
      state = .cancelled
      return actions
    }
    for action in actions { action() }
  }

  /// Runs `action` when the request is cancelled (at once if it already is).
  public func onCancel(_ action: @escaping @Sendable () -> Void) {
    let runNow: Bool = state.update { state in
      guard case .running(let actions) = state else { return true }
      state = .running(onCancel: actions + [action])
      return false
    }
    if runNow { action() }
  }

  /// Waits for the answer of the request `start` begins; cancelling the waiting task
  /// cancels the request (for scripts, the command line and the server). Under a
  /// `RequestDeadline`, a request not answered by then is cancelled and the wait ends
  /// with `PlaceKitError.deadlinePassed`.
  public static func answer<Value: Sendable>(
    _ start: (@escaping @Sendable (Result<Value, PlaceKitError>) -> Void) -> PlaceRequest
  ) async throws(PlaceKitError) -> Value {
    let started = Box<PlaceRequest?>(nil)
    let deadline = RequestDeadline.current
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Resumed once: by the answer, or by the deadline, whichever claims it first.
        let state = Box((answered: false, watched: Int?.none))
        let claim: @Sendable () -> Bool = {
          let watched: Int?? = state.update { state in
            guard !state.answered else { return nil }
            state.answered = true
            return state.watched
          }
          guard let watched else { return false }
          if let watched, let deadline { deadline.watch.cancel(watched) }
          return true
        }
        let request = start { result in
          if claim() { continuation.resume(returning: result) }
        }
        started.value = request
        if Task.isCancelled { request.cancel() }
        if let deadline {
          // The source is cancelled before the wait ends: its own answer to that is dropped.
          let number = deadline.watch.run(at: deadline.instant) {
            guard claim() else { return }
            request.cancel()
            continuation.resume(returning: .failure(.deadlinePassed))
          }
          let answered = state.update { state in
            state.watched = number
            return state.answered
          }
          if answered { deadline.watch.cancel(number) }
        }
      }
    } onCancel: {
      started.value?.cancel()
    }
    return try result.get()
  }
}
