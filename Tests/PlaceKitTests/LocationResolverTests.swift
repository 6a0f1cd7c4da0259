import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// The current location: flag, environment, time zone, Seoul — in that order.
struct LocationResolverTests {
  let engine: PlaceEngine

  init() async throws {
    engine = try await TestData(TestData.world).engine()
  }

  private func resolver(
    _ environment: [String: String], home: LocationResolver.Resolved? = nil, localtime: String = "/nonexistent"
  ) -> LocationResolver {
    LocationResolver(environment: environment, home: home, localtimePath: localtime, timezoneFilePath: "/nonexistent")
  }

  private static let home = LocationResolver.Resolved(
    location: Location(latitude: 35.18, longitude: 129.08), label: "35.18000,129.08000", origin: .home)

  @Test func homeComesAfterFlagAndEnvironmentAndBeforeTheTimeZone() async throws {
    let fromHome = try await resolver(["TZ": ":Europe/Paris"], home: Self.home).resolve(flag: nil, source: engine.source)
    #expect(fromHome.origin == .home)
    #expect(fromHome.location == Location(latitude: 35.18, longitude: 129.08))
    #expect(fromHome.label == "35.18000,129.08000")
    let fromEnvironment = try await resolver(["PLACESEARCH_NEAR": "10,20"], home: Self.home).resolve(flag: nil, source: engine.source)
    #expect(fromEnvironment.origin == .environment)
    let fromFlag = try await resolver([:], home: Self.home).resolve(flag: "busan", source: engine.source)
    #expect(fromFlag.origin == .flag)
    #expect(fromFlag.label == "Busan, South Korea")
  }

  @Test func coordinatesAreLabelledWithFiveDecimalsAsEverywhere() async throws {
    let resolved = try await LocationResolver.locate("-33.87,151.21", origin: .flag) { engine.source }
    #expect(resolved?.label == "-33.87000,151.21000")
  }

  @Test func flagWinsOverEverything() async throws {
    let resolved = try await resolver(["PLACESEARCH_NEAR": "1,2", "TZ": "Asia/Seoul"]).resolve(flag: "busan", source: engine.source)
    #expect(resolved.origin == .flag)
    #expect(resolved.label == "Busan, South Korea")
  }

  @Test func environmentThenTimeZone() async throws {
    let fromEnvironment = try await resolver(["PLACESEARCH_NEAR": "10,20", "TZ": "Asia/Seoul"]).resolve(flag: nil, source: engine.source)
    #expect(fromEnvironment.location == Location(latitude: 10, longitude: 20))
    #expect(fromEnvironment.origin == .environment)
    let fromZone = try await resolver(["TZ": ":Europe/Paris"]).resolve(flag: nil, source: engine.source)
    #expect(fromZone.label == "Paris, France")
    #expect(fromZone.origin == .timeZone)
  }

