import EngineTestSupport
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Of the spellings of one key, a row is titled by the one a reader of the place uses
/// (`TitleSpelling`); English area names are CLDR's (Bavaria, Maharashtra). On the real
/// embedded dataset, and on hand-made names.
@Suite(.serialized) struct TitleSpellingTests {
  private func engine() async throws -> PlaceEngine { try await TestIndex.engine() }

  @Test(arguments: [
    ("munchen", "München (Munich)"), ("kiev", "Kiev (Kyiv)"), ("saigon", "Saigon (Ho Chi Minh City)"),
    ("sao paulo", "São Paulo"), ("zurich", "Zürich"), ("maharashtra", "Maharashtra"),
  ])
  func theSpellingAReaderUsesTitlesTheRow(query: String, title: String) async throws {
    #expect(try await engine().complete(query, limit: 1).first?.title == title)
  }

  @Test func aForeignTransliterationFindsThePlaceUnderItsOwnName() async throws {
    let engine = try await engine()
    // "Niw Eorkʻ" (New York City) and "Albany on Nīwum Eoforwīce" (Albany, New York):
    // found whole, under the place's own name; their words find nothing.
    let newYork = try #require(engine.complete("niw eork", limit: 1).first)
    #expect(newYork.placeIDs.contains("geonames:5128581") && newYork.title == "New York City")
    for prefix in ["e", "eo", "eor", "nīw"] {
      for row in engine.complete(prefix, limit: 10) {
        #expect(!row.title.contains("Eork") && !row.title.contains("wum Eoforw"), "\(prefix): \(row.title)")
      }
    }
  }

  @Test func theOthersOfAGroupAreTitledByTheirOwnSpelling() async throws {
    // Bogotá, Colombia's capital, has a row of its own; Bogota, New Jersey is no Bogotá.
    let rows = try await engine().speaking(.korean).complete("bogota", limit: 5)
    #expect(rows.first?.title == "Bogotá (보고타)", "\(rows.map(\.title))")
    let newJersey = try #require(rows.first { $0.subtitle.hasPrefix("뉴저지") }, "\(rows.map(\.subtitle))")
    #expect(newJersey.title == "Bogota")
  }

  @Test func areasReadInEnglishAndStayBesideTheirCity() async throws {
    let engine = try await engine()
    #expect(engine.search("munich", limit: 1).first?.subtitle == "Bavaria, Germany")
    #expect(engine.complete("bayern", limit: 1).first?.title == "Bayern (Bavaria)")
    // The municipality of Beijing is titled as its city, in a row of its own below it.
    let beijing = engine.complete("beijing", limit: 5)
    #expect(beijing.prefix(2).map(\.title) == ["Beijing", "Beijing"], "\(beijing.map(\.title))")
    #expect(beijing[1].subtitle.hasPrefix("municipality · "), "\(beijing[1].subtitle)")
    #expect(beijing[1].highlights == [HighlightRange(start: 0, length: 7)])
    let moscows = engine.complete("moscow", limit: 5).filter { $0.title == "Moscow" && $0.placeIDs.count == 1 }
    #expect(moscows.map(\.subtitle) == ["Moscow, Russia", "autonomous city · Russia"])
    // Other languages keep the area's name in theirs.
    #expect(engine.speaking(.german).search("munich", limit: 1).first?.subtitle == "Bayern, Deutschland")
  }

  private static let german = TitleSpelling(
    country: "DE", areaNames: {
      var names = AreaNames(countries: ["DE": "Germany"], admin1: [:])
      names.titleLetters["DE"] = TitleSpelling.letters("ÄÖÜß")
      return names
    }())

  @Test func aSpellingIsPreferredByTheLettersOfItsCountry() {
    let speller = TitleSpellingTests.german
    #expect(speller.preference(of: "Munchen", isOwn: false) == 0)
    #expect(speller.preference(of: "München", isOwn: false) == 1)
    #expect(speller.preference(of: "Straße", isOwn: false) == 1)
    // í is no German letter: a plain spelling is preferred, and so is the least marked.
    #expect(speller.preference(of: "Kíel", isOwn: false) == -1)
    #expect(speller.preference(of: "Kíêl", isOwn: false) == -2)
    // The place's own names are always a reader's; a modifier letter is marked.
    #expect(speller.preference(of: "Kíel", isOwn: true) == 1)
    #expect(speller.preference(of: "Niw Eorkʻ", isOwn: false) == -1)
    #expect(speller.preference(of: "Xucənd", isOwn: false) == -1)
    // Other scripts have no marked letters.
    #expect(speller.preference(of: "뮌헨", isOwn: false) == 0)
  }

  @Test func lettersAreComparedInLowerCase() {
    #expect(TitleSpelling.letters("ÜİŞ") == ["ü", "İ", "ş"])
    #expect(TitleSpelling.isMarkedLetter(0x2BB) && !TitleSpelling.isMarkedLetter(0xD7) && !TitleSpelling.isMarkedLetter(0x41))
  }
}
