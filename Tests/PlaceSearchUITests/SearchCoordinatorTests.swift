import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// Navigation: recommendations → completions → detail results → back → finish or cancel.
@MainActor
struct SearchCoordinatorTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  let searcher = FakePlaceSearcher(places: [Sample.springfieldMO, Sample.springfieldIL])
  let completer = FakeCompleter(answers: [
    "s": [Sample.springfieldGroup, Sample.seoulCompletion],
    "se": [Sample.seoulCompletion],
  ])

  private func coordinator(query: String = "") -> SearchCoordinator {
    let coordinator = SearchCoordinator.sample(events: events, completer: completer, searcher: searcher, initialQuery: query)
    coordinator.start()
    return coordinator
  }

  private func titles(_ coordinator: SearchCoordinator) -> [String] {
    coordinator.screenState(rows: 20).rows.map(\.title)
  }

  @Test func opensOnRecommendationsAndTypingSwitchesToCompletions() async {
    let search = coordinator()
    await settle(search)
    #expect(search.active is RecommendationController)
    #expect(titles(search) == ["Seoul", "Incheon"])
    search.update(.key(.text("s")))
    await settle(search)
    #expect(search.active is CompletionController)
    #expect(titles(search) == ["Springfield", "Seoul"])
    search.update(.key(.backspace))
    #expect(search.active is RecommendationController)
  }

  @Test func groupOpensDetailResultsAndEscReturnsWithQueryAndSelection() async {
    let search = coordinator()
    search.update(.key(.text("s")))
    await settle(search)
    search.update(.key(.enter))  // the Springfield group
    await settle(search)
    #expect(search.active is DetailResultsController)
    #expect(titles(search) == ["Springfield", "Springfield"])
    search.update(.key(.down))
    search.update(.key(.escape))
    #expect(search.active is CompletionController)
    #expect(search.editor.text == "s")
    #expect(search.screenState(rows: 20).selection == 0)
    #expect(search.outcome == nil)
  }

  @Test func choosingInDetailResultsFinishesWithThatPlace() async {
    let search = coordinator(query: "s")
    await settle(search)
    search.update(.key(.enter))
    await settle(search)
    search.update(.key(.down))
    search.update(.key(.enter))
    #expect(search.outcome == .chosen(Sample.springfieldIL))
  }

  @Test func aCompletionOfOnePlaceFinishesWithoutOpeningAList() async {
    searcher.places.value = [Sample.seoul]
    let search = coordinator(query: "se")
    await settle(search)
    search.update(.key(.enter))
    // Its place is on its way: the completions stay, never a list of one.
    #expect(search.active is CompletionController)
    #expect(search.screenState.message == "searching…")
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul))
  }

  @Test func enterOnARecommendationFinishes() async {
    let search = coordinator()
    await settle(search)
    search.update(.key(.down))
    search.update(.key(.enter))
    #expect(search.outcome == .chosen(Sample.incheon))
  }

  /// Alt-Enter (ESC CR, read as Enter before it had a name) still chooses as Enter does.
  @Test func altEnterChoosesAsEnter() async {
    let search = coordinator()
    await settle(search)
    search.update(.key(.down))
    search.update(.key(.metaEnter))
    #expect(search.outcome == .chosen(Sample.incheon))
  }

  @Test func escAndControlKeysCancel() async {
    for key in [KeyEvent.escape, .control("c"), .control("g")] {
      let search = coordinator()
      search.update(.key(key))
      #expect(search.outcome == .cancelled)
    }
  }

  @Test func enterWithNoMatchesEndsAsNothingMatched() async {
    let search = coordinator(query: "zzz")
    await settle(search)
    search.update(.key(.enter))
    #expect(search.outcome == .nothingMatched(key: nil))
  }

  /// A search for `query`, answered by `completion` marked as leaving `word` out.
  private func searchLeavingOut(_ word: String, of query: String, answer completion: Completion) async
    -> SearchCoordinator
  {
    var partial = completion
    partial.leftOutWords = [word]
    completer.answers.update { $0[query] = [partial] }
    let search = coordinator(query: query)
    await settle(search)
    return search
  }

  @Test func rowsThatLeaveWordsOutSitUnderALineAndAreNeverCountedAsMatches() async {
    let search = await searchLeavingOut("qqqq", of: "seoul qqqq", answer: Sample.seoulCompletion)
    let state = search.screenState(rows: 20)
    let line = "no place matches every word · these match without “qqqq”"
    #expect(state.rows.map(\.title) == [line, "Seoul"])
    #expect(state.rows.first?.isSectionTitle == true)
    // The status line says it too, never "1 of 1": it stays in view however the list scrolls.
    #expect(state.message == line)
    // The cursor starts on no row: Enter ends as Enter on an empty list does.
    #expect(state.selection == nil)
    search.update(.key(.enter))
    #expect(search.outcome == .nothingMatched(key: nil))
  }

  @Test func aRowThatLeavesWordsOutIsChosenOnceTheUserMovesToIt() async {
    searcher.places.value = [Sample.seoul]
    let search = await searchLeavingOut("qqqq", of: "seoul qqqq", answer: Sample.seoulCompletion)
    search.update(.key(.up))  // up from no row selects none
    #expect(search.screenState.selection == nil)
    search.update(.key(.down))
    #expect(search.screenState.selection == 1)
    search.update(.key(.enter))
    await settle(search) { search.outcome != nil }
    #expect(search.outcome == .chosen(Sample.seoul))
  }

  @Test func aGroupThatLeavesWordsOutKeepsTheLineInItsPlaces() async {
    let search = await searchLeavingOut("zzz", of: "springfield zzz", answer: Sample.springfieldGroup)
    search.update(.key(.down))
    search.update(.key(.enter))
    await settle(search) { search.active is DetailResultsController && !search.active.isLoading }
    #expect(search.active is DetailResultsController)
    #expect(search.screenState.message == "no place matches every word · these match without “zzz”")
  }

  @Test func tabFillsTheSelectedRowsName() async {
    let search = coordinator(query: "s")
    await settle(search)
    search.update(.key(.down))
    search.update(.key(.tab))
    #expect(search.editor.text == "Seoul")
    await settle(search)
    #expect(completer.calls.value.last?.query == "Seoul")
  }

  @Test func tabTakesTheMatchedNameNotATitleWithAnotherName() async {
    let seoulInHangul = Completion(
      title: "서울 (Seoul)", subtitle: "South Korea", highlights: [HighlightRange(start: 0, length: 1)],
      placeIDs: [Sample.seoul.id], matchedName: "서울")
    completer.answers.update { $0["서"] = [seoulInHangul] }
    let search = coordinator(query: "서")
    await settle(search)
    search.update(.key(.tab))
    #expect(search.editor.text == "서울")
  }

  @Test func clicksSelectAndDoubleClicksChoose() async {
    let search = coordinator()
    await settle(search)
    _ = search.render(rows: 20, columns: 60)
    search.update(.key(.click(row: 3, column: 5, double: false)))
    #expect(search.screenState(rows: 20).selection == 1)
    search.update(.key(.click(row: 2, column: 5, double: true)))
    #expect(search.outcome == .chosen(Sample.seoul))
  }

  @Test func selectionScrollsWithinTheList() async {
    let many = (0..<30).map { Place.fixture("Place \($0)") }
    let search = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success(many)), location: Location(latitude: 0, longitude: 0), units: .kilometres, events: events),
      completions: CompletionController(completer: completer, location: nil, units: .kilometres, events: events),
      makeDetails: { [searcher] in DetailResultsController(searcher: searcher, completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      options: SearchOptions(locationLabel: "here"))
    search.start()
    await settle(search)
    _ = search.render(rows: 10, columns: 40)  // 6 list rows: a page moves 5
    search.update(.key(.pageDown))
    search.update(.key(.pageDown))
    let frame = search.render(rows: 10, columns: 40)
    let state = search.screenState(rows: 10)
    #expect(state.selection == 10)
    #expect(frame.text(ofRow: 2 + 10 - state.scrollTop).hasPrefix("▸ Place 10"))
  }
}

