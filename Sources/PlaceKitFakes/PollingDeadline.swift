/// The budget of a wait that polls: `TestBudget.scaled` of wall time, and at least
/// `minimumPolls` polls. A test process left without CPU (other tests building an engine
/// on every thread of the pool, a first run building the index beside them) polls
/// seldom while the clock runs on: the wait then goes on until it has had its polls, so
/// it fails only when the condition had its chances. Unstarved, a wait that never
/// succeeds still ends at the deadline.
public struct PollingDeadline: Sendable {
  /// The polls every wait gets, whatever the clock says (about 5 s at a poll every 2 ms).
  public static let minimumPolls = 2500

  private let deadline: ContinuousClock.Instant
  private var polls = 0

  /// A budget starting now.
  public init(seconds: Double = TestBudget.scaled) {
    deadline = ContinuousClock.now + .seconds(seconds)
  }

  /// Counts a poll; whether the wait may poll again (before the deadline, or fewer than
  /// `minimumPolls` polls so far).
  public mutating func allowsAnotherPoll() -> Bool {
    polls += 1
    return ContinuousClock.now < deadline || polls <= Self.minimumPolls
  }
}
