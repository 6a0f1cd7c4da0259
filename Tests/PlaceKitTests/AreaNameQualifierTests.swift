import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Every current name of a country or first-level area qualifies a place's name (issue
/// 39): its alternate names and the names a source gives a kind (CLDR's short and variant
/// forms, ISO 3166-3's withdrawn names, a reviewed list, the ISO 3166-2 codes Brazilians
/// write, Korean short forms), unless another area of its level has the name too.
@Suite(.serialized) struct AreaNameQualifierTests {
  private func first(_ query: String) async throws -> Completion? {
    let engine = try await TestIndex.engine()
    return engine.complete(query, limit: 5).first
  }

  @Test(arguments: [
    // A country by its short, variant, withdrawn, reviewed or other name.
    ("london uk", "geonames:2643743"), ("manchester uk", "geonames:2643123"),
    ("cambridge uk", "geonames:2653941"),  // England's, not Kamyanobridskyi of Ukraine
    ("seoul korea", "geonames:1835848"), ("busan korea", "geonames:1838524"), ("서울 한국", "geonames:1835848"),
    ("prague czech republic", "geonames:3067696"), ("yangon burma", "geonames:1298824"),
    ("dili east timor", "geonames:1645457"), ("mbabane swaziland", "geonames:934985"),
    ("amsterdam netherlands", "geonames:2759794"), ("amsterdam the netherlands", "geonames:2759794"),
    // A first-level area by another name, its ISO 3166-2 code, its Korean short form.
    ("munich bavaria", "geonames:2867714"), ("campinas sp", "geonames:3467865"), ("curitiba pr", "geonames:3464975"),
    ("jeonju jeonbuk", "geonames:1845457"), ("전주 전북", "geonames:1845457"), ("gyeongju gyeongbuk", "geonames:1841603"),
  ])
  func aPlaceByEveryNameOfItsArea(query: String, expected: String) async throws {
    let row = try await #require(try first(query), "\(query)")
    #expect(row.placeIDs == [expected], "\(query) → \(row.title), \(row.subtitle)")
    #expect(row.matchesEveryWord, "\(query)")
  }

  @Test(arguments: [
    ("한국", "geonames:1835841"), ("호주", "geonames:2077456"), ("korea", "geonames:1835841"),
    ("제주도", "kr-admin:5000000000"), ("jeju-do", "kr-admin:5000000000"),
  ])
  func anAreaByItsOtherNames(query: String, expected: String) async throws {
    let row = try await #require(try first(query), "\(query)")
    #expect(row.placeIDs == [expected], "\(query) → \(row.title), \(row.subtitle)")
  }

  @Test func hollandNamesTheNetherlandsInView() async throws {
    let engine = try await TestIndex.engine()
    let rows = engine.complete("holland", limit: 5)
    #expect(rows.contains { $0.placeIDs == ["geonames:2750405"] }, "\(rows.map(\.title))")
  }

  /// Korea's 17 first-level areas and the forms Koreans write them by: the Hangul short
  /// form (by rule: the name without its suffix; a province split in two, its first
  /// syllable and its direction) and its romanization. Each names the area after a place
  /// in it, as an address does.
  static let koreanAreas: [(code: String, name: String, short: String, romanized: String, place: String)] = [
    ("KR.11", "서울특별시", "서울", "Seoul", "종로구"), ("KR.10", "부산광역시", "부산", "Busan", "해운대구"),
    ("KR.15", "대구광역시", "대구", "Daegu", "수성구"), ("KR.12", "인천광역시", "인천", "Incheon", "부평구"),
    ("KR.18", "광주광역시", "광주", "Gwangju", "광산구"), ("KR.19", "대전광역시", "대전", "Daejeon", "유성구"),
    ("KR.21", "울산광역시", "울산", "Ulsan", "울주군"), ("KR.22", "세종특별자치시", "세종", "Sejong", "조치원읍"),
    ("KR.13", "경기도", "경기", "Gyeonggi", "수원시"), ("KR.06", "강원특별자치도", "강원", "Gangwon", "춘천시"),
    ("KR.05", "충청북도", "충북", "Chungbuk", "청주시"), ("KR.17", "충청남도", "충남", "Chungnam", "천안시"),
    ("KR.03", "전라북도", "전북", "Jeonbuk", "전주시"), ("KR.16", "전라남도", "전남", "Jeonnam", "목포시"),
    ("KR.14", "경상북도", "경북", "Gyeongbuk", "포항시"), ("KR.20", "경상남도", "경남", "Gyeongnam", "창원시"),
    ("KR.01", "제주특별자치도", "제주", "Jeju", "서귀포시"),
  ]

