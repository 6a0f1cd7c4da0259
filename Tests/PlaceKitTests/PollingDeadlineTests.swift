import PlaceKitFakes
import Testing

/// A polling wait's budget: a starved test still gets its polls; an unstarved one ends at
/// the deadline.
struct PollingDeadlineTests {
  @Test func pastTheDeadlineAWaitStillGetsItsPolls() {
    var deadline = PollingDeadline(seconds: 0)
    let allowed = (0..<PollingDeadline.minimumPolls + 10).filter { _ in deadline.allowsAnotherPoll() }.count
    #expect(allowed == PollingDeadline.minimumPolls)
  }

  @Test func beforeTheDeadlinePollsAreNotCounted() {
    var deadline = PollingDeadline(seconds: 3600)
    #expect((0..<PollingDeadline.minimumPolls * 2).allSatisfy { _ in deadline.allowsAnotherPoll() })
  }
}
