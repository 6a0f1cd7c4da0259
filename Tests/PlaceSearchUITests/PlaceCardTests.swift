import Foundation
import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// The preview card's lines: every field, those left out, Korean labels, a group row.
struct PlaceCardTests {
  private static let jungGu = PlaceDetails(
    place: Place(
      id: "kr-admin:2711000000", name: "Jung-gu", subtitle: "Daegu, South Korea",
      location: Location(latitude: 35.86925, longitude: 128.60625), countryCode: "KR", admin1: "Daegu",
      population: 75_000, timezone: "Asia/Seoul", kind: .adminArea(level: 2)),
    otherNames: ["중구", "中區"], hierarchy: ["Daegu", "South Korea"])
  private static let seoul = Location(latitude: 37.566, longitude: 126.978)
  /// 2026-11-24 05:05:00 UTC: 14:05 in Seoul.
  private static let now = Date(timeIntervalSince1970: 1_795_496_700)

  private func card(_ details: PlaceDetails = jungGu, here: Location? = seoul, language: DisplayLanguage = .english)
    -> PlaceCard
  {
    PlaceCard(
      details: details, here: here, hereLabel: here == nil ? nil : (language == .korean ? "서울" : "Seoul"),
      units: .kilometres, strings: UIStrings(language), now: Self.now)
  }

  @Test func everyFieldOfAPlaceHasItsLine() {
    let card = card()
    #expect(card.lines.map(\.field) == [
      .name, .otherNames, .hierarchy, .kind, .coordinates, .degreesMinutesSeconds, .population, .timeZone, .distance,
      .source,
    ])
    #expect(card.lines.map(\.label) == [
      "Name", "Also", "In", "Kind", "Coordinates", "", "Population", "Time zone", "Distance", "Source",
    ])
    #expect(card.value(.name) == "Jung-gu")
    #expect(card.value(.otherNames) == "중구 · 中區")
    #expect(card.value(.hierarchy) == "Daegu · South Korea")
    #expect(card.value(.kind) == "district")
    #expect(card.value(.coordinates) == "35.86925,128.60625")
    #expect(card.value(.degreesMinutesSeconds) == "35°52′09″N 128°36′22″E")
    #expect(card.value(.population) == "75,000")
    #expect(card.value(.timeZone) == "Asia/Seoul · 14:05 · UTC+09:00")
    #expect(card.value(.distance) == "238 km SE of Seoul")
    #expect(card.value(.source) == "kr-admin:2711000000")
  }

  /// An area's card says what its row says it is: California is a state, not a province;
  /// in Korean, 도쿄도's row word; a country is a country; a place without a word is by kind.
  @Test func anAreaIsCalledByItsOwnWord() {
    func area(_ subtitle: String, level: Int) -> PlaceDetails {
      PlaceDetails(
        place: Place(
          id: "test:area", name: "California", subtitle: subtitle, location: Location(latitude: 37, longitude: -120),
          countryCode: "US", admin1: "", population: 0, timezone: "America/Los_Angeles", kind: .adminArea(level: level)),
        otherNames: [], hierarchy: [])
    }
    #expect(card(area("state · United States", level: 1)).value(.kind) == "state")
    #expect(card(area("도 · 일본", level: 1), language: .korean).value(.kind) == "도")
    #expect(card(area("country", level: 0)).value(.kind) == "country")
    #expect(card(area("United States", level: 1)).value(.kind) == "province")
    #expect(card(area("United States", level: 1), language: .korean).value(.kind) == "시·도")
  }

  /// At 120 columns the pane is 46 wide: a long zone name is cut, never the clock or
  /// the UTC offset.
  @Test func aTimeZoneTooWideKeepsItsOffset() {
    var details = Self.jungGu
    details.place.timezone = "America/Argentina/Buenos_Aires"
    let layout = ScreenLayout(rows: 35, columns: 120, preview: true)
    var frame = ScreenBuffer(rows: 35, columns: 120)
    PreviewRenderer.draw(PreviewPane(card: card(details), isLoading: false, places: [], here: nil), into: &frame, layout: layout)
    let line = (0..<35).map { frame.text(ofRow: $0) }.first { $0.contains("Time zone") } ?? ""
    #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("02:05 · UTC-03:00"), "\(line)")
    #expect(line.contains("…"), "\(line)")
  }

  @Test func whatIsUnknownIsLeftOut() {
    var details = Self.jungGu
    details.place.population = 0
    details.place.timezone = ""
    details.otherNames = []
    details.hierarchy = []
    details.place.subtitle = ""
    let card = card(details, here: nil)
    #expect(card.lines.map(\.field) == [.name, .kind, .coordinates, .degreesMinutesSeconds, .source])
    details.place.timezone = "Not/AZone"
    #expect(self.card(details).value(.timeZone) == nil)
    #expect(self.card(details, here: details.place.location).value(.distance) == "0.0 km from Seoul")
  }

  @Test func populatedPlacesAreSizedAndPopulationsGrouped() {
    var details = Self.jungGu
    details.place.kind = .populated
    details.place.population = 9_776_000
    #expect(card(details).value(.kind) == "city")
    #expect(card(details).value(.population) == "9,776,000")
    details.place.population = 12_000
    #expect(card(details).value(.kind) == "town")
    #expect(card(details, language: .korean).value(.kind) == "읍")
  }

  @Test func koreanLabelsAndWords() {
    let card = card(language: .korean)
    #expect(card.lines.map(\.label) == ["이름", "다른 이름", "위치", "종류", "좌표", "", "인구", "시간대", "거리", "출처"])
    #expect(card.value(.kind) == "시·군·구")
    #expect(card.value(.distance) == "서울에서 남동쪽 238 km")
  }

  /// The card names the areas the list's row names: São Paulo's row says "São Paulo,
  /// Brazil", so does its card, whatever the details' hierarchy leaves out.
  @Test func theCardAndTheRowNameTheSameAreas() {
    var details = Self.jungGu
    details.place.subtitle = "São Paulo, Brazil"
    details.hierarchy = ["Brazil"]
    #expect(card(details).value(.hierarchy) == "São Paulo · Brazil")
  }

  @Test func aGroupRowSaysHowManyPlacesAndWhere() {
    let row = Completion(
      title: "Springfield", subtitle: "Missouri, Massachusetts, Illinois, …", highlights: [],
      placeIDs: (1...34).map { "geonames:\($0)" })
    let alone = PlaceCard(group: row, strings: UIStrings(.english))
    #expect(alone.lines.map(\.field) == [.name, .placeCount, .hierarchy])
    #expect(alone.value(.placeCount) == "34")  // "Places  34", not "Places  34 places"
    #expect(alone.value(.hierarchy) == "Missouri, Massachusetts, Illinois, …")
    var places = [("US", "Missouri"), ("US", "Massachusetts"), ("US", "Missouri"), ("AU", "Tasmania")].map {
      var place = Place.fixture("Springfield")
      (place.countryCode, place.admin1) = $0
      return place
    }
    places.append(Place.fixture("Springfield"))
    let spread = PlaceCard(group: row, places: places, strings: UIStrings(.english))
    #expect(spread.value(.spread) == "3 countries · 3 areas")
    #expect(PlaceCard(group: row, places: places, strings: UIStrings(.korean)).value(.spread) == "3개국 · 3개 지역")
    #expect(PlaceCard(group: row, strings: UIStrings(.korean)).value(.placeCount) == "34")
  }
}
