import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Which name a place shows in each language: tagged names, else the script of its
/// names, else its Latin name; and `alternateNamesV2.txt` beside a `--data` dump.
struct DisplayNamesTests {
  private func record(_ name: String, _ alternates: [String], country: String = "FR") -> PlaceRecord {
    PlaceRecord(
      id: "geonames:1", name: name, alternateNames: alternates, latitude: 0, longitude: 0, countryCode: country,
      admin1Code: "", population: 0, timezone: "", kind: .populated)
  }

  private func names(_ record: PlaceRecord) -> [DisplayLanguage: String] {
    let names = DisplayNames.names(of: record) ?? Array(repeating: record.name, count: DisplayLanguage.allCases.count)
    return Dictionary(uniqueKeysWithValues: DisplayLanguage.allCases.map { ($0, names[$0.slot]) })
  }

  @Test func scriptsTellKoreanJapaneseAndChinese() {
    let paris = names(record("Paris", ["Parigi", "Париж", "パリ", "巴黎", "파리"]))
    #expect(paris[.korean] == "파리")
    #expect(paris[.japanese] == "パリ")
    #expect(paris[.chinese] == "巴黎")
    // Cyrillic is shared by many languages, Latin by more: the Latin name.
    #expect(paris[.russian] == "Paris")
    #expect(paris[.german] == "Paris")
    #expect(paris[.english] == "Paris")
  }

  @Test func theEverydayHangulNameSoundsLikeTheLatinOne() {
    // Not the historic 경성 or 한양, nor the official 서울특별시.
    let seoul = names(record("Seoul", ["경성", "서울", "서울특별시", "한양", "한성"], country: "KR"))
    #expect(seoul[.korean] == "서울")
    let beijing = names(record("Beijing", ["北京", "베이징", "북경"], country: "CN"))
    #expect(beijing[.korean] == "베이징")
  }

  /// GeoNames writes the word for what a place abroad is apart ("오사카 시"): the row
  /// reads the name alone where the Latin name has no such word, attached where it has.
  @Test func aHangulKindWordWrittenApartIsNoPartOfTheEverydayName() {
    #expect(names(record("Osaka", ["大阪市", "오사카 시"], country: "JP"))[.korean] == "오사카")
    #expect(names(record("Higashiosaka", ["히가시오사카 시"], country: "JP"))[.korean] == "히가시오사카")
    #expect(names(record("Osaka-shi", ["오사카 시"], country: "JP"))[.korean] == "오사카시")
    #expect(DisplayNames.hangulForms("뉴욕 주") == ["뉴욕", "뉴욕주"])
    #expect(DisplayNames.hangulForms("산 호세") == ["산 호세"])
    #expect(DisplayNames.hangulForms("서울") == ["서울"])
  }

  @Test func inJapanTheKanjiNameIsJapanese() {
    let tokyo = names(record("Tokyo", ["东京", "東京", "東京都", "トウキョウ"], country: "JP"))
    #expect(tokyo[.japanese] == "東京")
    #expect(tokyo[.chinese] == "东京")
  }

  @Test func aPlaceWithoutALatinPrimaryNameShowsItsRomanization() {
    let area = names(record("중구", ["Jung-gu"], country: "KR"))
    #expect(area[.english] == "Jung-gu")
    #expect(area[.korean] == "중구")
  }

  @Test func taggedNamesWin() {
    var munich = record("Munich", ["München", "Monaco di Baviera"], country: "DE")
    munich.taggedNames = [.german: "München", .russian: "Мюнхен"]
    let names = names(munich)
    #expect(names[.german] == "München")
    #expect(names[.russian] == "Мюнхен")
    #expect(names[.french] == "Munich")
  }

  @Test func alternateNamesBesideADumpTagTheirLanguage() async throws {
    let data = try TestData([
      .init(id: 2_867_714, name: "Munich", alternates: ["München", "Мюнхен", "Monachium"], latitude: 48.137,
        longitude: 11.575, country: "FR", population: 1_260_391, timezone: "Europe/Berlin")
    ])
    // geonameid, language, name, preferred, short, colloquial, historic (V2 adds from, to).
    let lines = [
      "1\t2867714\tde\tMünchen\t1\t\t\t\t\t", "2\t2867714\tru\tМюнхен\t1\t\t\t\t\t",
      "3\t2867714\tde\tMinga\t\t\t1\t\t\t", "4\t2867714\tes\tMúnich\t\t\t\t\t\t",
      "5\t2867714\tfr\tMunich\t\t\t\t\t\t", "6\t2867714\tlink\thttps://example.org\t\t\t\t\t\t",
      "7\t2867714\tzh-TW\t慕尼黑市\t\t\t\t\t\t", "8\t2867714\tzh\t慕尼黑\t\t\t\t\t\t",
    ]
    try (lines.joined(separator: "\n") + "\n").write(
      to: data.folder.appendingPathComponent("alternateNamesV2.txt"), atomically: true, encoding: .utf8)
    let engine = try await data.engine()
    func name(_ language: DisplayLanguage) -> String? { engine.speaking(language).places(ids: ["geonames:2867714"]).first?.name }
    #expect(name(.german) == "München")
    #expect(name(.russian) == "Мюнхен")
    #expect(name(.spanish) == "Múnich")
    #expect(name(.chinese) == "慕尼黑")
    #expect(name(.english) == "Munich")
    // Every name still matches, whatever the language shown.
    #expect(engine.speaking(.german).complete("munich", limit: 1).first?.title == "Munich (München)")
    #expect(engine.speaking(.german).complete("monachium", limit: 1).first?.title == "Monachium (München)")
  }

  /// Without `alternateNamesV2.txt` beside it, a dump's places take the embedded names of
  /// their geonameid, but only names a place lists itself: Munich's München; a place of
  /// one's own whose id is by chance a GeoNames place's keeps its names.
  @Test func aDumpWithoutAlternateNamesTakesTheEmbeddedOnesItListsItself() async throws {
    let data = try TestData([
      .init(id: 2_867_714, name: "Munich", alternates: ["München", "Мюнхен"], latitude: 48.137,
        longitude: 11.575, country: "DE", population: 1_260_391, timezone: "Europe/Berlin"),
      .init(id: 2_988_507, name: "My Depot", latitude: 45.7, longitude: 4.8, country: "FR", population: 10),
    ])
    let engine = try await data.engine()
    func name(_ id: String, _ language: DisplayLanguage) -> String? { engine.speaking(language).places(ids: [id]).first?.name }
    #expect(name("geonames:2867714", .german) == "München")
    #expect(name("geonames:2867714", .russian) == "Мюнхен")
    #expect(name("geonames:2867714", .french) == "Munich")
    // 2988507 is Paris in GeoNames; this file's place of that id lists no Paris name.
    for language in DisplayLanguage.allCases { #expect(name("geonames:2988507", language) == "My Depot", "\(language)") }
  }

  @Test func aMalformedAlternateNamesFileIsOneSentence() async throws {
    let data = try TestData([.init(id: 1, name: "Lyon", latitude: 45.7, longitude: 4.8, population: 500_000)])
    try "1\t1\tde\n".write(
      to: data.folder.appendingPathComponent("alternateNamesV2.txt"), atomically: true, encoding: .utf8)
    await #expect(throws: PlaceKitError.self) { try await data.engine() }
  }
}
