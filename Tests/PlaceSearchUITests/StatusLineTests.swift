import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// The status line: the keys that act in each mode, the count, notices, the language.
@MainActor
struct StatusLineTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  private func coordinator(
    query: String = "", language: DisplayLanguage = .english, completer: FakeCompleter? = nil,
    missingKindsHint: Bool = false
  ) -> SearchCoordinator {
    let searcher = FakePlaceSearcher(places: [Sample.springfieldMO, Sample.springfieldIL])
    let coordinator = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success([Sample.seoul, Sample.incheon])),
        location: Location(latitude: 37.5, longitude: 127), units: .kilometres, strings: UIStrings(language), events: events),
      completions: CompletionController(
        completer: completer ?? FakeCompleter(answers: ["s": [Sample.springfieldGroup, Sample.seoulCompletion]]),
        location: nil, units: .kilometres, events: events),
      makeDetails: { DetailResultsController(searcher: searcher, completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      options: SearchOptions(locationLabel: "Seoul, KR", initialQuery: query, language: language, missingKindsHint: missingKindsHint))
    coordinator.start()
    return coordinator
  }

  private func status(_ coordinator: SearchCoordinator) -> String {
    coordinator.render(rows: 12, columns: 100).text(ofRow: 11).trimmingCharacters(in: .whitespaces)
  }

  @Test func eachModeNamesOnlyTheKeysThatActThere() async {
    let search = coordinator()
    await settle(search)
    #expect(status(search) == "1 of 2 · nearby · ↑↓ move · ⏎ choose · esc quit")
    search.update(.key(.text("s")))
    await settle(search)
    #expect(status(search) == "1 of 2 · completions · ↑↓ move · ⏎ choose · tab fill · esc quit")
    search.update(.key(.enter))  // the Springfield group
    await settle(search)
    #expect(status(search) == "1 of 2 · Springfield · ↑↓ move · ⏎ choose · esc back · ^C quit")
  }

  @Test func anEmptyListNamesNoKeyThatActsOnRows() async {
    let search = coordinator(query: "zzz")
    await settle(search)
    #expect(status(search) == "no matches · completions · esc quit")
    let nothingNearby = RecommendationController(
      recommender: FakeRecommender(answer: .success([])), location: Location(latitude: 0, longitude: 0),
      units: .kilometres, events: events)
    nothingNearby.load()
    await settle(events, nothingNearby)
    #expect(nothingNearby.keyHints == [.quit])
    let emptyGroup = DetailResultsController(
      searcher: FakePlaceSearcher(places: []), completion: Sample.springfieldGroup, location: nil, units: .kilometres,
      events: events)
    emptyGroup.load()
    await settle(events, emptyGroup)
    #expect(emptyGroup.keyHints == [.back, .interrupt])
  }

  @Test func koreanSpeaksKorean() async {
    let search = coordinator(language: .korean)
    await settle(search)
    let frame = search.render(rows: 12, columns: 100)
    #expect(frame.text(ofRow: 0).hasPrefix("검색> "))
    #expect(frame.text(ofRow: 0).trimmingCharacters(in: .whitespaces).hasSuffix("Seoul, KR 근처"))
    #expect(status(search) == "1 / 2 · 주변 · ↑↓ 이동 · ⏎ 선택 · esc 종료")
  }

  @Test func otherLanguagesFallBackToEnglish() async {
    let search = coordinator(language: .german)
    await settle(search)
    #expect(search.render(rows: 12, columns: 100).text(ofRow: 0).hasPrefix("search> "))
  }

  @Test func aCutQueryIsSaidUntilTheNextKey() async {
    let search = coordinator()
    await settle(search)
    search.update(.key(.text(String(repeating: "a", count: QueryEditor.maxLength + 5))))
    await settle(search)
    #expect(search.editor.text.count == QueryEditor.maxLength)
    #expect(status(search).hasPrefix("query cut at 200 characters · completions"))
    search.update(.resize(rows: 12, columns: 100))
    #expect(status(search).hasPrefix("query cut at 200 characters"))
    search.update(.key(.left))
    #expect(status(search).hasPrefix("no matches · completions"))
  }

  /// Over the embedded data, an empty list of completions says where landmarks,
  /// stations and streets come from, wrapped to the list's width; over data that may
  /// hold them it says nothing more than "no matches".
  @Test(arguments: [DisplayLanguage.english, .korean])
  func noMatchesInTheEmbeddedDataSaysWhereLandmarksComeFrom(language: DisplayLanguage) async {
    for hint in [true, false] {
      let search = coordinator(query: "eiffel tower", language: language, missingKindsHint: hint)
      await settle(search)
      let strings = UIStrings(language)
      #expect(search.screenState.message == strings.noMatches)
      #expect(search.screenState.note == (hint ? strings.missingKindsNote : nil))
      let frame = search.render(rows: 12, columns: 60)
      let list = (2..<10).map { frame.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(list.contains("--data") == hint, "\(list)")
      #expect(status(search).hasPrefix(language == .korean ? "결과 없음" : "no matches"))
    }
    #expect(ScreenRenderer.wrapped("a bb ccc dddd", toColumns: 6) == ["a bb", "ccc", "dddd"])
  }

  @Test func aCutStartQueryIsSaid() async {
    let search = coordinator(query: String(repeating: "a", count: 300))
    await settle(search)
    #expect(status(search).hasPrefix("query cut at 200 characters"))
  }

  @Test func theCountSaysWhenTheSourceHadMore() async {
    let many = (0..<5).map { Completion(title: "S\($0)", subtitle: "", highlights: [], placeIDs: ["test:\($0)"]) }
    let completer = FakeCompleter(answers: ["s": many])
    let capped = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success([])), location: Location(latitude: 0, longitude: 0),
        units: .kilometres, events: events),
      completions: CompletionController(completer: completer, location: nil, units: .kilometres, limit: 4, events: events),
      makeDetails: { DetailResultsController(searcher: FakePlaceSearcher(places: []), completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      options: SearchOptions(locationLabel: "here", initialQuery: "s"))
    capped.start()
    await settle(capped)
    #expect(completer.calls.value.last?.limit == 5)  // one more than shown, to know
    #expect(capped.screenState(rows: 12).rows.count == 4)
    #expect(status(capped).hasPrefix("1 of 4+ · completions"))
  }
}

extension StatusLineTests {
  @Test func keyHintsThatDoNotFitAreLeftOutWhole() async {
    let search = coordinator(query: "s")
    await settle(search)
    let width = DisplayWidth.of("1 of 2 · completions · ↑↓ move · ⏎ choose · tab fi")
    let line = search.render(rows: 12, columns: width).text(ofRow: 11).trimmingCharacters(in: .whitespaces)
    #expect(line == "1 of 2 · completions · ↑↓ move · ⏎ choose")
    // In the narrowest layout only the position and the mode are left.
    let narrow = search.render(rows: 12, columns: ScreenLayout.minimumSize.columns).text(ofRow: 11)
    #expect(narrow == "1 of 2 · completions")
  }
}
