/// A time by which every request a task waits for (`PlaceRequest.answer`) must be
/// answered: once it has passed (within a tick of its `DeadlineWatch`) the request is
/// cancelled and its waiter gets `PlaceKitError.deadlinePassed`. A task sets it with
/// `RequestDeadline.$current.withValue`.
public struct RequestDeadline: Sendable {
  /// The deadline of the running task, if it has one.
  @TaskLocal public static var current: RequestDeadline?

  /// When the answer is due.
  public let instant: ContinuousClock.Instant
  /// What looks at the deadline.
  let watch: DeadlineWatch

  /// A deadline `duration` from now, looked at by `watch`.
  public init(after duration: Duration, watch: DeadlineWatch) {
    instant = .now + duration
    self.watch = watch
  }
}

/// Looks at many deadlines with one timer that wakes every `tick`: a server pays no timer
/// (and no task) per request; a deadline passes up to one tick late.
public final class DeadlineWatch: Sendable {
  private struct Pending: Sendable {
    var next = 0
    var actions: [Int: (due: ContinuousClock.Instant, action: @Sendable () -> Void)] = [:]
  }

  private let pending: Box<Pending>
  private let ticker: Task<Void, Never>

  /// A watch waking every `tick` until it is freed.
  public init(tick: Duration) {
    let pending = Box(Pending())
    self.pending = pending
    ticker = Task.detached {
      while !Task.isCancelled {
        try? await Task.sleep(for: tick)
        DeadlineWatch.runDue(in: pending, at: .now)
      }
    }
  }

  deinit { ticker.cancel() }

  /// Runs `action` once `due` has passed, unless `cancel` is called with the number
  /// returned first.
  func run(at due: ContinuousClock.Instant, _ action: @escaping @Sendable () -> Void) -> Int {
    pending.update { pending in
      pending.next += 1
      pending.actions[pending.next] = (due, action)
      return pending.next
    }
  }

  /// Forgets the action numbered `number`.
  func cancel(_ number: Int) {
    pending.update { _ = $0.actions.removeValue(forKey: number) }
  }

  /// How many actions wait (for tests).
  var waiting: Int { pending.update { $0.actions.count } }

  private static func runDue(in pending: Box<Pending>, at now: ContinuousClock.Instant) {
    let due = pending.update { pending in
      let due = pending.actions.filter { $0.value.due <= now }
      for number in due.keys { pending.actions.removeValue(forKey: number) }
      return due.values.map(\.action)
    }
    for action in due { action() }
  }
}
