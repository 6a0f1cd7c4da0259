import Foundation
import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// The preview pane: where it shows, what it says, how it follows the selection.
@MainActor
struct PreviewPaneTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  let lookUp = FakePlaceLookUp([
    PlaceDetails(
      place: Place(
        id: Sample.seoul.id, name: "Seoul", subtitle: "South Korea", location: Sample.seoul.location,
        countryCode: "KR", admin1: "Seoul", population: 10_349_312, timezone: "Asia/Seoul", kind: .populated),
      otherNames: ["서울", "ソウル", "首尔"], hierarchy: ["South Korea"]),
    PlaceDetails(place: Sample.incheon, otherNames: ["인천"], hierarchy: ["South Korea"]),
  ])
  let here = Location(latitude: 37.5, longitude: 127)

  private func coordinator(wantsPreview: Bool = true) async -> SearchCoordinator {
    let search = SearchCoordinator(
      recommendations: RecommendationController(
        recommender: FakeRecommender(answer: .success([Sample.seoul, Sample.incheon])), location: here,
        units: .kilometres, events: events),
      completions: CompletionController(completer: FakeCompleter(), location: nil, units: .kilometres, events: events),
      makeDetails: {
        DetailResultsController(searcher: FakePlaceSearcher(), completion: $0, location: nil, units: .kilometres, events: events)
      },
      events: events,
      preview: PreviewController(lookup: lookUp, location: here, events: events),
      options: SearchOptions(locationLabel: "Seoul, KR", wantsPreview: wantsPreview, here: here, outlines: Sample.outlines))
    search.start()
    await settle(search)
    return search
  }

  private func paneText(_ frame: ScreenBuffer, layout: ScreenLayout) -> [String] {
    (0..<frame.rows).map { row in
      let line = frame.text(ofRow: row)
      return String(line.dropFirst(min(line.count, layout.previewLeft)))
    }
  }

  @Test func theCardShowsFrom120ColumnsWithHangulAndAMap() async {
    let search = await coordinator()
    let frame = search.render(rows: 35, columns: 120)
    await settle(search)
    let shown = search.render()
    let pane = paneText(shown, layout: search.layout).joined(separator: "\n")
    #expect(frame.rows == 35)
    #expect(pane.contains("Seoul"))
    #expect(pane.contains("서울 · ソウル · 首尔"))
    #expect(pane.contains("Asia/Seoul"))
    #expect(pane.contains("10,349,312"))
    #expect(pane.contains("37°33′58″N"))
    #expect(pane.contains(String(BrailleMap.placeMarker)))
    #expect(pane.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no braille map:\n\(pane)")
    // Wide characters keep the rule between the list and the pane in one column.
    let ruleColumn = search.layout.previewLeft - 1
    for row in ScreenLayout.listTop..<35 - 2 {
      #expect(shown[row, ruleColumn].text == "│")
    }
  }

  @Test(arguments: [(100, 30), (80, 24), (20, 5)])
  func narrowerTerminalsShowTheListAlone(columns: Int, rows: Int) async {
    let search = await coordinator()
    let frame = search.render(rows: rows, columns: columns)
    #expect(!search.layout.showsPreview)
    #expect(!(0..<frame.rows).contains { frame.text(ofRow: $0).contains("Asia/Seoul") })
    #expect(frame.text(ofRow: 2).hasPrefix("▸ Seoul"))
  }

  @Test func thePaneFollowsTheSelection() async {
    let search = await coordinator()
    _ = search.render(rows: 35, columns: 120)
    await settle(search)
    search.update(.key(.down))
    await settle(search)
    let pane = paneText(search.render(), layout: search.layout).joined(separator: "\n")
    #expect(pane.contains("인천"))
    #expect(lookUp.asked.value == [Sample.seoul.id, Sample.incheon.id])
  }

  @Test func controlSlashTogglesThePane() async {
    let search = await coordinator(wantsPreview: false)
    _ = search.render(rows: 35, columns: 120)
    #expect(!search.layout.showsPreview)
    #expect(search.render().text(ofRow: 34).contains("^/ preview"))
    search.update(.key(.control("/")))
    #expect(search.layout.showsPreview)
    search.update(.key(.control("/")))
    #expect(!search.layout.showsPreview)
    #expect(KeyEvent(typed: "\u{1F}") == .control("/"))
  }

  @Test func belowTheWidthItNeedsControlSlashChangesNothingAndSaysWhy() async {
    let search = await coordinator(wantsPreview: false)
    _ = search.render(rows: 30, columns: 100)
    search.update(.key(.control("/")))
    #expect(!search.wantsPreview)
    #expect(search.screenState.message == "the preview needs 120 columns")
    // Wider later: still as the user left it, and Ctrl-/ acts.
    _ = search.render(rows: 35, columns: 120)
    #expect(!search.layout.showsPreview)
    search.update(.key(.control("/")))
    #expect(search.layout.showsPreview)
  }

  @Test func theClockTicks() async {
    let search = await coordinator()
    _ = search.render(rows: 35, columns: 120)
    await settle(search)
    let noon = Date(timeIntervalSince1970: 1_764_558_000)  // 12:00 in Seoul
    search.update(.tick(now: noon))
    #expect(paneText(search.render(), layout: search.layout).joined().contains("12:00"))
    search.update(.tick(now: noon.addingTimeInterval(60)))
    #expect(paneText(search.render(), layout: search.layout).joined().contains("12:01"))
  }

  @Test func clicksHitTheListOnlyWhereTheLayoutPutsIt() {
    let layout = ScreenLayout(rows: 35, columns: 120, preview: true)
    #expect(layout.listIndex(row: 3, column: 5, scrollTop: 0) == 1)
    #expect(layout.listIndex(row: 3, column: layout.previewLeft + 2, scrollTop: 0) == nil)
    #expect(layout.listIndex(row: 1, column: 5, scrollTop: 0) == nil)
    #expect(layout.listIndex(row: 33, column: 5, scrollTop: 0) == nil)
    #expect(layout.listIndex(row: 4, column: 5, scrollTop: 10) == 12)
  }
}
