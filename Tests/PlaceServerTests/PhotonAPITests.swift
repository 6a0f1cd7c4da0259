import Foundation
import Hummingbird
import PlaceKit
import PlaceServer
import Testing

/// Photon's `/api`, `/reverse` and `/status` as Photon clients read them.
@Suite struct PhotonAPITests {
  @Test func searchAnswersPhotonsFeatureCollection() async throws {
    let answer = try await ServerFixture.get("/api?q=seoul")
    #expect(answer.status == .ok)
    #expect(answer.headers[.contentType] == "application/json; charset=utf-8")
    #expect(answer.json["type"] as? String == "FeatureCollection")
    let feature = try #require(answer.features.first)
    #expect(feature["type"] as? String == "Feature")
    let geometry = try #require(feature["geometry"] as? [String: Any])
    #expect(geometry["type"] as? String == "Point")
    let coordinates = try #require(geometry["coordinates"] as? [Double])
    #expect(coordinates.count == 2)
    #expect(abs(coordinates[0] - 126.978) < 0.001)  // longitude first
    #expect(abs(coordinates[1] - 37.566) < 0.001)
    // Written as every JSON output writes them (at most five decimals), not as the
    // index's 32-bit floats print (126.9779968).
    #expect(answer.body.contains("\"coordinates\":[126.978,37.566]"), "\(answer.body)")
    let properties = try #require(answer.properties.first)
    #expect(properties["name"] as? String == "Seoul")
    #expect(properties["id"] as? String == "geonames:4")
    #expect(properties["countrycode"] as? String == "KR")
    #expect(properties["country"] as? String == "South Korea")
    #expect(properties["osm_key"] as? String == "place")
    #expect(properties["osm_value"] as? String == "city")
    #expect(properties["type"] as? String == "city")
  }

  @Test func aPlaceMatchingOnlySomeWordsIsNoAnswer() async throws {
    // Paris matches "paris zzz" without "zzz": no feature here, nor a native search
    // result, nor a native completion unless asked for with leftOut=1, when it says which
    // word it leaves out.
    #expect(try await ServerFixture.get("/api?q=paris").features.isEmpty == false)
    #expect(try await ServerFixture.get("/api?q=paris+zzz").features.isEmpty)
    let unasked = try await ServerFixture.get("/v1/complete?q=paris+zzz")
    #expect((unasked.json["completions"] as? [Any])?.isEmpty == true)
    let native = try await ServerFixture.get("/v1/complete?q=paris+zzz&leftOut=1")
    let rows = try #require(native.json["completions"] as? [[String: Any]])
    #expect(!rows.isEmpty && rows.allSatisfy { $0["leftOutWords"] as? [String] == ["zzz"] })
    #expect(try await ServerFixture.get("/v1/complete?q=paris&leftOut=maybe").status == .badRequest)
    let full = try await ServerFixture.get("/v1/complete?q=paris&leftOut=1")
    #expect((full.json["completions"] as? [[String: Any]])?.contains { $0["leftOutWords"] != nil } == false)
    #expect(try await ServerFixture.get("/v1/search?q=paris+zzz").places.isEmpty)
    #expect(try await ServerFixture.get("/v1/search?q=paris").places.isEmpty == false)
  }

  @Test func qualifiedQueryFindsThePlaceInThatArea() async throws {
    let answer = try await ServerFixture.get("/api?q=paris,+tx")
    let first = try #require(answer.properties.first)
    #expect(first["countrycode"] as? String == "US")
    #expect(first["state"] as? String == "Texas")
    #expect(first["osm_value"] as? String == "town")
    let encoded = try await ServerFixture.get("/api?q=paris%2C%20tx")
    #expect(encoded.properties.first?["id"] as? String == "geonames:2")
  }

  @Test func locationBiasRanksTheNearPlaceFirst() async throws {
    let nearTexas = try await ServerFixture.get("/api?q=paris&lat=33.6&lon=-95.5")
    #expect(nearTexas.properties.first?["id"] as? String == "geonames:2")
    let nearFrance = try await ServerFixture.get("/api?q=paris&lat=48.8&lon=2.3&zoom=12&location_bias_scale=0.1")
    #expect(nearFrance.properties.first?["id"] as? String == "geonames:1")
  }

  @Test func limitDefaultsAndClamps() async throws {
    #expect(try await ServerFixture.get("/api?q=paris&limit=1").features.count == 1)
    #expect(try await ServerFixture.get("/api?q=paris&limit=0").features.count == 1)
    #expect(try await ServerFixture.get("/api?q=paris&limit=5000").features.count == 2)
    #expect(try await ServerFixture.get("/api?q=paris").features.count == 2)
  }

  @Test func filtersKeepOnlyWhatTheyName() async throws {
    let inFrance = try await ServerFixture.get("/api?q=paris&bbox=-5,41,10,51")
    #expect(inFrance.properties.map { $0["id"] as? String } == ["geonames:1"])
    let american = try await ServerFixture.get("/api?q=paris&countrycode=us")
    #expect(american.properties.map { $0["id"] as? String } == ["geonames:2"])
    let cities = try await ServerFixture.get("/api?q=paris&osm_tag=place:city")
    #expect(cities.properties.map { $0["id"] as? String } == ["geonames:1"])
    let notTowns = try await ServerFixture.get("/api?q=paris&osm_tag=!place:town")
    #expect(notTowns.properties.map { $0["id"] as? String } == ["geonames:1"])
    let byKey = try await ServerFixture.get("/api?q=paris&osm_tag=place")
    #expect(byKey.features.count == 2)
    let tourism = try await ServerFixture.get("/api?q=paris&osm_tag=tourism")
    #expect(tourism.features.isEmpty)
    #expect(try await ServerFixture.get("/api?q=paris&layer=city").features.count == 2)
    #expect(try await ServerFixture.get("/api?q=paris&layer=state&layer=country").features.isEmpty)
  }

