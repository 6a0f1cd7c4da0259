import Foundation
import PlaceKit
import PlaceSettings
import Testing

/// `--height` and the `height` setting: what they accept and how many rows they give.
struct SearchHeightTests {
  @Test func rowsPercentagesAndFull() {
    #expect(SearchHeight("10") == .rows(10))
    #expect(SearchHeight(" 40% ") == .percent(40))
    #expect(SearchHeight("FULL") == .full)
    for bad in ["", "4", "0", "-10", "+10", "0%", "101%", "%", "ten", "10 %", "1e3", "99999"] {
      #expect(SearchHeight(bad) == nil, "\(bad)")
    }
  }

  @Test func theRegionIsAtLeastFiveRowsAndAtMostTheTerminal() {
    #expect(SearchHeight.percent(40).regionRows(terminalRows: 30) == 12)
    #expect(SearchHeight.percent(40).regionRows(terminalRows: 10) == 5)
    #expect(SearchHeight.percent(100).regionRows(terminalRows: 24) == 24)
    #expect(SearchHeight.rows(10).regionRows(terminalRows: 8) == 8)
    #expect(SearchHeight.rows(10).regionRows(terminalRows: 3) == 3)
    #expect(SearchHeight.full.regionRows(terminalRows: 30) == nil)
  }

  @Test func itIsStoredAsItsText() throws {
    #expect(SearchHeight.percent(40).displayText == "40%")
    #expect(SearchHeight.decode(Data(#""12""#.utf8)) == .rows(12))
    #expect(SearchHeight.decode(Data(#""2""#.utf8)) == nil)
  }
}
