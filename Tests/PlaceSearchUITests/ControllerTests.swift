import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// Each controller asks its protocol and tells its delegate; nothing else.
@MainActor
struct ControllerTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  @Test func recommendationsAskNearTheLocationAndReport() async {
    let recommender = FakeRecommender(answer: .success([Sample.seoul, Sample.incheon]))
    let here = Location(latitude: 37.5, longitude: 127)
    let controller = RecommendationController(recommender: recommender, location: here, limit: 7, units: .kilometres, events: events)
    let delegate = DelegateRecorder()
    controller.delegate = delegate
    controller.load()
    #expect(await settle(events, controller) == 1)
    #expect(recommender.locations.value == [here])
    #expect(delegate.loads == 1)
    #expect(controller.rows.map(\.title) == ["Seoul", "Incheon"])
    controller.choose(at: 1, key: nil)
    #expect(delegate.places == [Sample.incheon])
  }

  @Test func recommendationsKnowWhetherThereAreMore() async {
    let recommender = FakeRecommender(answer: .success([Sample.seoul, Sample.incheon]))
    let here = Location(latitude: 37.5, longitude: 127)
    let capped = RecommendationController(recommender: recommender, location: here, limit: 1, units: .kilometres, events: events)
    let all = RecommendationController(recommender: recommender, location: here, limit: 2, units: .kilometres, events: events)
    capped.load()
    all.load()
    await settle(events, capped, all)
    #expect(capped.rows.map(\.title) == ["Seoul"] && capped.hasMore)
    #expect(all.rows.count == 2 && !all.hasMore)
  }

  @Test func failuresAreShownNotThrown() async {
    let controller = RecommendationController(
      recommender: FakeRecommender(answer: .failure(.missingEmbeddedData)), location: Location(latitude: 0, longitude: 0), units: .kilometres, events: events)
    controller.load()
    await settle(events, controller)
    #expect(controller.failure == .missingEmbeddedData)
    #expect(controller.rows.isEmpty)
  }

  @Test func aNewerQueryCancelsTheRequestItReplaces() async {
    let completer = FakeCompleter(answers: [:], answersImmediately: false)
    let controller = CompletionController(completer: completer, location: nil, units: .kilometres, events: events)
    controller.update(query: "s")
    controller.update(query: "se")
    #expect(completer.handles.value.map(\.isCancelled) == [true, false])
    controller.cancel()
    #expect(completer.handles.value.map(\.isCancelled) == [true, true])
    #expect(!controller.isLoading)
  }

  @Test func aStaleAnswerNeverOverwritesANewerOne() async {
    let completer = FakeCompleter(
      answers: ["s": [Sample.springfieldGroup], "se": [Sample.seoulCompletion]], answersImmediately: false)
    let controller = CompletionController(completer: completer, location: nil, units: .kilometres, events: events)
    let delegate = DelegateRecorder()
    controller.delegate = delegate
    controller.update(query: "s")
    controller.update(query: "se")
    completer.answerPending(reversed: true)  // "se" answers first, then the stale "s"
    #expect(await settle(events, controller) == 1)
    #expect(completer.calls.value.map(\.query) == ["s", "se"])
    #expect(controller.answeredQuery == "se")
    #expect(controller.rows.map(\.title) == ["Seoul"])
    #expect(delegate.loads == 1)
    controller.choose(at: 0, key: nil)
    #expect(delegate.completions == [Sample.seoulCompletion])
  }

  @Test func detailResultsListTheirPlaces() async {
    let searcher = FakePlaceSearcher(places: [Sample.springfieldMO, Sample.springfieldIL])
    let group = DetailResultsController(
      searcher: searcher, completion: Sample.springfieldGroup, location: nil, units: .kilometres, events: events)
    let delegate = DelegateRecorder()
    group.delegate = delegate
    group.load()
    #expect(await settle(events, group) == 1)
    #expect(searcher.requests.value == [.completion(Sample.springfieldGroup)])
    #expect(group.rows.count == 2 && delegate.loads == 1 && delegate.places.isEmpty)
    #expect(group.mode(at: 0) == .places(of: "Springfield"))
    group.choose(at: 1, key: nil)
    #expect(delegate.places == [Sample.springfieldIL])
  }
}
