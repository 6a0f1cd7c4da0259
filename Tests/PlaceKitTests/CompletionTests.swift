import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Completion on a small dataset: matching, typos, grouping, location bias.
struct CompletionTests {
  let data: TestData
  let engine: PlaceEngine

  init() async throws {
    data = try TestData(TestData.world)
    engine = try await data.engine()
  }

  private func first(_ query: String, near: Location? = nil) -> [String] {
    engine.complete(query, near: near, limit: 10).first?.placeIDs ?? []
  }

  @Test func prefixMatchInAnyScriptAndFolding() {
    #expect(first("seo") == ["geonames:11"])
    #expect(first("서") == ["geonames:11"])
    #expect(first("ㅅㅇ") == ["geonames:11"])
    #expect(first("ㅂㅅ") == ["geonames:12"])
    #expect(first("sao paulo") == ["geonames:13"])
    #expect(first("koln") == ["geonames:14"])
    #expect(first("cologne") == ["geonames:14"])
  }

  @Test func matchesWordStartsInsideNames() {
    #expect(first("janeiro") == ["geonames:8"])
    #expect(first("neir").isEmpty)  // not a word start, nor a typo of one
  }

  @Test func titleNamesTheMatchedAlternateAndHighlightsIt() throws {
    let completion = try #require(engine.complete("서울", limit: 1).first)
    #expect(completion.title == "서울 (Seoul)")
    #expect(completion.matchedName == "서울")
    #expect(completion.highlights == [HighlightRange(start: 0, length: 2)])
    let paulo = try #require(engine.complete("são p", limit: 1).first)
    #expect(paulo.title == "São Paulo")
    #expect(paulo.highlights == [HighlightRange(start: 0, length: 5)])
    let rio = try #require(engine.complete("jan", limit: 1).first)
    #expect(rio.highlights == [HighlightRange(start: 7, length: 3)])
  }

  @Test func placesMatchedByOneOtherNameShareARowAndLimitsCutTheSameList() async throws {
    // Three places matched by the same alternate name make one title; rows for other
    // names come before or after them by score, and a smaller limit is a prefix.
    let data = try TestData([
      .init(id: 1, name: "Paris", alternates: ["Lutetia"], latitude: 48.85, longitude: 2.35, country: "FR", population: 2_100_000, timezone: "Europe/Paris"),
      .init(id: 2, name: "Paris", alternates: ["Lutetia"], latitude: 33.66, longitude: -95.56, admin1: "TX", population: 25_000),
      .init(id: 3, name: "Paris", alternates: ["Lutetia"], latitude: 39.61, longitude: -87.7, admin1: "IL", population: 8_000),
      .init(id: 4, name: "Lutetia", latitude: 44.0, longitude: -70.0, admin1: "ME", population: 900),
      .init(id: 5, name: "Lutetia Park", alternates: ["Lutetia"], latitude: 45.0, longitude: -71.0, admin1: "ME", population: 600),
    ])
    let engine = try await data.engine()
    let rows = engine.complete("lutet", limit: 10)
    #expect(rows.map(\.title) == ["Lutetia (Paris)", "Lutetia", "Lutetia Park", "Lutetia (Paris)"])
    #expect(rows.map(\.placeIDs) == [["geonames:1"], ["geonames:4"], ["geonames:5"], ["geonames:2", "geonames:3"]])
    for limit in 1...rows.count {
      #expect(engine.complete("lutet", limit: limit) == Array(rows.prefix(limit)), "limit \(limit)")
    }
  }

  @Test func aTrailingSpaceHighlightsTheWordNotTheNextLetter() async throws {
    let data = try TestData([
      .init(id: 1, name: "San Antonio", latitude: 29.42, longitude: -98.49, admin1: "TX", population: 1_400_000),
      .init(id: 2, name: "Rio de Janeiro", latitude: -22.9, longitude: -43.2, country: "BR", population: 6_700_000, timezone: "America/Sao_Paulo"),
    ])
    let engine = try await data.engine()
    #expect(engine.complete("san ", limit: 1).first?.highlights == [HighlightRange(start: 0, length: 3)])
    #expect(engine.complete("san a", limit: 1).first?.highlights == [HighlightRange(start: 0, length: 5)])
    // Inside a name, from a word start.
    #expect(engine.complete("de ", limit: 1).first?.highlights == [HighlightRange(start: 4, length: 2)])
  }

