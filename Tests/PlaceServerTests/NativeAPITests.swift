import Foundation
import PlaceKit
import PlaceServer
import Testing

/// `/v1/…`: the JSON the subcommands print, for every call of `PlaceSource`.
@Suite struct NativeAPITests {
  @Test func completeAnswersTheCompleteJSONLine() async throws {
    let answer = try await ServerFixture.get("/v1/complete?q=sp&lat=39&lon=-89&limit=3")
    #expect(answer.status == .ok)
    #expect(answer.body.hasPrefix("{\"query\":\"sp\",\"completions\":[{\"title\":\"Springfield\""))
    let completions = try #require(answer.json["completions"] as? [[String: Any]])
    #expect(completions.first?["places"] as? [String] == ["geonames:3"])
    #expect(completions.first?["distanceKm"] != nil)
  }

  @Test func searchAnswersPlaces() async throws {
    let answer = try await ServerFixture.get("/v1/search?q=paris&limit=5")
    #expect(answer.places.map { $0["id"] as? String } == ["geonames:1", "geonames:2"])
    #expect(answer.places.first?["primaryName"] as? String == "Paris")
  }

  @Test func recommendNeedsALocation() async throws {
    let answer = try await ServerFixture.get("/v1/recommend?lat=37.5&lon=127&limit=2")
    #expect(answer.places.count == 2)
    #expect(answer.places.first?["distanceKm"] != nil)
    #expect(try await ServerFixture.get("/v1/recommend").status == .badRequest)
  }

  @Test func placesByIDKeepTheOrderGiven() async throws {
    let answer = try await ServerFixture.get("/v1/places?ids=geonames:5,geonames:1,nope:1")
    #expect(answer.places.map { $0["id"] as? String } == ["geonames:5", "geonames:1"])
    #expect(try await ServerFixture.get("/v1/places").status == .badRequest)
  }

  @Test func namedFindsWholeNamesWithQualifiers() async throws {
    let answer = try await ServerFixture.get("/v1/named?q=paris,+tx")
    #expect(answer.places.map { $0["id"] as? String } == ["geonames:2"])
    #expect(try await ServerFixture.get("/v1/named?q=pari").places.isEmpty)
  }

  @Test func timezoneAnswersItsMainPlace() async throws {
    let seoul = try await ServerFixture.get("/v1/timezone?zone=Asia/Seoul")
    #expect(seoul.places.map { $0["id"] as? String } == ["geonames:4"])
    let none = try await ServerFixture.get("/v1/timezone?zone=Mars/Olympus")
    #expect(none.status == .ok)
    #expect(none.places.isEmpty)
  }

  @Test func reverseAnswersTheNearestPlacesNearestFirst() async throws {
    let near = try await ServerFixture.get("/v1/reverse?lat=37.5&lon=127.0&radius=100&limit=5")
    #expect(near.places.map { $0["id"] as? String } == ["geonames:4", "geonames:7"])
    #expect(near.places.first?["distanceKm"] != nil)
    let none = try await ServerFixture.get("/v1/reverse?lat=0&lon=0&radius=10")
    #expect(none.places.isEmpty)
    #expect(try await ServerFixture.get("/v1/reverse?lon=0").status == .badRequest)
  }

  @Test(arguments: [
    ("/v1/complete", "q"), ("/v1/search?q=a&limit=x", "limit"), ("/v1/search?q=a&lat=1", "lon"),
    ("/v1/timezone", "zone"), ("/v1/named?q=a&near=x", "near"), ("/v1/complete?q=a&lang=xx", "lang"),
  ])
  func badParameterIsA400NamingIt(uri: String, parameter: String) async throws {
    let answer = try await ServerFixture.get(uri)
    #expect(answer.status == .badRequest)
    #expect((answer.json["message"] as? String)?.contains("'\(parameter)'") == true)
  }
}
