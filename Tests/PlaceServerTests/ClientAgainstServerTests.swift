import Foundation
import PlaceKitFakes
#if canImport(Glibc)
  import Glibc
#endif
import PlaceClient
import PlaceKit
import Testing

/// Our client against our server, on loopback, in both of the server's dialects: what
/// `placesearch --server` gets from `placesearch serve`.
struct ClientAgainstServerTests {
  /// ThreadSanitizer runs everything about five times slower.
  private static let seoul = Location(latitude: 37.566, longitude: 126.978)

  /// A client with a deadline long enough for a loaded test machine: these tests are
  /// about what is answered, not how fast.
  private static func client(port: Int, dialect: ServerPlaceService.Dialect?) -> ServerPlaceService {
    ServerPlaceService(
      url: URL(string: "http://127.0.0.1:\(port)")!, timeoutMs: TestBudget.unhurriedMs, userAgent: "placesearch-tests",
      language: "en", dialect: dialect)
  }

  @Test func theNativeAPIAnswersEveryCallAsTheEmbeddedSourceWould() async throws {
    try await ServerFixture.running { port in
      let client = Self.client(port: port, dialect: nil)
      let completions = try await client.complete("pari", near: nil, limit: 5)
      #expect(client.dialect == .native)
      #expect(completions.map(\.title) == ["Paris", "Paris"])
      #expect(completions.first?.highlights == [HighlightRange(start: 0, length: 4)])
      #expect(completions.first?.matchedName == "Paris")
      #expect(try await client.complete("paris, tx", near: nil, limit: 1).first?.placeIDs == ["geonames:2"])
      #expect(try await client.search(.text("busan"), near: nil, limit: 3).first?.id == "geonames:5")
      let chosen = try #require(completions.first)
      #expect(try await client.search(.completion(chosen), near: nil, limit: 5).map(\.id) == chosen.placeIDs)
      let nearby = try await client.recommendations(near: Self.seoul, limit: 3)
      #expect(nearby.first?.id == "geonames:4")
      #expect(nearby.first?.distanceKm != nil)
      #expect(try await client.places(ids: ["geonames:5", "geonames:1"], near: nil).map(\.id) == ["geonames:5", "geonames:1"])
      #expect(try await client.places(named: "Paris, TX", limit: 1).map(\.id) == ["geonames:2"])
      #expect(try await client.places(named: "Pari", limit: 1).isEmpty)
      #expect(try await client.places(around: Self.seoul, radiusKm: 100, limit: 5).map(\.id) == ["geonames:4", "geonames:7"])
      #expect(try await client.mainPlace(timeZone: "Asia/Seoul")?.id == "geonames:4")
      #expect(try await client.mainPlace(timeZone: "Mars/Olympus") == nil)
      #expect(try await client.places(ids: ["geonames:4"], near: nil).first?.kind == .populated)
      let seoul = try #require(try await client.details(of: "geonames:4", near: Location(latitude: 35.1, longitude: 129.04)))
      #expect(seoul.place.name == "Seoul")
      #expect(seoul.place.timezone == "Asia/Seoul")
      #expect(seoul.place.distanceKm != nil)
      #expect(seoul.otherNames.contains("서울"))
      #expect(seoul.hierarchy == ["South Korea"])
      #expect(try await client.details(of: "geonames:404", near: nil) == nil)
    }
  }

  @Test func photonsDialectOfTheSameServerAnswersToo() async throws {
    try await ServerFixture.running { port in
      let client = Self.client(port: port, dialect: .photon)
      let completions = try await client.complete("pari", near: nil, limit: 5)
      #expect(completions.map(\.title) == ["Paris", "Paris"])
      #expect(completions.first?.highlights == [HighlightRange(start: 0, length: 4)])
      #expect(try await client.complete("paris, tx", near: nil, limit: 1).first?.subtitle.contains("Texas") == true)
      #expect(try await client.search(.text("busan"), near: nil, limit: 3).first?.name == "Busan")
      #expect(try await client.places(around: Self.seoul, radiusKm: 100, limit: 1).first?.name == "Seoul")
      #expect(try await client.mainPlace(timeZone: "Asia/Seoul")?.name == "Seoul")
      // Photon has no details call: what the answered feature carried, no other names.
      let busan = try #require(try await client.search(.text("busan"), near: nil, limit: 1).first)
      let details = try #require(try await client.details(of: busan.id, near: nil))
      #expect(details.hierarchy == ["South Korea"])
      #expect(details.otherNames.isEmpty)
      #expect(try await client.details(of: "geonames:404", near: nil) == nil)
    }
  }
}
