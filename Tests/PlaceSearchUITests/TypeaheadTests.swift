import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// Keys for a list typed while it loads wait for it: Enter chooses from the answer to
/// the query as it stands, never from an older list still on screen.
@MainActor
struct TypeaheadTests {
  let events = EventQueue()
  let completer = FakeCompleter(
    answers: [
      "s": [Sample.springfieldGroup, Sample.seoulCompletion], "se": [Sample.seoulCompletion],
      "sp": [Sample.springfieldGroup, Sample.seoulCompletion],
    ],
    answersImmediately: false)
  let recommender = FakeRecommender(answer: .success([Sample.seoul, Sample.incheon]), answersImmediately: false)

  private func coordinator() -> SearchCoordinator {
    let coordinator = SearchCoordinator.sample(
      events: events, completer: completer, searcher: FakePlaceSearcher(places: [Sample.seoul]), recommender: recommender)
    coordinator.start()
    _ = coordinator.render(rows: 20, columns: 60)
    return coordinator
  }

  @Test func enterWaitsForTheAnswerToTheQueryAsItStands() async {
    let search = coordinator()
    recommender.answerPending()
    search.update(.key(.text("s")))
    completer.answerPending()
    await settle(search) { search.active.rows.count == 2 }
    // "se" is asked for; the list of "s" (Springfield first) is still on screen.
    search.update(.key(.text("e")))
    search.update(.key(.enter))
    search.update(.key(.text("x")))  // dropped: Enter is held
    #expect(search.outcome == nil)
    #expect(search.editor.text == "se")
    #expect(search.screenState.message == "searching…")
    completer.answerPending()
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul))
  }

  @Test func movesTypedWhileTheListLoadsApplyWhenItArrives() async {
    let search = coordinator()
    search.update(.key(.down))
    search.update(.key(.enter))
    #expect(search.outcome == nil)
    recommender.answerPending()
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.incheon))
  }

  @Test func escapeCancelsAHeldEnter() async {
    let search = coordinator()
    search.update(.key(.text("s")))
    search.update(.key(.enter))
    search.update(.key(.escape))
    #expect(search.outcome == .cancelled)
  }

  @Test func movesMeantForTheListBeforeAQueryChangeAreDropped() async {
    let search = coordinator()
    recommender.answerPending()
    await settle(search) { !search.active.isLoading }
    search.update(.key(.text("s")))
    search.update(.key(.down))  // for the list of "s", still loading
    search.update(.key(.text("p")))
    completer.answerPending()
    await settle(search) { !search.active.isLoading }
    #expect(search.active.rows.count == 2)
    #expect(search.screenState.selection == 0)
  }
}