  @Test func localtimeSymlinkNamesTheZone() async throws {
    let link = FileManager.default.temporaryDirectory.appendingPathComponent("localtime-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: link) }
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/usr/share/zoneinfo/America/Chicago")
    let resolved = try await resolver([:], localtime: link.path).resolve(flag: nil, source: engine.source)
    #expect(resolved.label == "Paris, Texas, United States")
  }

  @Test func legacyZoneNamesCountAsTheZoneTheyLinkTo() async throws {
    // A tz database of links: a symlink (US/Eastern), tzdata.zi lines (Asia/Calcutta; and
    // Europe/Kyiv, whose old name the data uses), and EST5EDT, a zone of its own here.
    let zoneinfo = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: zoneinfo) }
    for folder in ["America", "US", "Asia", "Europe"] {
      try FileManager.default.createDirectory(at: zoneinfo.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for zone in ["America/New_York", "EST5EDT", "Asia/Kolkata", "Europe/Kyiv"] {
      try Data("TZif".utf8).write(to: zoneinfo.appendingPathComponent(zone))
    }
    try FileManager.default.createSymbolicLink(
      atPath: zoneinfo.appendingPathComponent("US/Eastern").path, withDestinationPath: "../America/New_York")
    try "# version test\nZ Asia/Kolkata 5:30 - IST\nL Asia/Kolkata Asia/Calcutta\nL Europe/Kyiv Europe/Kiev\n"
      .write(to: zoneinfo.appendingPathComponent("tzdata.zi"), atomically: true, encoding: .utf8)
    let data = try TestData(TestData.world + [
      .init(id: 20, name: "Kolkata", latitude: 22.57, longitude: 88.36, country: "IN", population: 4_600_000, timezone: "Asia/Kolkata"),
      .init(id: 21, name: "Kyiv", latitude: 50.45, longitude: 30.52, country: "UA", population: 2_900_000, timezone: "Europe/Kiev"),
    ])
    let engine = try await data.engine()
    func label(_ tz: String) async throws -> String {
      try await LocationResolver(
        environment: ["TZ": tz], localtimePath: "/nonexistent", timezoneFilePath: "/nonexistent", zoneinfoPath: zoneinfo.path
      ).resolve(flag: nil, source: engine.source).label
    }
    #expect(try await label("US/Eastern") == "Philadelphia, United States")
    #expect(try await label(":US/Eastern") == "Philadelphia, United States")
    #expect(try await label("EST5EDT") == "Philadelphia, United States")
    #expect(try await label("Asia/Calcutta") == "Kolkata, IN")
    #expect(try await label("Europe/Kyiv") == "Kyiv, UA")
    #expect(try await label("Mars/Olympus_Mons") == LocationResolver.fallback.label)
  }

  @Test func fallsBackToSeoul() async throws {
    #expect(try await resolver(["TZ": "Etc/UTC"]).resolve(flag: nil, source: engine.source) == LocationResolver.fallback)
    #expect(try await resolver([:]).resolve(flag: nil, source: engine.source) == LocationResolver.fallback)
  }

  @Test func locateTakesCoordinatesWithoutTheEngineAndNamesWithIt() async throws {
    let noEngine = { () throws(PlaceKitError) -> any PlaceSource in throw .missingEmbeddedData }
    let coordinates = try await LocationResolver.locate("35.18, 129.08", origin: .home, source: noEngine)
    #expect(coordinates == Self.home)
    await #expect(throws: PlaceKitError.invalidCoordinates("95,10")) {
      try await LocationResolver.locate("95,10", origin: .home, source: noEngine)
    }
    await #expect(throws: PlaceKitError.missingEmbeddedData) { try await LocationResolver.locate("busan", origin: .home, source: noEngine) }
    let busan = try #require(try await LocationResolver.locate("busan", origin: .home, source: { engine.source }))
    #expect(busan.label == "Busan, South Korea")
    #expect(busan.placeID != nil)
    await #expect(throws: PlaceKitError.unknownLocation("Atlantis", closest: [])) {
      try await LocationResolver.locate("Atlantis", origin: .home, source: { engine.source })
    }
  }

  @Test func aLoneNumberIsNeitherCoordinatesNorAName() async throws {
    let noEngine = { () throws(PlaceKitError) -> any PlaceSource in throw .missingEmbeddedData }
    for text in ["-33.87", "5", " -5 "] {
      #expect(try await LocationResolver.locate(text, origin: .flag, source: noEngine) == nil, "\(text)")
    }
    await #expect(throws: PlaceKitError.unknownLocation("-5", closest: [])) { try await resolver([:]).resolve(flag: "-5", source: engine.source) }
  }

  @Test func namesThatReadAsNumbersAreNames() async throws {
    // Double reads "Nan" and "Inf"; Nan is a town in Thailand.
    let data = try TestData([.init(id: 1, name: "Nan", latitude: 18.78, longitude: 100.78, country: "TH", population: 20_000)])
    let resolved = try await resolver([:]).resolve(flag: "Nan", source: try await data.engine().source)
    #expect(resolved.placeID == "geonames:1")
  }

  @Test func anUnknownPlaceFromTheEnvironmentSaysWhereItCameFrom() async {
    await #expect(throws: PlaceKitError.unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: "Atlantis", closest: [])) {
      try await resolver(["PLACESEARCH_NEAR": "Atlantis"]).resolve(flag: nil, source: engine.source)
    }
    let message = PlaceKitError.unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: "Atlantis", closest: [])
      .description
    #expect(message.contains("PLACESEARCH_NEAR"))
  }

  @Test func unknownPlaceIsAClearError() async {
    await #expect(throws: PlaceKitError.unknownLocation("Atlantis", closest: [])) {
      try await resolver([:]).resolve(flag: "Atlantis", source: engine.source)
    }
  }

  @Test func aLocationNameMustNameAPlaceWholeIgnoringCaseAndAccents() async throws {
    for (text, id) in [
      ("busan", "geonames:12"), ("SEOUL", "geonames:11"), ("seoul", "geonames:11"), ("Sao Paulo", "geonames:13"),
      ("koln", "geonames:14"), ("Cologne", "geonames:14"), ("부산", "geonames:12"), ("seoul ", "geonames:11"),
    ] {
      #expect(try await resolver([:]).resolve(flag: text, source: engine.source).placeID == id, "\(text)")
    }
    // A prefix, a later word or a typo is no name: one sentence with the closest names.
    for (text, closest) in [("Springf", "Springfield"), ("janeiro", "Rio de Janeiro"), ("Seuol", "Seoul"), ("bus", "Busan")] {
      await #expect(throws: PlaceKitError.unknownLocation(text, closest: [closest]), "\(text)") {
        try await resolver([:]).resolve(flag: text, source: engine.source)
      }
    }
    await #expect(throws: PlaceKitError.unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: "Sprinfield", closest: ["Springfield"])) {
      try await resolver(["PLACESEARCH_NEAR": "Sprinfield"]).resolve(flag: nil, source: engine.source)
    }
    #expect(
      PlaceKitError.unknownLocation("garbage", closest: ["Garbagnate Milanese", "Garbsen"]).description
        .hasPrefix("No place is named \"garbage\"; closest: Garbagnate Milanese, Garbsen. Hint: "))
  }

  @Test func ofNamesakesTheBestRankedIsTakenAndLabelledWithItsArea() async throws {
    let springfield = try await resolver([:]).resolve(flag: "springfield", source: engine.source)
    #expect(springfield.placeID == "geonames:3")
    #expect(springfield.label == "Springfield, Missouri, United States")
    #expect(try await resolver([:]).resolve(flag: "Paris", source: engine.source).label == "Paris, France")
    // An alternate name in the display language labels in that language.
    let korean = try await resolver([:]).resolve(flag: "Paris", source: engine.speaking(.korean).source)
    #expect(korean.name == "파리")
  }
}
