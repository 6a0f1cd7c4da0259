import PlaceKit
import PlaceKitFakes
import Testing

/// A polling wait's budget: a starved test still gets its polls, and says so; an
/// unstarved one ends at the deadline.
struct PollingDeadlineTests {
  @Test func pastTheDeadlineAWaitStillGetsItsPollsAndSaysSoOnce() {
    let notes = Box<[String]>([])
    var deadline = PollingDeadline(seconds: 0) { note in notes.update { $0.append(note) } }
    let allowed = (0..<PollingDeadline.minimumPolls + 10).filter { _ in deadline.allowsAnotherPoll() }.count
    #expect(allowed == PollingDeadline.minimumPolls)
    #expect(notes.value.count == 1)
    #expect(notes.value.first?.hasPrefix(PollingDeadline.pastDeadlineNote) == true)
    #expect(notes.value.first?.contains("PollingDeadlineTests.swift:10") == true, "names the wait: \(notes.value)")
  }

  @Test func beforeTheDeadlinePollsAreNotCountedNorNoted() {
    let notes = Box<[String]>([])
    var deadline = PollingDeadline(seconds: 3600) { note in notes.update { $0.append(note) } }
    #expect((0..<PollingDeadline.minimumPolls * 2).allSatisfy { _ in deadline.allowsAnotherPoll() })
    #expect(notes.value.isEmpty)
  }
}
