import EngineTestSupport
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// On the real embedded dataset: a city's namesakes before its sections, which name their
/// city.
@Suite(.serialized) struct CitySectionsRealDataTests {
  private func engine() async throws -> PlaceEngine { try await TestIndex.engine() }

  @Test func parisShowsItsNamesakesBeforeItsDistricts() async throws {
    let rows = try await engine().complete("paris", limit: 20)
    let group = try #require(rows.firstIndex { $0.title == "Paris" && $0.placeIDs.count > 1 }, "\(rows.map(\.title))")
    #expect(group < 5, "\(rows.map(\.title))")
    #expect(rows.prefix(group).allSatisfy { !$0.title.hasPrefix("Paris 1") }, "\(rows.map(\.title))")
    let district = try #require(try await engine().complete("paris 13", limit: 1).first)
    #expect(district.title.hasPrefix("Paris 13") && district.subtitle == "Paris, Île-de-France, France", "\(district)")
  }
}
