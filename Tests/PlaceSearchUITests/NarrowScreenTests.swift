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

/// A subtitle cut keeps whole parts or nothing; the columns take what the rows in view
/// need when the whole list's widths would leave the areas too little.
struct SubtitleCutTests {
  @Test func aCutKeepsWholePartsOrDropsTheColumn() {
    let subtitle = "Jung-gu, Seoul, South Korea"
    #expect(SubtitleCut.fit(subtitle, toColumns: 40, minimumRoom: 12) == subtitle)
    #expect(SubtitleCut.fit(subtitle, toColumns: 17, minimumRoom: 12) == "Jung-gu, Seoul, …")
    #expect(SubtitleCut.fit(subtitle, toColumns: 10, minimumRoom: 12) == "Jung-gu, …")
    #expect(SubtitleCut.fit(subtitle, toColumns: 9, minimumRoom: 12) == "Jung-gu…")
    #expect(SubtitleCut.fit(subtitle, toColumns: 6, minimumRoom: 12) == "")
    #expect(SubtitleCut.fit("공항 · 경기도, 대한민국", toColumns: 16, minimumRoom: 12) == "공항 · 경기도, …")
    #expect(SubtitleCut.fit("대한민국", toColumns: 3, minimumRoom: 12) == "")
    #expect(SubtitleCut.fit("Makkah al Mukarramah, Saudi Arabia", toColumns: 14, minimumRoom: 12) == "Makkah al Muk…")
  }

  /// At 41 columns in Korean, near Seoul: the titles in view are short, so the area
  /// column gets the room a long title further down would take, and never shows a
  /// letter or two of a name.
  @Test func narrowRowsGiveTheAreasTheRoomTheTitlesInViewLeave() {
    let rows = (0..<6).map { _ in ListRow(title: "고양시", subtitle: "경기도, 대한민국", trailing: "16 km 북서") }
      + [ListRow(title: "인천광역시 (인천)", subtitle: "대한민국", trailing: "27 km 남서")]
    let state = ScreenState(
      query: QueryEditor(""), locationLabel: "서울", rows: rows, hasMore: false, selection: 0, scrollTop: 0,
      mode: .completions, hints: [.move], message: nil, strings: UIStrings(.korean))
    let frame = ScreenRenderer.render(state, layout: ScreenLayout(rows: 10, columns: 41))
    for row in 2..<8 {
      let line = frame.text(ofRow: row)
      #expect(line.contains("고양시  경기도, 대한민국"), "\(line)")
    }
  }
}
