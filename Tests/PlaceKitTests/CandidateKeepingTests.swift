import EngineTestSupport
import PlaceKit
import Testing
@testable import PlaceSearchEngine

/// Near a location, a short prefix walks thousands of places: `CandidateSearch` keeps
/// only those that can still be among the best it will be asked for. What it ranks is
/// what keeping every candidate ranks.
struct CandidateKeepingTests {
  @Test(arguments: ["d", "s", "ho", "la ", "q", "sant", "zhen", "dong", "서"])
  func keepingTheBestRanksAsKeepingAll(query: String) async throws {
    let engine = try await TestIndex.engine()
    let seoul = QueryOrigin(Location(latitude: 37.57, longitude: 126.98))
    for origin in [seoul, nil] {
      let (all, kept) = engine.index.withView { view in
        var normalizer = TextNormalizer()
        let key = NameForms.query(SearchKey.query(query, normalizer: &normalizer), in: view)
        func ranked(keeping: Int) -> (places: [Int], count: Int) {
          var search = CandidateSearch(view: view, key: key, origin: origin, keeping: keeping)
          search.gatherPrefixMatches(pool: 30)
          search.placeCodeMatches()
          return (search.ranked(atMost: IndexFormat.nodeListSize).map(\.place), search.count)
        }
        return (ranked(keeping: .max), ranked(keeping: IndexFormat.nodeListSize))
      }
      #expect(kept.places == all.places, "\(query), near Seoul: \(origin != nil)")
      if origin != nil && query == "d" {
        // "d" near Seoul gathers thousands: the pool was trimmed, not kept whole.
        #expect(all.count > 4 * IndexFormat.nodeListSize && kept.count < all.count, "\(query): \(all.count), \(kept.count)")
      }
    }
  }
}
