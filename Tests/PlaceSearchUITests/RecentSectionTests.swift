import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// The "Recent" section of the first screen: above "Nearby", at most five, never
/// selected as a title, chosen like any other place.
@MainActor
struct RecentSectionTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  static let here = Location(latitude: 37.5, longitude: 127)
  static let busan = Place.fixture("Busan", id: "geonames:1838524", latitude: 35.1, longitude: 129.04)
  static let recent = [busan] + (1...6).map { Place.fixture("Old \($0)", id: "test:old\($0)") }

  private func controller(
    recent: [Place], provider: FakeRecentPlaces? = nil, units: DistanceUnit = .kilometres
  ) -> RecommendationController {
    RecommendationController(
      recommender: FakeRecommender(answer: .success([Sample.seoul, Self.busan, Sample.incheon])),
      recent: provider ?? FakeRecentPlaces(places: recent), location: Self.here, units: units, events: events)
  }

  @Test func recentPlacesComeFirstUnderTheirOwnTitleAndAreNotRepeated() async {
    let provider = FakeRecentPlaces(places: Self.recent)
    let controller = controller(recent: Self.recent, provider: provider)
    let delegate = DelegateRecorder()
    controller.delegate = delegate
    controller.load()
    #expect(await settle(events, controller) == 2)  // the nearby and the recent places
    #expect(delegate.loads == 1)
    #expect(provider.locations.value == [Self.here])
    #expect(
      controller.rows.map(\.title) == [
        "Recent", "Busan", "Old 1", "Old 2", "Old 3", "Old 4", "Nearby", "Seoul", "Incheon",
      ])
    #expect(controller.rows.map(\.isSectionTitle) == [true] + Array(repeating: false, count: 5) + [true, false, false])
    // Distances are measured from the current location, like the nearby places.
    #expect(controller.rows[1].trailing.hasSuffix("km SE"), "\(controller.rows[1])")
    controller.choose(at: 0, key: nil)
    controller.choose(at: 6, key: nil)
    #expect(delegate.places.isEmpty)
    controller.choose(at: 1, key: nil)
    controller.choose(at: 7, key: nil)
    #expect(delegate.places.map(\.id) == [Self.busan.id, Sample.seoul.id])
  }

  @Test func rowsWaitForBothAnswersWhenTheRecentPlacesArriveFirst() async {
    let recommender = FakeRecommender(
      answer: .success([Sample.seoul, Self.busan, Sample.incheon]), answersImmediately: false)
    let controller = RecommendationController(
      recommender: recommender, recent: FakeRecentPlaces(places: [Self.busan]), location: Self.here,
      units: .kilometres, events: events)
    let delegate = DelegateRecorder()
    controller.delegate = delegate
    controller.load()
    await settle(events, controller)
    #expect(delegate.loads == 0)
    #expect(controller.isLoading)
    #expect(controller.rows.isEmpty, "rows changed before both answers: \(controller.rows.map(\.title))")
    #expect(controller.recentPlaces.isEmpty)
    recommender.answerPending()
    await settle(events, controller)
    #expect(delegate.loads == 1)
    #expect(controller.rows.map(\.title) == ["Recent", "Busan", "Nearby", "Seoul", "Incheon"])
  }

  @Test func withoutRecentPlacesTheListHasNoTitles() async {
    let controller = controller(recent: [])
    controller.load()
    await settle(events, controller)
    #expect(controller.rows.map(\.title) == ["Seoul", "Busan", "Incheon"])
  }

  @Test func distancesFollowTheUnits() async {
    let controller = controller(recent: [Self.busan], units: .miles)
    controller.load()
    await settle(events, controller)
    #expect(controller.rows[1].trailing.hasSuffix(" mi SE"), "\(controller.rows[1])")
  }

  /// A coordinator on the recommendations with `recent` places, answers settled.
  private func startedCoordinator(recent: [Place]) async -> SearchCoordinator {
    let coordinator = SearchCoordinator(
      recommendations: controller(recent: recent),
      completions: CompletionController(completer: FakeCompleter(), location: nil, units: .kilometres, events: events),
      makeDetails: { DetailResultsController(searcher: FakePlaceSearcher(), completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      options: SearchOptions(locationLabel: "Seoul, KR"))
    coordinator.start()
    await settle(coordinator)
    return coordinator
  }

  @Test func theSelectionSkipsTitlesAndEnterChoosesTheRecentPlace() async {
    let coordinator = await startedCoordinator(recent: [Self.busan])
    var state = coordinator.screenState(rows: 20)
    #expect(state.rows.map(\.title) == ["Recent", "Busan", "Nearby", "Seoul", "Incheon"])
    #expect(state.selection == 1)
    coordinator.update(.key(.down))
    #expect(coordinator.screenState(rows: 20).selection == 3)
    coordinator.update(.key(.up))
    coordinator.update(.key(.up))
    state = coordinator.screenState(rows: 20)
    #expect(state.selection == 1)
    #expect(state.scrollTop == 0)
    let frame = coordinator.render(rows: 20, columns: 60)
    #expect(frame.text(ofRow: 2).hasPrefix("Recent"))
    #expect(frame.text(ofRow: 3).hasPrefix("▸ Busan"))
    #expect(frame.text(ofRow: 4).hasPrefix("Nearby"))
    #expect(frame.text(ofRow: 19).hasPrefix("1 of 3 · recent ·"), "\(frame.text(ofRow: 19))")
    coordinator.update(.key(.down))
    #expect(coordinator.render(rows: 20, columns: 60).text(ofRow: 19).hasPrefix("2 of 3 · nearby ·"))
    coordinator.update(.key(.up))
    coordinator.update(.key(.enter))
    #expect(coordinator.outcome == .chosen(Self.busan.measured(from: Self.here)))
  }

  @Test func clickingATitleSelectsNothing() async {
    let coordinator = await startedCoordinator(recent: [Self.busan])
    coordinator.update(.key(.click(row: 2, column: 5, double: true)))
    #expect(coordinator.outcome == nil)
    coordinator.update(.key(.click(row: 5, column: 5, double: true)))
    #expect(coordinator.outcome == .chosen(Sample.seoul))
  }

  @Test func aWheelNotchMovesOverPlacesNotTitles() async {
    let coordinator = await startedCoordinator(recent: [Self.busan, Self.recent[1]])
    #expect(coordinator.screenState(rows: 20).rows.map(\.title) == ["Recent", "Busan", "Old 1", "Nearby", "Seoul", "Incheon"])
    coordinator.update(.key(.scroll(3)))
    #expect(coordinator.screenState(rows: 20).selection == 5)
    coordinator.update(.key(.scroll(-3)))
    #expect(coordinator.screenState(rows: 20).selection == 1)
  }
}
