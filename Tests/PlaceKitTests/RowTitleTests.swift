import Testing
@testable import PlaceKit

/// Only real names title a row: the place's name in the display language, or another
/// name a reader uses. On the real embedded dataset.
@Suite(.serialized) struct RowTitleTests {
  private func engine() throws -> PlaceEngine { try #require(GoldenTests.engine) }

  /// Names of the embedded data no reader uses, and queries whose prefixes once showed
  /// them as titles.
  static let junk = [
    "Buffalo i New York", "Hamilton pa New Zealand", "Orange (State of New South Wales)", "San Antonio (Texas)",
    "Mexicali i Baja California", "nychynan myazaky", "saul", "aedeulleideu", "el-ei", "boltimo-eo",
    "New York Van Java", "Cambridge i Massachusetts",
  ]

  @Test(arguments: [
    "buffalo", "hamilton", "orange", "san antonio", "mexicali", "nyc", "sa", "adelaide", "los angeles", "baltimore",
    "new york", "massachusetts", "illinois",
  ])
  func noRowIsTitledByANameNoReaderUses(query: String) throws {
    let engine = try engine()
    for end in 1...query.count {
      let prefix = String(query.prefix(end))
      for row in engine.complete(prefix, limit: 10) {
        #expect(!RowTitleTests.junk.contains(row.matchedName), "\(prefix): \(row.title)")
      }
    }
  }

  @Test func placesMatchedOnlyByAnotherPlacesNameAreLeftOut() throws {
    let engine = try engine()
    // Manhattan ("nyc"), Jakarta ("New York Van Java"), a Riverside in Missouri
    // ("Illinois"), Cambridge ("Cambridge i Massachusetts").
    #expect(engine.complete("nyc", limit: 10).map(\.title) == ["NYC (New York City)"])
    #expect(!engine.complete("new york", limit: 10).contains { $0.placeIDs.contains("geonames:1642911") })
    #expect(engine.complete("massachusetts", limit: 10).map(\.title) == ["Massachusetts"])
    #expect(!engine.complete("illinois", limit: 10).contains { $0.subtitle.hasPrefix("Missouri") })
  }

  @Test(arguments: [("서울", "서울 (Seoul)"), ("münchen", "München (Munich)"), ("calcutta", "Calcutta (Kolkata)")])
  func realOtherNamesStay(query: String, title: String) throws {
    #expect(try engine().complete(query, limit: 1).first?.title == title)
  }

  @Test func koreanNamesakesAreTitledAlike() throws {
    let korean = try engine().speaking(.korean)
    let springfields = korean.search("springfield", limit: 10).filter { $0.primaryName == "Springfield" }
    #expect(springfields.count >= 5)
    #expect(springfields.allSatisfy { $0.name == "스프링필드" }, "\(springfields.map(\.name))")
  }

  @Test func theKoreanNameIsTheTransliterationNotANickname() throws {
    // GeoNames has 로스앤젤레스 beside 엘에이 ("LA" read out).
    #expect(try engine().speaking(.korean).search("los angeles", limit: 1).first?.name == "로스앤젤레스")
    #expect(DisplayNames.everydayHangulName(["엘에이", "로스앤젤레스"], latin: "Los Angeles") == "로스앤젤레스")
    #expect(DisplayNames.everydayHangulName(["서울특별시", "서울", "한양"], latin: "Seoul") == "서울")
  }

  @Test func usStatesReadInTodaysKoreanSpellingAndTheOldOneStillFindsThem() throws {
    let korean = try engine().speaking(.korean)
    let missouri = try #require(korean.complete("미주리", limit: 1).first)
    #expect(missouri.title == "미주리" && missouri.subtitle == "주 · 미국")
    #expect(korean.complete("미조리", limit: 1).first?.placeIDs == missouri.placeIDs)
    #expect(korean.search("springfield, mo", limit: 1).first?.subtitle == "미주리, 미국")
    #expect(korean.complete("오리건", limit: 1).first?.title == "오리건")
  }

  @Test func theRuleReadsScriptCaseAndBrackets() {
    #expect(ReadersName.isMachineTransliteration("nychynan myazaky"))
    #expect(ReadersName.isMachineTransliteration("kanpo・rarugo"))
    #expect(!ReadersName.isMachineTransliteration("Seoul"))
    #expect(!ReadersName.isMachineTransliteration("서울"))
    #expect(!ReadersName.isMachineTransliteration("'s-Hertogenbosch"))
  }
}
