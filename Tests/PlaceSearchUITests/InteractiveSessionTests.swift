import Foundation
import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// The event loop on a scripted terminal: key bursts, Ctrl-Z, signals and frames, the
/// way a tty delivers them, without tmux.
@MainActor
struct InteractiveSessionTests {
  let events = EventQueue()
  let searcher = FakePlaceSearcher(places: [Sample.seoul])
  let completer = FakeCompleter(answers: [
    "s": [Sample.springfieldGroup, Sample.seoulCompletion],
    "se": [Sample.seoulCompletion],
  ])

  private func session(interruption: @escaping () -> Int32? = { nil }) -> RunningSession {
    let coordinator = SearchCoordinator.sample(events: events, completer: completer, searcher: searcher)
    return RunningSession(coordinator, on: ScriptedTerminal(), interruption: interruption)
  }

  @Test func aBurstOfMovesAndEnterActsOnTheListShown() async {
    let running = session()
    #expect(await running.waitFor { $0.screen.contains("Incheon") })
    running.terminal.type(.text("s"))
    #expect(await running.waitFor { $0.screen.contains("Springfield") })
    running.terminal.type(.down, .enter)  // one read: Seoul, a completion of one place
    #expect(await running.outcome() == .some(.chosen(Sample.seoul)))
  }

  @Test func typingInOneBurstAsksForEachQueryAndShowsTheLast() async {
    let running = session()
    running.terminal.type(.text("s"), .text("e"))
    #expect(await running.waitFor { $0.screen.contains("Seoul, South Korea") && !$0.screen.contains("Springfield") })
    #expect(completer.calls.value.map(\.query) == ["s", "se"])
    #expect(completer.handles.value.first?.isCancelled == true)
    running.terminal.type(.escape)
    #expect(await running.outcome() == .some(.cancelled))
  }

  @Test func ctrlZSuspendsAndTheNextFrameIsDrawnWhole() async {
    let running = session()
    #expect(await running.waitFor { $0.screen.contains("Incheon") })
    let presented = running.terminal.frames.count
    running.terminal.type(.control("z"))
    // The frame is the same, yet presented again: the shell drew over the screen.
    #expect(await running.waitFor { $0.suspensions == 1 && $0.frames.count > presented })
    running.terminal.type(.control("c"))
    #expect(await running.outcome() == .some(.cancelled))
  }

  @Test func aResizeRelaysTheListOut() async {
    let running = session()
    #expect(await running.waitFor { $0.screen.contains("Incheon") })
    running.terminal.send(.resize(rows: 8, columns: 30))
    #expect(await running.waitFor { $0.frames.last?.columns == 30 && $0.frames.last?.rows == 8 })
    running.terminal.type(.control("g"))
    #expect(await running.outcome() == .some(.cancelled))
  }

  /// Inline mode makes its region again on a resize, blank: the frame is presented
  /// again even when the size, and so the frame, is the same.
  @Test func aResizeToTheSameSizePresentsTheFrameAgain() async {
    let running = session()
    #expect(await running.waitFor { $0.screen.contains("Incheon") })
    let presented = running.terminal.frames.count
    let size = running.terminal.size
    running.terminal.send(.resize(rows: size.rows, columns: size.columns))
    #expect(await running.waitFor { $0.frames.count > presented })
    #expect(running.terminal.frames.last == running.terminal.frames[presented - 1])
    running.terminal.type(.control("g"))
    #expect(await running.outcome() == .some(.cancelled))
  }

  @Test func eventsQueuedTogetherAreDrawnAsOneFrame() async {
    let running = session()
    #expect(await running.waitFor { $0.screen.contains("Incheon") })
    // Posted while the loop waits on the main actor: it takes both before it draws.
    events.post(.resize(rows: 10, columns: 60))
    events.post(.resize(rows: 12, columns: 60))
    #expect(await running.waitFor { $0.frames.last?.rows == 12 })
    #expect(!running.terminal.frames.contains { $0.rows == 10 })
    running.terminal.type(.escape)
    #expect(await running.outcome() == .some(.cancelled))
  }

  @Test func aTerminationSignalEndsTheSessionWithoutAnOutcome() async {
    let signal = Box<Int32?>(nil)
    let running = session { signal.value }
    #expect(await running.waitFor { $0.screen.contains("Incheon") })
    signal.value = SIGTERM
    running.terminal.send()  // the signal handler's wake-up: no input
    #expect(await running.outcome() == .some(nil))
  }
}