  @Test func namesFollowLangThenAcceptLanguage() async throws {
    let korean = try await ServerFixture.get("/api?q=seoul&lang=ko")
    let name = try #require(korean.properties.first?["name"] as? String)
    #expect(name.contains("서울"))
    let byHeader = try await ServerFixture.get("/api?q=seoul", headers: [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.5"])
    #expect(byHeader.properties.first?["name"] as? String == name)
    let english = try await ServerFixture.get("/api?q=seoul&lang=en", headers: [.acceptLanguage: "ko"])
    #expect(english.properties.first?["name"] as? String == "Seoul")
  }

  @Test func photonParametersWithNoMeaningHereAreAccepted() async throws {
    let answer = try await ServerFixture.get("/api?q=seoul&dedupe=0&debug=1&include=a&exclude=b&geometry=1")
    #expect(answer.status == .ok)
    #expect(answer.features.count == 1)
  }

  @Test func trailingSlashesAreAccepted() async throws {
    #expect(try await ServerFixture.get("/api/?q=seoul").features.count == 1)
    #expect(try await ServerFixture.get("/reverse/?lat=37.5&lon=127").features.count == 1)
    #expect(try await ServerFixture.get("/status/").status == .ok)
  }

  @Test func reverseAnswersTheNearestPlace() async throws {
    let answer = try await ServerFixture.get("/reverse?lat=37.55&lon=126.99")
    #expect(answer.status == .ok)
    #expect(answer.json["type"] as? String == "FeatureCollection")
    #expect(answer.properties.map { $0["name"] as? String } == ["Seoul"])
    let two = try await ServerFixture.get("/reverse?lat=37.55&lon=126.99&limit=2&radius=50")
    #expect(two.properties.map { $0["name"] as? String } == ["Seoul", "Seongnam"])
    let none = try await ServerFixture.get("/reverse?lat=0&lon=0&radius=10")
    #expect(none.status == .ok && none.features.isEmpty)
  }

  @Test func statusNamesTheEngineAndItsData() async throws {
    let answer = try await ServerFixture.get("/status")
    #expect(answer.json["status"] as? String == "Ok")
    #expect(answer.json["engine"] as? String == "placesearch")
    #expect(answer.json["version"] as? String == "test")
    #expect(answer.json["dataset"] as? String == "fixture")
  }

  @Test func aRepeatedRequestIsAnsweredFromTheCacheAndStatusCountsIt() async throws {
    try await ServerFixture.running { port in
      let first = try await ServerFixture.ask(port: port, "/api?q=busan")
      let again = try await ServerFixture.ask(port: port, "/api?q=busan")
      #expect(again.body == first.body)
      _ = try await ServerFixture.ask(port: port, "/api?q=busan", headers: [.acceptLanguage: "ko"])  // another answer
      _ = try await ServerFixture.ask(port: port, "/api?lat=1")  // an error: never kept
      _ = try await ServerFixture.ask(port: port, "/api?lat=1")
      let cache = try await ServerFixture.ask(port: port, "/status").json["cache"] as? [String: Int]
      #expect(cache?["hits"] == 1)
      #expect(cache?["misses"] == 4)
      #expect(cache?["capacity"] == 10_000)
    }
  }

  /// Every malformed parameter is a 400 whose message names it.
  @Test(arguments: [
    ("/api", "q"), ("/api?q=", "q"), ("/api?q=%20", "q"), ("/api?q=x&lat=1", "lon"), ("/api?q=x&lon=1", "lat"),
    ("/api?q=x&lat=91&lon=0", "lat"), ("/api?q=x&lat=0&lon=181", "lon"), ("/api?q=x&lat=a&lon=0", "lat"),
    ("/api?q=x&lat=nan&lon=0", "lat"), ("/api?q=x&limit=ten", "limit"), ("/api?q=x&lang=xx", "lang"),
    ("/api?q=x&bbox=1,2,3", "bbox"), ("/api?q=x&bbox=a,b,c,d", "bbox"), ("/api?q=x&bbox=10,0,0,10", "bbox"),
    ("/api?q=x&zoom=z", "zoom"), ("/api?q=x&location_bias_scale=big", "location_bias_scale"),
    ("/api?q=x&countrycode=usa", "countrycode"), ("/api?q=x&layer=planet", "layer"), ("/api?q=x&osm_tag=!", "osm_tag"),
    ("/api?q=x&osm_tag=a:", "osm_tag"), ("/api?q=x&color=red", "color"),
    ("/reverse", "lat"), ("/reverse?lat=1", "lon"), ("/reverse?lon=1", "lat"), ("/reverse?lat=1&lon=1&radius=-1", "radius"),
    ("/reverse?lat=1&lon=1&radius=far", "radius"), ("/reverse?lat=1&lon=1&limit=x", "limit"),
    ("/reverse?lat=1&lon=1&q=x", "q"), ("/reverse?lat=1&lon=1&lang=tlh", "lang"),
  ])
  func badParameterIsA400NamingIt(uri: String, parameter: String) async throws {
    let answer = try await ServerFixture.get(uri)
    #expect(answer.status == .badRequest)
    let message = try #require(answer.json["message"] as? String)
    #expect(message.contains("'\(parameter)'"), "\(message)")
  }

  @Test func aBrokenPercentEscapeIsA400() async throws {
    // URLSession would repair "%ZZ" before sending it, so it goes as raw bytes.
    let answer = try await ServerFixture.raw("GET /api?q=%ZZ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
    #expect(answer.contains("\"message\"") && answer.contains("q"))
  }
}
