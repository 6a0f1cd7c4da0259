import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Qualified queries on the real embedded dataset: a name followed by the area or
/// country it is in ("paris, tx", "kyoto japan", "중구 대구").
@Suite(.serialized) struct QualifiedQueryTests {
  private func top(_ query: String) async throws -> Completion? {
    let engine = try await TestIndex.engine()
    return engine.complete(query, limit: 5).first
  }

  private static let parisTexas = "geonames:4717560"

  @Test(arguments: [
    // An area name, with or without a comma; several qualifiers.
    ("paris texas", parisTexas), ("paris, texas", parisTexas), ("london ontario", "geonames:6058560"),
    ("perth scotland", "geonames:2640358"), ("springfield, mo, us", "geonames:4409896"),
    // Abbreviations: US, Canadian and Australian.
    ("paris, tx", parisTexas), ("springfield il", "geonames:4250542"), ("richmond va", "geonames:4781708"),
    ("new york ny", "geonames:5128581"), ("london on", "geonames:6058560"), ("perth wa", "geonames:2063523"),
    // A country by name or code, in any supported language.
    ("kyoto japan", "geonames:1857910"), ("kyoto jp", "geonames:1857910"), ("kyoto jpn", "geonames:1857910"),
    ("京都 日本", "geonames:1857910"), ("hyderabad pakistan", "geonames:1176734"), ("córdoba, es", "geonames:2519240"),
    // Non-Latin area names.
    ("paris 텍사스", parisTexas), ("gwangju 경기도", "geonames:1841810"),
    // Korean districts by their city or province.
    ("중구 대구", "kr-admin:2711000000"), ("jung-gu daegu", "kr-admin:2711000000"),
    ("gwangju gyeonggi", "geonames:1841810"), ("jangan-gu suwon", "kr-admin:4111100000"),
  ])
  func eachFormFindsThePlace(query: String, expected: String) async throws {
    let first = try await #require(try top(query), "\(query)")
    #expect(first.placeIDs == [expected], "\(query) → \(first.title), \(first.subtitle)")
  }

  @Test func theWholeQueryAsANameStillCompetes() async throws {
    #expect(try await top("frankfurt oder")?.title == "Frankfurt (Oder)")
    #expect(try await top("san jose")?.title == "San Jose")
    #expect(try await top("portland oregon")?.subtitle == "Oregon, United States")
  }

  @Test func aQualifierTypedHalfwayNarrowsAlready() async throws {
    let engine = try await TestIndex.engine()
    let rows = engine.complete("paris t", limit: 5)
    // The Paris of Texas and of Tennessee: one row for the two, nothing of France.
    #expect(rows.first?.subtitle == "Texas, Tennessee", "\(rows.map(\.subtitle))")
    #expect(rows.first?.placeIDs.contains(QualifiedQueryTests.parisTexas) == true)
    #expect(!rows.contains { $0.subtitle.hasSuffix("France") })
    #expect(try await top("london ont")?.placeIDs == ["geonames:6058560"])
  }

  @Test func aTitleGroupHoldsOnlyThePlacesTheQualifierFits() async throws {
    let engine = try await TestIndex.engine()
    let all = try #require(engine.complete("springfield", limit: 1).first)
    #expect(all.placeIDs.count > 5)
    let inTheUS = try #require(engine.complete("springfield, us", limit: 1).first)
    let places = engine.places(ids: inTheUS.placeIDs)
    #expect(places.count > 1 && places.count < all.placeIDs.count)
    #expect(places.allSatisfy { $0.countryCode == "US" })
  }

  @Test func aWholeQualifierBeatsOneTypedHalfwayAndANameGoingOnBeatsBoth() async throws {
    // "ca" is California's code and the start of Calabarzon and Canelones.
    #expect(try await top("santa rosa ca")?.subtitle == "California, United States")
    // "san di" goes on to San Diego, not to a San… in Distrito Nacional.
    #expect(try await top("san di")?.title == "San Diego")
  }

  @Test func aLongAreaNameIsAQualifier() async throws {
    let first = try await #require(try top("córdoba, veracruz de ignacio de la llave"))
    #expect(first.title == "Córdoba" && first.subtitle.hasPrefix("Veracruz"), "\(first.subtitle)")
  }

  /// Every word counts: a word that fits nothing leaves the name's places as rows that
  /// say so (the interactive list shows them under a line), never as matches: `search`
  /// finds nothing. This replaced "a qualifier that fits nothing leaves the name's own
  /// matches" (`paris zzz` → Paris), which gave scripts a confident wrong answer.
  @Test func aWordThatFitsNothingLeavesTheNameMarked() async throws {
    let engine = try await TestIndex.engine()
    for (query, id, word) in [("paris zzz", "geonames:2988507", "zzz"), ("seoul qqqq", "geonames:1835848", "qqqq")] {
      let first = try #require(engine.complete(query, limit: 5).first)
      #expect(first.placeIDs == [id] && first.leftOutWords == [word] && !first.matchesEveryWord, "\(query)")
      #expect(engine.search(query, limit: 5).isEmpty, "\(query)")
    }
  }

  @Test func aTrailingCommaEndsTheName() async throws {
    #expect(try await top("paris,")?.placeIDs == ["geonames:2988507"])
    #expect(try await top("paris, ")?.placeIDs == ["geonames:2988507"])
  }

  @Test func highlightsCoverTheNameAndSearchTakesQualifiersToo() async throws {
    let engine = try await TestIndex.engine()
    let paris = try #require(engine.complete("paris, tx", limit: 1).first)
    #expect(paris.highlights == [HighlightRange(start: 0, length: 5)])
    let found = engine.search("paris, tx", limit: 5)
    #expect(found.first?.id == QualifiedQueryTests.parisTexas)
    #expect(found.allSatisfy { $0.admin1 == "Texas" })
  }

  @Test func aLocationNameTakesWholeQualifiers() async throws {
    let engine = try await TestIndex.engine()
    #expect(engine.places(named: "Paris, TX").first?.id == QualifiedQueryTests.parisTexas)
    #expect(engine.places(named: "springfield missouri").first?.id == "geonames:4409896")
    #expect(engine.places(named: "Paris").first?.id == "geonames:2988507")
    // A location names a place whole: no qualifier typed halfway, no name that goes on.
    #expect(engine.places(named: "Paris, T").isEmpty)
    #expect(engine.places(named: "Pari, TX").isEmpty)
  }
}
