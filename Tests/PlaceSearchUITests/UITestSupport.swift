import Foundation
import PlaceKit
import PlaceKitFakes
import PlaceSearchUI

/// Applies the events posted to `events` (the answers of the sources) with `apply`,
/// until `condition` holds and none is left queued; an answer still on its way is
/// waited for, at most `TestBudget.scaled` (the condition is then checked as it stands).
@MainActor
func settle(_ events: EventQueue, until condition: () -> Bool, apply: (SessionEvent) -> Void) async {
  let deadline = ContinuousClock.now + .seconds(TestBudget.scaled)
  let watchdog = Task.detached {
    try? await Task.sleep(until: deadline)
    events.post(.tick(now: Date()))
  }
  defer { watchdog.cancel() }
  while true {
    for event in events.takeQueued() { apply(event) }
    if condition() || ContinuousClock.now >= deadline { return }
    apply(await events.next())
  }
}

/// Applies the events posted so far to `search`, and those that follow until `condition` holds.
@MainActor
func settle(_ search: SearchCoordinator, until condition: () -> Bool = { true }) async {
  await settle(search.events, until: condition, apply: search.update)
}

/// Hands the answers posted so far to `controllers` (used without a coordinator), and
/// those that follow until `condition` holds; returns how many they took.
@MainActor
@discardableResult
func settle(_ events: EventQueue, _ controllers: ListController..., until condition: () -> Bool = { true }) async -> Int {
  var taken = 0
  await settle(events, until: condition) { event in
    guard case .answer(let answer) = event else { return }
    if controllers.contains(where: { $0.receive(answer) }) { taken += 1 }
  }
  return taken
}

extension SearchCoordinator {
  /// The coordinator most tests drive: recommendations Seoul and Incheon near Seoul from
  /// `recommender` (by default answering at once), completions from `completer`, a group's
  /// places from `searcher`, answers through `events`, copy and open by `actions`, the
  /// `expected` keys choosing as Enter does; not started.
  static func sample(
    events: EventQueue, completer: FakeCompleter, searcher: FakePlaceSearcher,
    recommender: FakeRecommender = FakeRecommender(answer: .success([Sample.seoul, Sample.incheon])),
    initialQuery: String = "", actions: ActionController? = nil, expected: ExpectedKeys = ExpectedKeys(),
    keys: KeyMap = .standard
  ) -> SearchCoordinator {
    SearchCoordinator(
      recommendations: RecommendationController(
        recommender: recommender, location: Location(latitude: 37.5, longitude: 127), units: .kilometres, events: events),
      completions: CompletionController(completer: completer, location: nil, units: .kilometres, events: events),
      makeDetails: { DetailResultsController(searcher: searcher, completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      actions: actions,
      options: SearchOptions(locationLabel: "Seoul, KR", initialQuery: initialQuery, expected: expected, keys: keys))
  }

  /// The frame for a `rows` × `columns` terminal: the size arrives as the event loop
  /// sends it, then the frame is rendered.
  func render(rows: Int, columns: Int) -> ScreenBuffer {
    update(.resize(rows: rows, columns: columns))
    return render()
  }

  /// The state shown in a terminal of `rows` rows (as `render(rows:columns:)`).
  func screenState(rows: Int) -> ScreenState {
    update(.resize(rows: rows, columns: layout.columns))
    return screenState
  }
}

/// Records what a controller tells its delegate.
@MainActor
final class DelegateRecorder: PlaceListDelegate, CompletionControllerDelegate {
  var loads = 0
  var places: [Place] = []
  var completions: [Completion] = []

  func didLoadData() { loads += 1 }
  func didSelectPlace(_ place: Place, key: String?) { places.append(place) }
  func didSelectCompletion(_ completion: Completion, key: String?) { completions.append(completion) }
}

/// Canned data for the UI tests.
enum Sample {
  /// The country outlines the app embeds, read from the repository's data folder (the UI
  /// is given them; it never links the dataset).
  static let outlines: WorldOutlines = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/Data/countries-110m.bin").standardizedFileURL
    return WorldOutlines(data: [UInt8]((try? Data(contentsOf: file)) ?? Data()))!
  }()

  static let seoul = Place.fixture("Seoul", id: "geonames:1835848", latitude: 37.566, longitude: 126.978)
  static let incheon = Place.fixture("Incheon", id: "geonames:1843564", latitude: 37.456, longitude: 126.705)
  static let springfieldMO = Place.fixture("Springfield", id: "geonames:4409896")
  static let springfieldIL = Place.fixture("Springfield", id: "geonames:4250542")

  static let seoulCompletion = Completion(
    title: "Seoul", subtitle: "Seoul, South Korea", highlights: [HighlightRange(start: 0, length: 3)],
    placeIDs: [seoul.id])
  static let springfieldGroup = Completion(
    title: "Springfield", subtitle: "Missouri, Illinois", highlights: [HighlightRange(start: 0, length: 6)],
    placeIDs: [springfieldMO.id, springfieldIL.id])
}
