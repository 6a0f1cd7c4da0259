import Foundation

/// The budget of a wait that polls: `TestBudget.scaled` of wall time, and at least
/// `minimumPolls` polls. A test process left without CPU (a machine busy with other
/// work, a slow CI machine) polls seldom while the clock runs on: the wait then goes on
/// until it has had its polls, so it fails only when the condition had its chances.
/// Unstarved, a wait that never succeeds still ends at the deadline.
///
/// A wait that goes on past its deadline says so, once (`pastDeadlineNote`, on stderr):
/// a run whose log has no such line needed no poll beyond a deadline. CI counts them.
public struct PollingDeadline: Sendable {
  /// The polls every wait gets, whatever the clock says (about 5 s at a poll every 2 ms).
  public static let minimumPolls = 2500

  /// How the note of a wait past its deadline starts, for a log to be searched.
  public static let pastDeadlineNote = "PollingDeadline: past its deadline"

  private let seconds: Double
  private let place: String
  private let deadline: ContinuousClock.Instant
  private let say: @Sendable (String) -> Void
  private var polls = 0
  private var saidPast = false

  /// A budget starting now for the wait written at `fileID`:`line` (named in the note);
  /// `say` takes the note of a wait past its deadline.
  public init(
    seconds: Double = TestBudget.scaled,
    fileID: String = #fileID, line: Int = #line,
    say: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) {
    self.seconds = seconds
    place = "\(fileID):\(line)"
    self.say = say
    deadline = ContinuousClock.now + .seconds(seconds)
  }

  /// Counts a poll; whether the wait may poll again (before the deadline, or fewer than
  /// `minimumPolls` polls so far).
  public mutating func allowsAnotherPoll() -> Bool {
    polls += 1
    if ContinuousClock.now < deadline { return true }
    guard polls <= Self.minimumPolls else { return false }
    if !saidPast {
      saidPast = true
      say("\(Self.pastDeadlineNote) of \(seconds) s after \(polls - 1) polls (\(place)); it polls on to \(Self.minimumPolls)")
    }
    return true
  }
}
