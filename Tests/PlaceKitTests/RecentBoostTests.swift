import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Recently chosen places rank higher in completions: a bonus per place (not per title
/// group), found even when the precomputed best entries of a short prefix leave it out.
struct RecentBoostTests {
  let engine: PlaceEngine

  init() async throws {
    engine = try await TestData(TestData.world + [TestData.Row(id: 16, name: "Parisot", latitude: 44.26, longitude: 1.86, country: "FR", population: 600)]).engine()
  }

  @Test func aRecentPlaceLeadsComparableMatches() {
    #expect(engine.complete("p", limit: 5).first?.placeIDs != ["geonames:1"])
    let favored = engine.complete("p", limit: 5, favoring: ["geonames:1"])
    #expect(favored.first?.placeIDs == ["geonames:1"], "\(favored)")
    #expect(favored.first?.title == "Portland")
  }

  /// Favored places looked up in one index and used with another (an engine whose index
  /// was built again, of changed data) are looked up anew, not read by stale numbers.
  @Test func favoredPlacesFromAnotherIndexAreLookedUpAgain() async throws {
    let other = try await TestData(Array(TestData.world.reversed())).engine()
    let fromHere = engine.favoredPlaces(ids: ["geonames:1"])
    let answer = other.complete("p", limit: 5, favoring: fromHere)
    #expect(answer == other.complete("p", limit: 5, favoring: other.favoredPlaces(ids: ["geonames:1"])))
    #expect(answer.first?.placeIDs == ["geonames:1"], "\(answer)")
  }

  @Test func aRecentPlaceLeavesItsTitleGroupAndTheRestStayGrouped() {
    let plain = engine.complete("springfield", limit: 5)
    #expect(plain.first?.placeIDs == ["geonames:3", "geonames:4", "geonames:5"])
    let favored = engine.complete("springfield", limit: 5, favoring: ["geonames:5"])
    #expect(favored.map(\.placeIDs) == [["geonames:5"], ["geonames:3", "geonames:4"]], "\(favored)")
  }

  @Test func aMajorCityTheQueryNamesExactlyStillComesFirst() {
    let favored = engine.complete("paris", limit: 5, favoring: ["geonames:16"])
    #expect(favored.first?.placeIDs.first == "geonames:6", "\(favored)")
    #expect(favored.contains { $0.placeIDs == ["geonames:16"] })
  }

  @Test func unknownIdsAndNonMatchingRecentPlacesChangeNothing() {
    let plain = engine.complete("seo", limit: 5)
    #expect(engine.complete("seo", limit: 5, favoring: ["geonames:999999", "geonames:12"]) == plain)
  }

  @Test func aRecentPlaceOutsideTheBestEntriesOfAShortPrefixIsFound() async throws {
    // 3,000 towns starting with "t": the prefix is answered from precomputed best
    // entries, which leave out the smallest town.
    var rows = (0..<3000).map { number in
      TestData.Row(id: 100 + number, name: "Town \(number)", latitude: 10, longitude: Double(number % 300) / 10, population: 5000 + number)
    }
    rows.append(TestData.Row(id: 99, name: "Tinyville", latitude: 1, longitude: 1, population: 500))
    let engine = try await TestData(rows).engine()
    #expect(!engine.complete("t", limit: 10).contains { $0.placeIDs.contains("geonames:99") })
    #expect(engine.complete("t", limit: 10, favoring: ["geonames:99"]).first?.placeIDs == ["geonames:99"])
  }
}
