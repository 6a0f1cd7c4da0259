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

  /// A search with "seoul station" typed while its answer (Seoul, without "station")
  /// is held back.
  private func typingSeoulStation() -> SearchCoordinator {
    var partial = Sample.seoulCompletion
    partial.leftOutWords = ["station"]
    completer.answers.update { $0["seoul station"] = [partial] }
    let search = coordinator()
    recommender.answerPending()
    search.update(.key(.text("seoul station")))
    return search
  }

  /// `Ctrl-U seoul station ⏎` in one burst: the answer that comes matches without
  /// "station", so the held Enter chooses nothing, however late the answer.
  @Test func enterTypedAheadNeverChoosesARowThatLeavesWordsOut() async {
    let search = typingSeoulStation()
    search.update(.key(.enter))
    #expect(search.outcome == nil)
    completer.answerPending()
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .nothingMatched(key: nil))
  }

  /// A move typed ahead is the user's: Down then Enter chooses the row that leaves a
  /// word out.
  @Test func aMoveTypedAheadChoosesARowThatLeavesWordsOut() async {
    let search = typingSeoulStation()
    search.update(.key(.down))
    search.update(.key(.enter))
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

  /// A coordinator whose completions of `query` (from `completions`) are on screen, its
  /// places asked for from `searcher`.
  private func showing(_ query: String, _ completions: [Completion], searcher: FakePlaceSearcher) async
    -> SearchCoordinator
  {
    let search = SearchCoordinator.sample(
      events: events, completer: FakeCompleter(answers: [query: completions]), searcher: searcher)
    search.start()
    _ = search.render(rows: 20, columns: 60)
    search.update(.key(.text(query)))
    await settle(search) { search.active.rows.count == completions.count && !search.active.isLoading }
    return search
  }

  /// Keys held while a group's places load are dropped by Esc, which goes back to the
  /// completions: they never act there.
  @Test func escapeDropsWhatIsHeld() async {
    let search = await showing(
      "s", [Sample.springfieldGroup, Sample.seoulCompletion],
      searcher: FakePlaceSearcher(places: [Sample.springfieldMO, Sample.springfieldIL], answersImmediately: false))
    search.update(.key(.enter))  // the Springfield group: its places are on their way
    #expect(search.active is DetailResultsController)
    search.update(.key(.down))
    search.update(.key(.enter))
    #expect(search.screenState.message == "searching…")
    search.update(.key(.escape))
    await settle(search)
    #expect(search.active is CompletionController)
    #expect(search.outcome == nil)
    #expect(search.screenState.selection == 0)
    #expect(search.screenState.message == nil)
  }

  /// Once Enter opens a place of one row, typing waits with it: the place is not lost.
  @Test func keysAfterEnterOnAPlaceOfOneRowAreDropped() async {
    let searcher = FakePlaceSearcher(places: [Sample.seoul], answersImmediately: false)
    let search = await showing("se", [Sample.seoulCompletion], searcher: searcher)
    search.update(.key(.enter))
    search.update(.key(.text("x")))
    #expect(search.editor.text == "se")
    searcher.answerPending()
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul))
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