/// While the terminal is too small for the list, nothing the user cannot see changes.
@MainActor
struct TooSmallTerminalTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  private func coordinator() -> SearchCoordinator {
    let coordinator = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success([Sample.seoul, Sample.incheon])),
        location: Location(latitude: 37.5, longitude: 127), units: .kilometres, events: events),
      completions: CompletionController(completer: FakeCompleter(answers: [:]), location: nil, units: .kilometres, events: events),
      makeDetails: { DetailResultsController(searcher: FakePlaceSearcher(places: []), completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      options: SearchOptions(locationLabel: "Seoul, KR"))
    coordinator.start()
    return coordinator
  }

  @Test func onlyCancelKeysActWhileTooSmall() async {
    let search = coordinator()
    await settle(search)
    _ = search.render(rows: 4, columns: 80)
    for key: KeyEvent in [.text("x"), .down, .control("j"), .enter, .tab, .click(row: 2, column: 5, double: true)] {
      search.update(.key(key))
    }
    #expect(search.outcome == nil)
    #expect(search.editor.text == "")
    #expect(search.screenState(rows: 20).selection == 0)
    search.update(.key(.control("g")))
    #expect(search.outcome == .cancelled)
  }

  @Test func keysActAgainOnceTheListShows() async {
    let search = coordinator()
    await settle(search)
    _ = search.render(rows: 20, columns: 19)
    search.update(.key(.down))
    _ = search.render(rows: 20, columns: 80)
    search.update(.key(.down))
    search.update(.key(.enter))
    #expect(search.outcome == .chosen(Sample.incheon))
  }

  @Test func escapeCancelsWhileTooSmall() async {
    let search = coordinator()
    await settle(search)
    _ = search.render(rows: 3, columns: 10)
    search.update(.key(.escape))
    #expect(search.outcome == .cancelled)
  }
}

/// The Alt and Ctrl-arrow keys edit the query by word.
@MainActor
struct WordKeyTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  @Test func metaAndControlArrowKeysEditByWord() {
    let search = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success([])), location: Location(latitude: 37.5, longitude: 127),
        units: .kilometres, events: events),
      completions: CompletionController(completer: FakeCompleter(answers: [:]), location: nil, units: .kilometres, events: events),
      makeDetails: { DetailResultsController(searcher: FakePlaceSearcher(places: []), completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      options: SearchOptions(locationLabel: "Seoul, KR", initialQuery: "ab cd ef"))
    search.update(.key(.meta("b")))
    search.update(.key(.metaBackspace))
    #expect(search.editor.text == "ab ef")
    search.update(.key(.controlLeft))
    search.update(.key(.meta("d")))
    #expect(search.editor.text == " ef")
    search.update(.key(.controlRight))
    search.update(.key(.text("g")))
    search.update(.key(.controlLeft))
    search.update(.key(.meta("f")))
    search.update(.key(.text("!")))
    #expect(search.editor.text == " efg!")
    #expect(search.outcome == nil)
  }
}
