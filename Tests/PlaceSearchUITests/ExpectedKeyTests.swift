import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// Keys a script expects (`--expect`): each chooses as Enter does, whatever it does
/// otherwise, and the outcome names it.
@MainActor
struct ExpectedKeyTests {
  let events = EventQueue()
  let expected = try! ExpectedKeys(parsing: "ctrl-o,alt-enter,ctrl-y,esc")
  let performer = PlaceActionTests.RecordingActions()

  /// A started coordinator expecting `expected`, whose completions are from `completer`,
  /// a group's places from `searcher`, copy and open by `performer`.
  private func coordinator(
    completer: FakeCompleter = FakeCompleter(answers: [
      "s": [Sample.springfieldGroup, Sample.seoulCompletion], "se": [Sample.seoulCompletion],
    ]),
    searcher: FakePlaceSearcher = FakePlaceSearcher(places: [Sample.springfieldMO, Sample.springfieldIL]),
    recommender: FakeRecommender = FakeRecommender(answer: .success([Sample.seoul, Sample.incheon]))
  ) -> SearchCoordinator {
    let lookUp = FakePlaceLookUp([
      PlaceDetails(place: Sample.seoul, otherNames: [], hierarchy: []),
      PlaceDetails(place: Sample.incheon, otherNames: [], hierarchy: []),
    ])
    let search = SearchCoordinator.sample(
      events: events, completer: completer, searcher: searcher, recommender: recommender,
      actions: ActionController(lookup: lookUp, performer: performer, location: nil, events: events),
      expected: expected)
    search.start()
    _ = search.render(rows: 20, columns: 100)
    return search
  }

  @Test func anExpectedKeyChoosesAndTheOutcomeNamesIt() async {
    for (key, name) in [(KeyEvent.control("o"), "ctrl-o"), (.metaEnter, "alt-enter"), (.escape, "esc")] {
      let search = coordinator()
      await settle(search)
      search.update(.key(.down))
      search.update(.key(key))
      #expect(search.outcome == .chosen(Sample.incheon, key: name))
    }
  }

  @Test func enterStillChoosesWithNoName() async {
    let search = coordinator()
    await settle(search)
    search.update(.key(.enter))
    #expect(search.outcome == .chosen(Sample.seoul, key: nil))
  }

  /// Ctrl-O and Ctrl-Y neither open nor copy when expected: they choose.
  @Test func anExpectedKeyOverridesWhatItDoesOtherwise() async {
    for (key, name) in [(KeyEvent.control("o"), "ctrl-o"), (.control("y"), "ctrl-y")] {
      let search = coordinator()
      await settle(search)
      // The status line names neither: they do something else here.
      #expect(!search.screenState.hints.contains(.open) && !search.screenState.hints.contains(.copy))
      search.update(.key(key))
      await settle(search)
      #expect(performer.performed.isEmpty)
      #expect(search.outcome == .chosen(Sample.seoul, key: name))
    }
  }

  /// On a row that stands for several places it opens them, as Enter does, and the
  /// search goes on: the key that chooses from them is the one named.
  @Test func onAGroupRowItOpensTheGroupAndTheSearchGoesOn() async {
    let search = coordinator()
    search.update(.key(.text("s")))
    await settle(search) { search.active.rows.count == 2 }
    search.update(.key(.control("o")))
    await settle(search) { search.active is DetailResultsController && !search.active.isLoading }
    #expect(search.outcome == nil)
    #expect(search.active is DetailResultsController)
    search.update(.key(.down))
    search.update(.key(.enter))
    #expect(search.outcome == .chosen(Sample.springfieldIL, key: nil))
  }

  /// A completion of one place finishes when its place arrives, with the key that chose it.
  @Test func aCompletionOfOnePlaceFinishesWithTheKeyThatChoseIt() async {
    let searcher = FakePlaceSearcher(places: [Sample.seoul], answersImmediately: false)
    let search = coordinator(searcher: searcher)
    search.update(.key(.text("se")))
    await settle(search) { search.active.rows.count == 1 }
    search.update(.key(.metaEnter))
    #expect(search.outcome == nil)
    #expect(search.screenState.message == "searching…")
    searcher.answerPending()
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul, key: "alt-enter"))
  }

  /// A character expected (`--expect ,`) chooses also when it comes in one read with
  /// other typing, which the terminal adapters join into one text.
  @Test func anExpectedCharacterTypedInABurstChooses() async {
    let comma = try! ExpectedKeys(parsing: ",")
    let keys = KeyMap.standard.choosing(comma)
    #expect(keys.separating(.text("se,x")) == [.text("se"), .text(","), .text("x")])
    #expect(keys.separating(.text("seoul")) == [.text("seoul")])
    #expect(keys.separating(.text(",")) == [.text(",")])
    let search = SearchCoordinator.sample(
      events: events, completer: FakeCompleter(answers: ["se": [Sample.seoulCompletion]]),
      searcher: FakePlaceSearcher(places: [Sample.seoul]), expected: comma)
    search.start()
    _ = search.render(rows: 20, columns: 100)
    search.update(.key(.text("se,")))
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul, key: ","))
    #expect(search.editor.text == "se")
  }

  /// Typed while the list loads, it waits for the answer to the query as it stands, as
  /// Enter does; later keys are dropped, and even an expected Esc chooses, not cancels.
  @Test func itIsHeldWhileTheListLoadsAsEnterIs() async {
    let completer = FakeCompleter(
      answers: ["s": [Sample.springfieldGroup, Sample.seoulCompletion], "se": [Sample.seoulCompletion]],
      answersImmediately: false)
    let search = coordinator(
      completer: completer, searcher: FakePlaceSearcher(places: [Sample.seoul]),
      recommender: FakeRecommender(answer: .success([Sample.seoul, Sample.incheon])))
    await settle(search)
    search.update(.key(.text("s")))
    completer.answerPending()
    await settle(search) { search.active.rows.count == 2 }
    // "se" is asked for; the list of "s" (Springfield first) is still on screen.
    search.update(.key(.text("e")))
    search.update(.key(.control("o")))
    search.update(.key(.text("x")))  // dropped: the choice is held
    search.update(.key(.escape))  // expected: it chooses too, never cancels
    #expect(search.outcome == nil)
    #expect(search.editor.text == "se")
    #expect(search.screenState.message == "searching…")
    completer.answerPending()
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul, key: "ctrl-o"))
    #expect(performer.performed.isEmpty)
  }

  @Test func onAListThatMatchedNothingItEndsAsNothingMatchedWithItsName() async {
    let search = coordinator()
    search.update(.key(.text("zzz")))
    await settle(search) { !search.active.isLoading }
    search.update(.key(.control("o")))
    #expect(search.outcome == .nothingMatched(key: "ctrl-o"))
  }

  @Test func keysNotExpectedKeepTheirBindings() async {
    let search = coordinator()
    await settle(search)
    search.update(.key(.control("c")))
    #expect(search.outcome == .cancelled)
  }
}