  /// A trailing space or full stop ends a word, not the name: the name typed whole stays
  /// first, beside the longer names that go on after it.
  @Test func aTrailingSpaceKeepsTheNameTypedWhole() async throws {
    let data = try TestData([
      .init(id: 1, name: "São Paulo", latitude: -23.55, longitude: -46.63, country: "BR", population: 12_000_000, timezone: "America/Sao_Paulo"),
      .init(id: 2, name: "São Paulo de Olivença", latitude: -3.38, longitude: -68.87, country: "BR", population: 30_000, timezone: "America/Manaus"),
      .init(id: 3, name: "Ee Uu", latitude: 40, longitude: -100, population: 1_000),
    ])
    let engine = try await data.engine()
    for query in ["sao paulo ", "São Paulo.", "sao paulo  "] {
      #expect(engine.complete(query, limit: 5).map(\.placeIDs) == [["geonames:1"], ["geonames:2"]], "\(query)")
    }
    #expect(engine.complete("sao paulo d", limit: 5).map(\.placeIDs) == [["geonames:2"]])
    #expect(engine.complete("EE. UU.", limit: 5).map(\.placeIDs) == [["geonames:3"]])
  }

  @Test func typoRulesByWordLength() {
    #expect(first("tornoto") == ["geonames:9"])  // transposition: 1 edit, 7 letters
    #expect(first("trnto").isEmpty)  // 2 edits, 5 letters allow 1
    #expect(first("torn") == ["geonames:9"])  // 1 edit, 4 letters allow 1
    #expect(first("trnt").isEmpty)  // 2 edits, 4 letters allow 1
    #expect(first("tro").isEmpty)  // 3 letters allow none
    #expect(first("phildelpha") == ["geonames:10"])  // 2 edits, 10 letters allow 2
    #expect(first("phldelpha").isEmpty)  // 3 edits
  }

  @Test func anOldNameTypedInFullMeansTheBigPlaceButACodeDoesNot() async throws {
    let data = try TestData([
      .init(id: 1, name: "Kolkata", alternates: ["Calcutta"], latitude: 22.57, longitude: 88.36, population: 4_600_000),
      .init(id: 2, name: "Calcutta", latitude: -25.1, longitude: 31.2, population: 35_000),
      .init(id: 3, name: "Guangzhou", alternates: ["CAN"], latitude: 23.1, longitude: 113.3, population: 11_000_000),
      .init(id: 4, name: "Can", latitude: 40.0, longitude: 27.1, population: 200_000),
    ])
    let engine = try await data.engine()
    #expect(engine.complete("calcutta", limit: 2).map(\.placeIDs) == [["geonames:1"], ["geonames:2"]])
    // Its prefixes still rank the primary name first.
    #expect(engine.complete("calcut", limit: 1).first?.placeIDs == ["geonames:2"])
    #expect(engine.complete("can", limit: 1).first?.placeIDs == ["geonames:4"])
  }

  @Test func theFirstAnswerDoesNotDependOnTheLimit() async throws {
    // One small place matches as typed; the big one is a typo away.
    let data = try TestData([
      .init(id: 1, name: "Lodno", latitude: 49.3, longitude: 18.9, population: 600),
      .init(id: 2, name: "London", latitude: 51.5, longitude: -0.13, population: 8_900_000),
    ])
    let engine = try await data.engine()
    for limit in [1, 2, 10] {
      #expect(engine.complete("lodn", limit: limit).first?.placeIDs == ["geonames:2"], "limit \(limit)")
      #expect(engine.search("lodn", limit: limit).first?.id == "geonames:2", "limit \(limit)")
    }
  }

  @Test func aNameItsQualifierOrCommaSettlesGetsNoTypoNeighbours() async throws {
    // Salem is found as typed; Salam, a typo away, is far bigger.
    let data = try TestData([
      .init(id: 1, name: "Salem", latitude: 44.94, longitude: -123.04, admin1: "OR", population: 175_000),
      .init(id: 2, name: "Salam", latitude: 30.0, longitude: 31.2, population: 2_000_000),
    ])
    let engine = try await data.engine()
    func rows(_ query: String) -> [[String]] { engine.complete(query, limit: 5).map(\.placeIDs) }
    // The name alone may be a misspelling: both are offered.
    #expect(Set(rows("salem")) == [["geonames:1"], ["geonames:2"]])
    // A qualifier that fits, or a comma after a whole name, says it is not.
    #expect(rows("salem, oregon") == [["geonames:1"]])
    #expect(rows("salem,") == [["geonames:1"]])
    // A comma after a name nothing has whole still looks for typos.
    #expect(rows("salm,").contains(["geonames:2"]))
  }

