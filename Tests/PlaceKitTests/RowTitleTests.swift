import EngineTestSupport
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Only real names title a row: the place's name in the display language, or another
/// name a reader uses. On the real embedded dataset.
@Suite(.serialized) struct RowTitleTests {
  private func engine() async throws -> PlaceEngine { try await TestIndex.engine() }

  /// Names of the embedded data no reader uses, and queries whose prefixes once showed
  /// them as titles.
  static let junk = [
    "Buffalo i New York", "Hamilton pa New Zealand", "Orange (State of New South Wales)", "San Antonio (Texas)",
    "Mexicali i Baja California", "nychynan myazaky", "saul", "aedeulleideu", "el-ei", "boltimo-eo",
    "New York Van Java", "Cambridge i Massachusetts", "Kíev", "Saïgon", "Niw Eorkʻ", "Albany on Nīwum Eoforwīce",
    "Albany on Niwum Eoforwice",
  ]

  @Test(arguments: [
    "buffalo", "hamilton", "orange", "san antonio", "mexicali", "nyc", "sa", "adelaide", "los angeles", "baltimore",
    "new york", "massachusetts", "illinois", "kiev", "saigon", "eo", "albany",
  ])
  func noRowIsTitledByANameNoReaderUses(query: String) async throws {
    let engine = try await engine()
    for end in 1...query.count {
      let prefix = String(query.prefix(end))
      for row in engine.complete(prefix, limit: 10) {
        #expect(!RowTitleTests.junk.contains(row.matchedName), "\(prefix): \(row.title)")
      }
    }
  }

  @Test func placesMatchedOnlyByAnotherPlacesNameAreLeftOut() async throws {
    let engine = try await engine()
    // Manhattan ("nyc"), Jakarta ("New York Van Java"), a Riverside in Missouri
    // ("Illinois"), Cambridge ("Cambridge i Massachusetts").
    #expect(engine.complete("nyc", limit: 10).map(\.title) == ["NYC (New York City)"])
    #expect(!engine.complete("new york", limit: 10).contains { $0.placeIDs.contains("geonames:1642911") })
    #expect(!engine.complete("new york van j", limit: 10).contains { $0.placeIDs.contains("geonames:1642911") })
    // Typed whole, the name is asked for: every word counts.
    #expect(engine.complete("new york van java", limit: 10).first?.title == "New York Van Java (Jakarta)")
    #expect(engine.complete("massachusetts", limit: 10).map(\.title) == ["Massachusetts"])
    // Riverside, Missouri, whose GeoNames record lists "Illinois" among its names.
    #expect(!engine.complete("illinois", limit: 10).contains { $0.placeIDs.contains("geonames:4405794") })
    #expect(engine.search("riverside, mo", limit: 5).contains { $0.id == "geonames:4405794" })
  }

  @Test(arguments: [
    ("서울", "서울 (Seoul)"), ("münchen", "München (Munich)"), ("calcutta", "Calcutta (Kolkata)"),
    // A country's names that hold another country's (Guinea's, 기니) are its own.
    ("republic of guinea-bissau", "Republic of Guinea-Bissau (Guinea-Bissau)"), ("적도 기니", "적도 기니 (Equatorial Guinea)"),
  ])
  func realOtherNamesStay(query: String, title: String) async throws {
    #expect(try await engine().complete(query, limit: 1).first?.title == title)
  }

  /// A group row's title is a name of each of its places: the plainest of their
  /// spellings, and their display-language name only when they share it.
  @Test func aGroupIsTitledByANameOfEachMember() async throws {
    let engine = try await engine()
    // Seven provinces called Northern in English, and Papua New Guinea's, called Oro.
    let northern = try #require(engine.complete("northern", limit: 5).first { $0.placeIDs.contains("geonames:2089478") })
    #expect(northern.title == "Northern" && northern.placeIDs.count > 2)
    // San-Pédro of Côte d'Ivoire beside the San Pedros of Paraguay and the Philippines,
    // some without a Korean name.
    let korean = engine.speaking(.korean).complete("san pedro", limit: 5)
    let group = try #require(korean.first { $0.placeIDs.count > 2 })
    #expect(group.title == "San Pedro" && group.matchedName == "San Pedro")
  }

  @Test func koreanNamesakesAreTitledAlike() async throws {
    let korean = try await engine().speaking(.korean)
    let springfields = korean.search("springfield", limit: 10).filter { $0.primaryName == "Springfield" }
    #expect(springfields.count >= 5)
    #expect(springfields.allSatisfy { $0.name == "스프링필드" }, "\(springfields.map(\.name))")
  }

  @Test func theKoreanNameIsTheTransliterationNotANickname() async throws {
    // GeoNames has 로스앤젤레스 beside 엘에이 ("LA" read out).
    #expect(try await engine().speaking(.korean).search("los angeles", limit: 1).first?.name == "로스앤젤레스")
    #expect(DisplayNames.everydayHangulName(["엘에이", "로스앤젤레스"], latin: "Los Angeles") == "로스앤젤레스")
    #expect(DisplayNames.everydayHangulName(["서울특별시", "서울", "한양"], latin: "Seoul") == "서울")
  }

  @Test func usStatesReadInTodaysKoreanSpellingAndTheOldOneStillFindsThem() async throws {
    let korean = try await engine().speaking(.korean)
    let missouri = try #require(korean.complete("미주리", limit: 1).first)
    #expect(missouri.title == "미주리" && missouri.subtitle == "주 · 미국")
    #expect(korean.complete("미조리", limit: 1).first?.placeIDs == missouri.placeIDs)
    #expect(korean.search("springfield, mo", limit: 1).first?.subtitle == "미주리, 미국")
    #expect(korean.complete("오리건", limit: 1).first?.title == "오리건")
    // The old spelling is a qualifier too.
    #expect(korean.search("springfield 미조리", limit: 1).first?.subtitle == "미주리, 미국")
  }

  @Test func theRuleReadsScriptCaseAndBrackets() {
    #expect(ReadersName.isMachineTransliteration("nychynan myazaky"))
    #expect(ReadersName.isMachineTransliteration("kanpo・rarugo"))
    #expect(!ReadersName.isMachineTransliteration("Seoul"))
    #expect(!ReadersName.isMachineTransliteration("서울"))
    #expect(!ReadersName.isMachineTransliteration("'s-Hertogenbosch"))
  }
}
