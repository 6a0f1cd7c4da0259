import Foundation
import PlaceKitFakes
import PlaceClient
import PlaceKit
import PlaceSearchUI
import Testing

/// The interactive search over a server with the embedded fallback: when the server
/// dies mid-typing, the list switches to the embedded answers and the header says so.
@MainActor
struct SourceSwitchUITests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  @Test func theServerDyingMidTypingSwitchesToTheEmbeddedDataWithoutStaleRows() async throws {
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      if target.hasSuffix("q=ber") { return .json(Fixtures.photonBerlin) }
      return target.contains("q=berl") ? .hang : .json(Fixtures.photonEmpty)
    }
    defer { server.stop() }
    let fallback = FallbackPlaceService(
      primary: client(server.url, timeoutMs: TestBudget.unhurriedMs), fallback: StubSource(echoesQuery: true))
    let search = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: fallback, location: Location(latitude: 52.5, longitude: 13.4), units: .kilometres, events: events),
      completions: CompletionController(completer: fallback, location: nil, units: .kilometres, events: events),
      makeDetails: { DetailResultsController(searcher: fallback, completion: $0, location: nil, units: .kilometres, events: events) },
      events: events,
      answerSource: { fallback.answerer },
      options: SearchOptions(locationLabel: "Berlin"))
    var frames: [(query: String, titles: [String])] = []
    /// Applies the answers that came, as the event loop does, keeping each frame's rows,
    /// until `condition` holds.
    func shown(_ condition: () -> Bool) async -> Bool {
      await eventually {
        for event in events.takeQueued() {
          search.update(event)
          frames.append((search.editor.text, search.screenState.rows.map(\.title)))
        }
        return condition()
      }
    }
    search.start()
    for key in ["b", "e", "r"] { search.update(.key(.text(key))) }
    let photonTitles = ["Berlin", "Berlin Hauptbahnhof", "Berlin", "Berliner Dom"]
    #expect(await shown { search.screenState.rows.map(\.title) == photonTitles })
    #expect(search.screenState.source == .server)
    // "berl" and "berli" hang at the server; then it dies.
    search.update(.key(.text("l")))
    #expect(await shown { server.requests.value.contains { $0.hasSuffix("q=berl") } })
    search.update(.key(.text("i")))
    #expect(await shown { server.requests.value.contains { $0.hasSuffix("q=berli") } })
    server.stop()
    #expect(await shown { search.screenState.rows.map(\.title) == ["berli (embedded)"] })
    let state = search.screenState
    #expect(state.source == .embedded)
    #expect(
      ScreenRenderer.render(state, layout: ScreenLayout(rows: 20, columns: 80)).text(ofRow: 0).contains(
        "offline: embedded data"))
    // Never an answer to an older query: no "berl" row, and server rows only while typing on.
    #expect(!frames.contains { $0.titles.contains("berl (embedded)") })
    #expect(frames.allSatisfy { $0.titles.isEmpty || $0.titles == photonTitles || $0.titles == ["berli (embedded)"] })
  }
}
