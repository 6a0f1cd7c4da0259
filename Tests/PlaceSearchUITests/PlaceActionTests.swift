import Foundation
import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// Ctrl-Y and Ctrl-O: what they act on, what the status line says, where the keys are named.
@MainActor
struct PlaceActionTests {
  /// Records the actions asked for, and reports them done as a terminal adapter would.
  final class RecordingActions: PlaceActing {
    var performed: [(PlaceAction, Place)] = []

    func perform(_ action: PlaceAction, on place: Place, report: @escaping @Sendable (ActionOutcome) -> Void) {
      performed.append((action, place))
      switch action {
      case .copy: report(.copied(place, .latlon))
      case .open: report(.opened(place, program: "xdg-open"))
      }
    }
  }

  let events = EventQueue()
  let performer = RecordingActions()
  let lookUp = FakePlaceLookUp([
    PlaceDetails(place: Sample.seoul, otherNames: [], hierarchy: []),
    PlaceDetails(place: Sample.incheon, otherNames: [], hierarchy: []),
  ])

  private func coordinator(actions: Bool = true) async -> SearchCoordinator {
    let search = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success([Sample.seoul, Sample.incheon])), location: Sample.seoul.location,
        units: .kilometres, events: events),
      completions: CompletionController(
        completer: FakeCompleter(answers: ["seo": [Sample.seoulCompletion], "spr": [Sample.springfieldGroup]]),
        location: nil, units: .kilometres, events: events),
      makeDetails: {
        DetailResultsController(searcher: FakePlaceSearcher(), completion: $0, location: nil, units: .kilometres, events: events)
      },
      events: events,
      actions: actions ? ActionController(lookup: lookUp, performer: performer, location: nil, events: events) : nil,
      options: SearchOptions(locationLabel: "Seoul, KR"))
    search.start()
    _ = search.render(rows: 30, columns: 100)
    await settle(search)
    return search
  }

  private func press(_ key: KeyEvent, in search: SearchCoordinator, until condition: () -> Bool) async {
    search.update(.key(key))
    await settle(search, until: condition)
  }

  @Test func controlYCopiesTheHighlightedRecommendationAndSaysWhat() async {
    let search = await coordinator()
    search.update(.key(.down))
    await press(.control("y"), in: search) { !performer.performed.isEmpty && search.screenState.message != nil }
    #expect(performer.performed.map(\.0) == [.copy])
    #expect(performer.performed.map(\.1.id) == [Sample.incheon.id])
    #expect(search.screenState.message == "copied \(Sample.incheon.location.text)")
    // The notice lasts until the next key.
    search.update(.key(.up))
    #expect(search.screenState.message == nil)
  }

  @Test func controlOOpensACompletionOfOnePlaceByItsID() async {
    let search = await coordinator()
    search.update(.key(.text("seo")))
    await settle(search) { search.screenState.rows.count == 1 }
    await press(.control("o"), in: search) { search.screenState.message != nil }
    #expect(performer.performed.map(\.0) == [.open])
    #expect(performer.performed.map(\.1) == [Sample.seoul])
    #expect(search.screenState.message == "opened Seoul on OpenStreetMap (xdg-open)")
    #expect(search.outcome == nil, "an action never ends the search")
  }

  @Test func aGroupRowSaysItNeedsOnePlace() async {
    let search = await coordinator()
    search.update(.key(.text("spr")))
    await settle(search) { search.screenState.rows.count == 1 }
    #expect(!search.screenState.hints.contains(.copy))
    await press(.control("y"), in: search) { search.screenState.message != nil }
    #expect(performer.performed.isEmpty)
    #expect(search.screenState.message == "2 places here: ⏎ lists them to pick one")
  }

  @Test func theKeysAreNamedOnRowsOfOnePlaceWhenActionsAreWired() async {
    let search = await coordinator()
    #expect(search.screenState.hints.suffix(2) == [.copy, .open])
    let bare = await coordinator(actions: false)
    #expect(!bare.screenState.hints.contains(.copy))
    bare.update(.key(.control("y")))
    #expect(bare.screenState.message == nil)
  }

  @Test func aPlaceTheSourceNoLongerKnowsIsSaid() async {
    let search = await coordinator()
    lookUp.details.value = [:]
    await press(.control("y"), in: search) { search.screenState.message != nil }
    #expect(performer.performed.isEmpty)
    #expect(search.screenState.message == "the place is no longer found")
  }

  @Test func outcomesReadInKorean() {
    let korean = UIStrings(.korean)
    #expect(korean.outcome(.copied(Sample.seoul, .json)) == "Seoul JSON 복사함")
    #expect(korean.outcome(.noBrowser) == "지도를 열 xdg-open도 BROWSER도 없음")
    #expect(UIStrings(.english).outcome(.copied(Sample.seoul, .geojson)) == "copied Seoul as GeoJSON")
    #expect(UIStrings(.english).outcome(.openFailed(program: "xdg-open", status: 3)) == "xdg-open could not open the map (status 3)")
  }
}

/// The escape that puts text on the terminal's clipboard.
struct ClipboardSequenceTests {
  @Test func itIsOSC52WithTheTextInBase64() {
    #expect(ClipboardSequence.copying("37.56600,126.97840") == "\u{1B}]52;c;MzcuNTY2MDAsMTI2Ljk3ODQw\u{07}")
    let hangul = ClipboardSequence.copying("서울")
    #expect(hangul == "\u{1B}]52;c;7ISc7Jq4\u{07}")
  }
}

/// Which program opens the map.
struct BrowserCommandTests {
  let url = "https://www.openstreetmap.org/?mlat=37.566&mlon=126.978#map=12/37.566/126.978"

  private func find(_ environment: [String: String], installed: Set<String>) -> BrowserCommand? {
    BrowserCommand.find(opening: url, environment: environment, isExecutable: installed.contains)
  }

  @Test func xdgOpenOnThePathComesFirst() {
    let command = find(["PATH": "/opt/bin:/usr/bin", "BROWSER": "firefox"], installed: ["/usr/bin/xdg-open", "/usr/bin/firefox"])
    #expect(command?.arguments == ["/usr/bin/xdg-open", url])
    #expect(command?.program == "xdg-open")
  }

  @Test func browserIsReadAsSensibleBrowserReadsIt() {
    let installed: Set = ["/usr/bin/w3m", "/usr/bin/firefox", "/usr/local/bin/chromium"]
    let listed = find(["PATH": "/usr/local/bin:/usr/bin", "BROWSER": "w3m:nowhere:chromium --new-window %s:firefox"], installed: installed)
    #expect(listed?.arguments == ["/usr/local/bin/chromium", "--new-window", url])
    let appended = find(["PATH": "/usr/bin", "BROWSER": "firefox"], installed: installed)
    #expect(appended?.arguments == ["/usr/bin/firefox", url])
    let absolute = find(["PATH": "/usr/bin", "BROWSER": "/usr/local/bin/chromium"], installed: installed)
    #expect(absolute?.program == "chromium")
  }

  @Test func textBrowsersAndNothingAtAllOpenNothing() {
    #expect(find(["PATH": "/usr/bin", "BROWSER": "lynx:/usr/bin/w3m:www-browser"], installed: ["/usr/bin/lynx", "/usr/bin/w3m", "/usr/bin/www-browser"]) == nil)
    #expect(find(["PATH": "/usr/bin"], installed: []) == nil)
  }
}
