import Testing
@testable import PlaceSearchUI

/// A list's own cursor: moves stop at the ends and step over section titles; the view
/// follows the selection.
struct ListCursorTests {
  /// "Recent", two places, "Nearby", `nearby` places.
  private func rows(nearby: Int = 5) -> [ListRow] {
    [.sectionTitle("Recent")] + (0..<2).map { ListRow(title: "r\($0)", subtitle: "") } + [.sectionTitle("Nearby")]
      + (0..<nearby).map { ListRow(title: "n\($0)", subtitle: "") }
  }

  @Test func movesStepOverSectionTitlesAndStopAtTheEnds() {
    let rows = rows()
    var cursor = ListCursor()
    cursor.keepVisible(in: rows, height: 5)
    #expect(cursor.selection == 1)  // the first place, not the title
    cursor.move(by: 2, in: rows)
    #expect(cursor.selection == 4)  // over "Nearby"
    cursor.move(by: -1, in: rows)
    #expect(cursor.selection == 2)
    cursor.move(by: -10, in: rows)
    #expect(cursor.selection == 1)
    cursor.move(by: 100, in: rows)
    #expect(cursor.selection == rows.count - 1)
  }

  @Test func theWheelCountsPlacesNotTitles() {
    let rows = rows()
    var cursor = ListCursor()
    cursor.keepVisible(in: rows, height: 5)
    cursor.move(overPlaces: 3, in: rows)
    #expect(cursor.selection.map { rows[$0].title } == "n1")
    cursor.move(overPlaces: -3, in: rows)
    #expect(cursor.selection.map { rows[$0].title } == "r0")
  }

  @Test func aClickOnATitleOrBelowTheListSelectsNothing() {
    let rows = rows()
    var cursor = ListCursor()
    let onTitle = cursor.select(3, in: rows)
    let belowTheList = cursor.select(rows.count, in: rows)
    let onAPlace = cursor.select(5, in: rows)
    #expect(!onTitle && !belowTheList && onAPlace)
    #expect(cursor.selection == 5)
  }

  @Test func theViewFollowsTheSelectionAndShowsASectionsTitle() {
    let rows = rows(nearby: 20)
    var cursor = ListCursor()
    cursor.move(by: 12, in: rows)
    cursor.keepVisible(in: rows, height: 4)
    #expect(cursor.scrollTop == 9)  // the selection is the last row shown
    cursor.move(by: -8, in: rows)  // the first nearby place: its title comes into view
    cursor.keepVisible(in: rows, height: 4)
    #expect(cursor.selection == 4)
    #expect(cursor.scrollTop == 3)
    cursor.keepVisible(in: Array(rows.prefix(2)), height: 4)  // the list shrank
    #expect(cursor.selection == 1)
    #expect(cursor.scrollTop == 0)
  }

  /// Rows that leave words out: a section title above them, and nothing selected until
  /// the user moves down or clicks.
  @Test func aListStartingWithNothingSelectedWaitsForAMoveDown() {
    let rows = [ListRow.sectionTitle("these match without “zzz”")] + (0..<3).map { ListRow(title: "p\($0)", subtitle: "") }
    var cursor = ListCursor.nothingSelected
    cursor.keepVisible(in: rows, height: 2)
    #expect(cursor.selection == nil && cursor.scrollTop == 0)
    cursor.move(by: -1, in: rows)
    #expect(cursor.selection == nil)
    cursor.move(by: 1, in: rows)
    #expect(cursor.selection == 1)
    var wheeled = ListCursor.nothingSelected
    wheeled.move(overPlaces: 2, in: rows)
    #expect(wheeled.selection == 2)
    var clicked = ListCursor.nothingSelected
    #expect(!clicked.select(0, in: rows) && clicked.selection == nil)
    #expect(clicked.select(3, in: rows) && clicked.selection == 3)
  }
}
