import EngineTestSupport
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Every word of a query counts, in any order: a result matches each word as part of a
/// name, as a qualifier or within its own typo distance; places that match only some
/// words come marked, never as matches. On the real embedded dataset.
@Suite(.serialized) struct EveryWordTests {
  private func engine() async throws -> PlaceEngine { try await TestIndex.engine() }

  @Test(arguments: [
    // Big to small, with or without commas, in any script.
    ("부산 해운대", "kr-admin:2635000000"), ("busan haeundae", "kr-admin:2635000000"),
    ("서울 강남구 역삼동", "kr-admin:1168010100"), ("서울, 강남구, 역삼동", "kr-admin:1168010100"),
    ("경기도 용인시 수지구", "kr-admin:4146500000"), ("경기 용인 수지", "kr-admin:4146500000"),
    ("seoul jongno", "kr-admin:1111000000"), ("대구 중구", "kr-admin:2711000000"),
    ("東京都 新宿区", "geonames:11790353"), ("japan kyoto", "geonames:1857910"), ("texas paris", "geonames:4717560"),
    ("kor seoul", "geonames:1835848"), ("deu, berlin", "geonames:2950159"),
    ("uk london", "geonames:2643743"), ("us chicago", "geonames:4887398"),
    // Small to big, as before.
    ("haeundae busan", "kr-admin:2635000000"), ("paris, texas", "geonames:4717560"), ("해운대 부산", "kr-admin:2635000000"),
    // The city a district's name holds counts once, before or after it, or left out.
    ("수원시 장안구", "kr-admin:4111100000"), ("수원 장안구", "kr-admin:4111100000"), ("장안구 수원", "kr-admin:4111100000"),
    ("jangan-gu suwon", "kr-admin:4111100000"), ("suwon jangan-gu", "kr-admin:4111100000"),
    ("수원 장안구 ", "kr-admin:4111100000"), ("suwon jangan-gu ", "kr-admin:4111100000"),
    ("경기 수지구", "kr-admin:4146500000"), ("gyeonggi suji-gu", "kr-admin:4146500000"),
  ])
  func anyOrderOfNameAndQualifiers(query: String, id: String) async throws {
    let engine = try await engine()
    #expect(engine.complete(query, limit: 3).first?.placeIDs == [id], "\(query)")
    #expect(engine.search(query, limit: 1).first?.id == id, "\(query)")
  }

  @Test func thePartlyTypedLastWordNarrowsAtEachKey() async throws {
    let engine = try await engine()
    #expect(engine.complete("부산 해", limit: 3).first?.placeIDs == ["kr-admin:2635000000"])
    let texas = engine.search("texas par", limit: 10)
    #expect(texas.contains { $0.id == "geonames:4717560" } && texas.allSatisfy { $0.admin1 == "Texas" })
  }

  @Test func twoLettersLeadOnlyAsACountrysShortName() async throws {
    let engine = try await engine()
    // LA is Louisiana's abbreviation and Laos's ISO code, DE Germany's: no qualifiers here.
    #expect(engine.complete("la paz", limit: 1).first?.placeIDs == ["geonames:3911925"])
    #expect(engine.complete("de aar", limit: 1).first?.title == "De Aar")
  }

  @Test func onlyTheLastWordMayBeAPrefix() async throws {
    let engine = try await engine()
    #expect(engine.search("paris texas", limit: 5).first?.id == "geonames:4717560")
    // "pari" is typed halfway and followed by a qualifier: no Paris of Texas.
    #expect(engine.search("pari texas", limit: 5).allSatisfy { $0.name != "Paris" })
  }

  @Test func aKoreanDistrictsCityFormsItsName() {
    var normalizer = TextNormalizer()
    let forms = KoreanDistrictName.forms(of: normalizer.key("수원 장안구")).map { String(decoding: $0, as: UTF8.self) }
    #expect(forms.contains(String(decoding: normalizer.key("수원시 장안구"), as: UTF8.self)))
    #expect(KoreanDistrictName.forms(of: Array("jangan gu suwon".utf8)).contains(Array("suwon si jangan gu".utf8)))
    // A Latin query with no district's suffix is no Korean district: no look-up.
    #expect(KoreanDistrictName.forms(of: Array("san jose".utf8)).isEmpty)
    #expect(KoreanDistrictName.holdsCity(normalizer.key("용인시")))
    #expect(KoreanDistrictName.holdsCity(Array("yongin si".utf8)))
    #expect(!KoreanDistrictName.holdsCity(normalizer.key("서울")))
  }

  @Test(arguments: [
    ("no such place xq", nil, []), ("seoul qqqq", "Seoul", ["qqqq"]), ("tokyo frobnicate", "Tokyo", ["frobnicate"]),
    ("gangnam station", "Gangnam-gu", ["station"]), ("paris zzz", "Paris", ["zzz"]),
  ] as [(String, String?, [String])])
  func aPlaceMatchingSomeWordsIsNeverAMatch(query: String, partial: String?, leftOut: [String]) async throws {
    let engine = try await engine()
    #expect(engine.search(query, limit: 5).isEmpty, "\(query)")
    let rows = engine.complete(query, limit: 5)
    #expect(rows.matchingEveryWord.isEmpty, "\(query)")
    #expect(rows.first?.title == partial, "\(query)")
    #expect(rows.allSatisfy { $0.leftOutWords == leftOut }, "\(query)")
  }

  @Test func eachWordHasItsOwnTypoDistance() async throws {
    let engine = try await engine()
    // "fuji" is two edits from "juli(et)": no Mount Juliet (but Mt. Fuji Shizuoka Airport,
    // as "mount" reads as "mt").
    #expect(engine.search("mount fuji", limit: 5).map(\.name) == ["Mt. Fuji Shizuoka Airport"])
    #expect(engine.search("new yrok", limit: 1).first?.name == "New York City")
    // A lone edit in a short word passes when every other word is right.
    #expect(engine.search("sna francisco", limit: 1).first?.name == "San Francisco")
    #expect(engine.search("seuol", limit: 1).first?.name == "Seoul")
    #expect(FuzzyMatcher.fitsWordByWord(Array("mount fuji".utf8), matched: Array("mount juli".utf8), edits: 2) == false)
    #expect(FuzzyMatcher.fitsWordByWord(Array("new yrok".utf8), matched: Array("new york".utf8), edits: 1))
  }
}