  @Test func placesSharingATitleAreGroupedUnlessOneDominates() throws {
    let springfield = try #require(engine.complete("springfield", limit: 5).first)
    #expect(springfield.placeIDs == ["geonames:3", "geonames:4", "geonames:5"])
    #expect(springfield.isGroup)
    #expect(springfield.subtitle == "Missouri, Massachusetts, Illinois")
    let paris = engine.complete("paris", limit: 5)
    #expect(paris.map(\.placeIDs) == [["geonames:6"], ["geonames:7"]])
  }

  @Test func locationBiasPicksTheNearbyPortland() {
    #expect(first("portland").first == "geonames:2")
    #expect(first("portland", near: Location(latitude: 42.36, longitude: -71.06)).first == "geonames:1")
    #expect(first("portland", near: Location(latitude: 47.61, longitude: -122.33)).first == "geonames:2")
    // Paris, France ranks first even from Dallas, 150 km from Paris, Texas.
    #expect(first("paris", near: Location(latitude: 32.78, longitude: -96.8)).first == "geonames:6")
  }

  /// A small place named exactly the query, 230 km away, beats big far places by its
  /// exact bonus and its distance, though the range is large enough that the walk of the
  /// places near looks for prefix matches only: keys equal to the query are scored apart.
  @Test func aSmallPlaceNamedTheQueryNearbyLeadsALargeRange() async throws {
    var rows = (1...3000).map { n in
      TestData.Row(
        id: n, name: "Bella \(n)", latitude: -10 - Double(n % 100) / 10, longitude: -60 - Double(n / 100) / 10,
        population: 50_000)
    }
    rows.append(
      TestData.Row(
        id: 9999, name: "Bel", latitude: 39.6, longitude: 127.0, country: "KR", population: 500,
        timezone: "Asia/Seoul"))
    let engine = try await TestData(rows).engine()
    #expect(engine.complete("bel", near: Location(latitude: 37.5, longitude: 127.0), limit: 5).first?.placeIDs == ["geonames:9999"])
    #expect(!engine.complete("bel", limit: 10).contains { $0.placeIDs == ["geonames:9999"] })
  }

  @Test func aCompletionOfOnePlaceSaysHowFarAndWhichWay() throws {
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    let busan = try #require(engine.complete("busan", near: seoul, limit: 1).first)
    #expect(busan.placeIDs == ["geonames:12"])
    #expect(abs((busan.distanceKm ?? 0) - 325) < 10)
    #expect(busan.bearing == .southEast)
    // A group's places lie in many directions: no distance; nor without a location.
    let springfield = try #require(engine.complete("springfield", near: seoul, limit: 1).first)
    #expect(springfield.isGroup && springfield.distanceKm == nil && springfield.bearing == nil)
    let plain = try #require(engine.complete("busan", limit: 1).first)
    #expect(plain.distanceKm == nil && plain.bearing == nil)
  }

  @Test func emptyAndNonMatchingQueries() {
    #expect(engine.complete("", limit: 5).isEmpty)
    #expect(engine.complete("   ", limit: 5).isEmpty)
    #expect(engine.complete("zzzzqx", limit: 5).isEmpty)
    #expect(engine.complete("seoul", limit: 0).isEmpty)
  }

  @Test func searchListsEveryMatchingPlaceWithDistances() {
    let boston = Location(latitude: 42.36, longitude: -71.06)
    let places = engine.search("springfield", near: boston, limit: 10)
    #expect(places.map(\.id) == ["geonames:4", "geonames:3", "geonames:5"])
    #expect(places.allSatisfy { $0.distanceKm != nil && $0.bearing != nil })
    #expect(places[0].subtitle == "Massachusetts, United States")
    #expect(engine.search("springfield", limit: 10).allSatisfy { $0.distanceKm == nil })
  }

  @Test func recommendationsRankImportanceAndDistance() throws {
    let nearBoston = engine.recommendations(near: Location(latitude: 42.36, longitude: -71.06), limit: 3)
    #expect(nearBoston.first?.id == "geonames:15")
    // Boston seen from Boston: no distance to speak of, so no direction either.
    #expect((nearBoston.first?.distanceKm ?? 1) < Location.sameSpotKm && nearBoston.first?.bearing == nil)
    let springfield = try #require(nearBoston.first { $0.id == "geonames:4" })
    #expect(springfield.bearing == .west)
    #expect(abs((springfield.distanceKm ?? 0) - 123) < 10)
  }

  @Test func placesByID() {
    #expect(engine.places(ids: ["geonames:12", "nope:1", "geonames:11"]).map(\.name) == ["Busan", "Seoul"])
    #expect(engine.mainPlace(timeZone: "Asia/Seoul")?.name == "Seoul")
    #expect(engine.mainPlace(timeZone: "Mars/Olympus") == nil)
  }
}
