import Testing
@testable import PlaceKit

/// Every word of a query counts, in any order: a result matches each word as part of a
/// name, as a qualifier or within its own typo distance; places that match only some
/// words come marked, never as matches. On the real embedded dataset.
@Suite(.serialized) struct EveryWordTests {
  private func engine() throws -> PlaceEngine { try #require(GoldenTests.engine) }

  @Test(arguments: [
    // Big to small, with or without commas, in any script.
    ("부산 해운대", "kr-admin:2635000000"), ("busan haeundae", "kr-admin:2635000000"),
    ("서울 강남구 역삼동", "kr-admin:1168010100"), ("서울, 강남구, 역삼동", "kr-admin:1168010100"),
    ("경기도 용인시 수지구", "kr-admin:4146500000"), ("경기 용인 수지", "kr-admin:4146500000"),
    ("seoul jongno", "kr-admin:1111000000"), ("대구 중구", "kr-admin:2711000000"),
    ("東京都 新宿区", "geonames:11790353"), ("japan kyoto", "geonames:1857910"), ("texas paris", "geonames:4717560"),
    // Small to big, as before.
    ("haeundae busan", "kr-admin:2635000000"), ("paris, texas", "geonames:4717560"), ("해운대 부산", "kr-admin:2635000000"),
    // The city a district's name holds counts once.
    ("수원시 장안구", "kr-admin:4111100000"), ("수원 장안구", "kr-admin:4111100000"),
  ])
  func anyOrderOfNameAndQualifiers(query: String, id: String) throws {
    let engine = try engine()
    #expect(engine.complete(query, limit: 3).first?.placeIDs == [id], "\(query)")
    #expect(engine.search(query, limit: 1).first?.id == id, "\(query)")
  }

  @Test func thePartlyTypedLastWordNarrowsAtEachKey() throws {
    let engine = try engine()
    #expect(engine.complete("부산 해", limit: 3).first?.placeIDs == ["kr-admin:2635000000"])
    let texas = engine.search("texas par", limit: 10)
    #expect(texas.contains { $0.id == "geonames:4717560" } && texas.allSatisfy { $0.admin1 == "Texas" })
  }

  @Test func onlyTheLastWordMayBeAPrefix() throws {
    // "pari" is typed halfway and followed by a qualifier: no Paris of Texas.
    #expect(try engine().search("pari texas", limit: 5).allSatisfy { $0.name != "Paris" })
  }

  @Test(arguments: [
    ("no such place xq", nil, []), ("seoul qqqq", "Seoul", ["qqqq"]), ("tokyo frobnicate", "Tokyo", ["frobnicate"]),
    ("gangnam station", "Gangnam-gu", ["station"]), ("paris zzz", "Paris", ["zzz"]),
  ] as [(String, String?, [String])])
  func aPlaceMatchingSomeWordsIsNeverAMatch(query: String, partial: String?, leftOut: [String]) throws {
    let engine = try engine()
    #expect(engine.search(query, limit: 5).isEmpty, "\(query)")
    let rows = engine.complete(query, limit: 5)
    #expect(rows.matchingEveryWord.isEmpty, "\(query)")
    #expect(rows.first?.title == partial, "\(query)")
    #expect(rows.allSatisfy { $0.leftOutWords == leftOut }, "\(query)")
  }

  @Test func eachWordHasItsOwnTypoDistance() throws {
    let engine = try engine()
    // "fuji" is two edits from "juli(et)": no Mount Juliet.
    #expect(engine.search("mount fuji", limit: 5).isEmpty)
    #expect(engine.search("new yrok", limit: 1).first?.name == "New York City")
    #expect(engine.search("seuol", limit: 1).first?.name == "Seoul")
    #expect(FuzzyMatcher.fitsWordByWord(Array("mount fuji".utf8), matched: Array("mount juli".utf8), edits: 2) == false)
    #expect(FuzzyMatcher.fitsWordByWord(Array("new yrok".utf8), matched: Array("new york".utf8), edits: 1))
  }
}