  @Test func theDatasetHasEachKoreanAreasShortForms() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("Resources/Data/area-names.tsv"), encoding: .utf8)
    let rows = Set(text.split(separator: "\n").map(String.init))
    #expect(Self.koreanAreas.count == 17)
    for area in Self.koreanAreas {
      #expect(rows.contains("\(area.code)\tko\t\(area.name)"), "\(area.name)")
      #expect(rows.contains("\(area.code)\tshort\t\(area.short)"), "\(area.short)")
      #expect(rows.contains("\(area.code)\tshort\t\(area.romanized)"), "\(area.romanized)")
    }
    // 전북특별자치도, the name since 2024, gives the same short form; junk is left out.
    #expect(rows.contains("KR.03\talt\t전북특별자치도") && !rows.contains { $0.hasSuffix("\t까미노") })
  }

  @Test func eachKoreanShortFormQualifiesAPlaceOfItsArea() async throws {
    let engine = try await TestIndex.engine()
    for area in Self.koreanAreas {
      let place = try #require(engine.search(area.place, limit: 1).first, "\(area.place)")
      for form in [area.short, area.romanized, area.romanized.lowercased()] {
        let found = engine.search("\(area.place) \(form)", limit: 1).first
        #expect(found?.id == place.id, "\(area.place) \(form) → \(found?.name ?? "nothing")")
      }
    }
  }

  @Test func aNameTwoAreasOfALevelHaveNamesNeither() throws {
    var names = AreaNames(countries: ["GB": "United Kingdom", "RU": "Russia"], admin1: [:])
    let table = "GB\tshort\tUK\nGB\tshort\tRU\nGB\tvariant\tGreat Britain\nRU\twithdrawn\tUSSR\n"
    try names.addTranslations(Array(table.utf8), path: "area-names.tsv")
    // es "RU" (Reino Unido) is Russia's code: the United Kingdom is not named by it.
    #expect(names.kindedNames["GB"]?.map(\.name) == ["UK", "Great Britain"])
    #expect(names.kindedNames["GB"]?.map(\.kind) == [.short, .variant])
    #expect(names.kindedNames["RU"]?.map(\.kind) == [.withdrawn])
    var record = PlaceRecord(
      id: "geonames:1", name: "United Kingdom", alternateNames: [], latitude: 51.5, longitude: 0, countryCode: "GB",
      admin1Code: "", population: 0, timezone: "Europe/London", kind: .adminArea(level: 0))
    names.tagNames(of: &record)
    // A two-letter short name is a code of the country, found when typed whole.
    #expect(record.codes == ["UK"] && record.alternateNames == ["Great Britain"])
  }

  /// A country's names in the display languages become names it is found by in the
  /// languages' order, not a dictionary's, which changes from run to run: the index is
  /// the same file on every build.
  @Test func anAreasNamesInTheLanguagesAreAddedInTheirOrder() throws {
    var names = AreaNames(countries: ["DE": "Germany"], admin1: [:])
    let table = "DE\tru\tГермания\nDE\tde\tDeutschland\nDE\tko\t독일\nDE\tfr\tAllemagne\nDE\tja\tドイツ\n"
      + "DE\tes\tAlemania\nDE\tzh\t德国\n"
    try names.addTranslations(Array(table.utf8), path: "area-names.tsv")
    var record = PlaceRecord(
      id: "geonames:2921044", name: "Germany", alternateNames: [], latitude: 51.5, longitude: 10.5, countryCode: "DE",
      admin1Code: "", population: 0, timezone: "Europe/Berlin", kind: .adminArea(level: 0))
    names.tagNames(of: &record)
    #expect(record.alternateNames == ["독일", "ドイツ", "德国", "Deutschland", "Allemagne", "Alemania", "Германия"])
  }
}
