import EngineTestSupport
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// `st`/`st.`/`saint`/`sankt`, `ste`/`sainte`, `ft`/`fort`, `mt`/`mount`, `pt`/`port` read
/// the same in any position of a query, and a leading "the" is optional (issue 39).
@Suite(.serialized) struct NameFormsTests {
  private func key(_ text: String) -> [UInt8] {
    var normalizer = TextNormalizer()
    return normalizer.key(text)
  }

  @Test func aNamesShortReading() {
    #expect(NameForms.shortened(key("Saint-Louis")[...]) == key("st louis"))
    #expect(NameForms.shortened(key("Sankt Augustin")[...]) == key("st augustin"))
    #expect(NameForms.shortened(key("Sault Sainte Marie")[...]) == key("sault ste marie"))
    #expect(NameForms.shortened(key("Fort Myers Beach")[...]) == key("ft myers beach"))
    #expect(NameForms.shortened(key("Lake Mount Port")[...]) == key("lake mt pt"))
    #expect(NameForms.shortened(key("The Hague")[...]) == key("hague"))
    // Read so already, or "the" alone or inside a name: no other reading.
    #expect(NameForms.shortened(key("St. Louis")[...]) == nil)
    #expect(NameForms.shortened(key("The")[...]) == nil)
    #expect(NameForms.shortened(key("Bay of the Islands")[...]) == nil)
    #expect(NameForms.shortened(key("Portland")[...]) == nil)
  }

  @Test func theHighlightOfAShortReadingCoversTheLongForm() throws {
    var normalizer = TextNormalizer()
    let (name, sources) = normalizer.keyWithSources("Saint Louis")
    let short = try #require(NameForms.shortened(name, sources: sources))
    #expect(short.key == key("st louis"))
    // "st" comes from "S" and "t" of Saint; "louis" from Louis.
    #expect(short.sources.count == short.key.count)
    #expect(short.sources[0] == 0 && short.sources[1] == 4 && short.sources[3] == 6)
  }

  @Test(arguments: [
    ("mt vernon ny", "geonames:5127835"), ("mount vernon ny", "geonames:5127835"),
    ("st louis mo", "geonames:4407066"), ("st. louis mo", "geonames:4407066"), ("saint louis mo", "geonames:4407066"),
    ("st louis", "geonames:4407066"), ("saint louis", "geonames:4407066"),
    ("ft myers", "geonames:4155995"), ("fort myers", "geonames:4155995"),
    ("the hague", "geonames:2747373"), ("hague", "geonames:2747373"),
    ("netherlands", "geonames:2750405"), ("the netherlands", "geonames:2750405"),
    ("the united states", "geonames:6252001"),
  ])
  func eachFormFindsThePlace(query: String, expected: String) async throws {
    let engine = try await TestIndex.engine()
    let first = try #require(engine.complete(query, limit: 5).first, "\(query)")
    #expect(first.placeIDs.first == expected, "\(query) → \(first.title), \(first.subtitle)")
  }

  @Test func aShortReadingIsHighlightedOnTheNameAsWritten() async throws {
    let engine = try await TestIndex.engine()
    let hague = try #require(engine.complete("hague", limit: 1).first)
    #expect(hague.title == "The Hague" && hague.highlights == [HighlightRange(start: 4, length: 5)])
    let myers = try #require(engine.complete("ft myers", limit: 1).first)
    #expect(myers.title == "Fort Myers" && myers.highlights == [HighlightRange(start: 0, length: 10)])
  }

  @Test func aLastWordTypedHalfwayIsReadAsTyped() async throws {
    let engine = try await TestIndex.engine()
    // "mou" may go on to "mount"; "the dall" to The Dalles, not Dallas.
    #expect(engine.complete("mou", limit: 10).contains { $0.title.hasPrefix("Mount") })
    #expect(engine.complete("the dall", limit: 3).contains { $0.title == "The Dalles" })
    #expect(engine.places(named: "the hague").first?.id == "geonames:2747373")
    #expect(engine.places(named: "st louis").first?.id == "geonames:4407066")
  }
}
