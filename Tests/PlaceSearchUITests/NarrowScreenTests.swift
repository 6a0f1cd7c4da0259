import PlaceKit
import Testing
@testable import PlaceSearchUI

/// Narrow screens give the title the room: then the right-hand column, then the
/// subtitle.
struct NarrowScreenTests {
  private func frame(_ rows: [ListRow], rows height: Int, columns: Int) -> ScreenBuffer {
    let state = ScreenState(
      query: QueryEditor("g"), locationLabel: "Seoul, KR", rows: rows, hasMore: false, selection: 0, scrollTop: 0,
      mode: .completions, hints: [.move], message: nil, strings: UIStrings(.english))
    return ScreenRenderer.render(state, layout: ScreenLayout(rows: height, columns: columns))
  }

  private let gwang = [
    ListRow(title: "Gwangmyeong", subtitle: "Gyeonggi-do, South Korea", trailing: "14 km SW"),
    ListRow(title: "Gwangju", subtitle: "Gwangju, Gyeonggi-do", trailing: "2 places"),
    ListRow(title: "Gwangyang", subtitle: "Jeollanam-do, South Korea", trailing: "299 km S "),
    ListRow(title: "Gwanghuidong1-ga", subtitle: "Jung-gu, Seoul, South Korea", trailing: "2.4 km E "),
  ]

  @Test func atTheSmallestSizeAGroupRowKeepsItsName() {
    let rows = [ListRow(title: "Springfield", subtitle: "United States", trailing: "24 places")] + gwang
    let shown = frame(rows, rows: 5, columns: 20).text(ofRow: 2)
    #expect(shown.hasPrefix("▸ Springfield"), "\(shown)")
  }

  @Test func atFortyColumnsTitlesAreWholeBesideTheDistance() {
    let shown = frame(gwang, rows: 10, columns: 40)
    for (index, row) in gwang.enumerated() {
      let line = shown.text(ofRow: 2 + index)
      #expect(line.contains(row.title + " "), "\(line)")
      #expect(line.hasSuffix(row.trailing.trimmingCharacters(in: .whitespaces)) || line.hasSuffix(row.trailing), "\(line)")
    }
  }

  @Test func wideScreensStillShowEverything() {
    let shown = frame(gwang, rows: 10, columns: 80)
    #expect(shown.text(ofRow: 2).contains("Gyeonggi-do, South Korea"))
    #expect(shown.text(ofRow: 2).contains("14 km SW"))
  }

  @Test func theWidthsNeverExceedTheRow() {
    for columns in 0...120 {
      let (title, trailing) = ScreenRenderer.columnWidths(of: gwang, columns: columns)
      #expect(title >= 0 && title + (trailing > 0 ? trailing + 2 : 0) <= max(0, columns), "\(columns)")
    }
  }
}
