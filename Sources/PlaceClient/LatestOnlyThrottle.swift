import PlaceKit

/// Keeps at most one request in flight, for a source that must not be asked at every
/// keystroke (a server's completions).
///
/// A request made while one is in flight waits as the single pending one; a newer one
/// replaces it, and the replaced one answers `.cancelled` unsent. When the request in
/// flight answers, the pending one is sent. So typing never causes a request storm, and
/// the last query typed is always sent.
public struct LatestOnlyThrottle<Value: Sendable>: Sendable {
  /// The completion handler of one request.
  public typealias Completion = @Sendable (Result<Value, PlaceKitError>) -> Void

  /// A request, sent or pending.
  private struct Job: Sendable {
    /// Tells this job from a newer one.
    var serial: Int
    var completion: Completion
    var start: @Sendable (@escaping Completion) -> Void
  }

  /// The one request in flight (`busy`), the one waiting, and the last serial given.
  private struct Queue: Sendable {
    var busy = false
    var pending: Job?
    var serial = 0
  }

  /// What a new request does: go now, or wait (replacing the one that waited).
  private enum Step {
    case send(Job)
    case queued(serial: Int, replaced: Job?)
  }

  private let queue = Box(Queue())

  /// A throttle with nothing in flight.
  public init() {}

  /// Sends the request `start` begins (it calls its argument once with the answer), now
  /// or once the request in flight has answered; the answer goes to `completion`.
  /// Replaced by a newer request, or `request` cancelled while it waits, it answers
  /// `.cancelled` unsent; once sent, cancelling `request` is `start`'s to honour.
  public func send(
    _ request: PlaceRequest, completion: @escaping Completion, start: @escaping @Sendable (@escaping Completion) -> Void
  ) {
    let step: Step = queue.update { queue in
      queue.serial += 1
      let job = Job(serial: queue.serial, completion: completion, start: start)
      guard queue.busy else {
        queue.busy = true
        return .send(job)
      }
      let replaced = queue.pending
      queue.pending = job
      return .queued(serial: job.serial, replaced: replaced)
    }
    switch step {
    case .send(let job):
      run(job)
    case .queued(let serial, let replaced):
      replaced?.completion(.failure(.cancelled))
      let queue = self.queue
      request.onCancel {
        // Still pending: answer now, unsent; once sent, the request aborts itself.
        let removed: Job? = queue.update { queue in
          guard queue.pending?.serial == serial else { return nil }
          defer { queue.pending = nil }
          return queue.pending
        }
        removed?.completion(.failure(.cancelled))
      }
    }
  }

  /// Sends `job`, then the pending job if one came meanwhile.
  private func run(_ job: Job) {
    let queue = self.queue
    job.start { result in
      job.completion(result)
      let next: Job? = queue.update { queue in
        guard let next = queue.pending else {
          queue.busy = false
          return nil
        }
        queue.pending = nil
        return next
      }
      if let next { run(next) }
    }
  }
}
