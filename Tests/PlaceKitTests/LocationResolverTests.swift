import Foundation
import Testing
@testable import PlaceKit

/// The current location: flag, environment, time zone, Seoul — in that order.
struct LocationResolverTests {
  let engine: PlaceEngine

  init() throws {
    engine = try TestData(TestData.world).engine()
  }

  private func resolver(
    _ environment: [String: String], home: LocationResolver.Resolved? = nil, localtime: String = "/nonexistent"
  ) -> LocationResolver {
    LocationResolver(environment: environment, home: home, localtimePath: localtime, timezoneFilePath: "/nonexistent")
  }

  private static let home = LocationResolver.Resolved(
    location: Location(latitude: 35.18, longitude: 129.08), label: "35.1800, 129.0800", origin: .home)

  @Test func homeComesAfterFlagAndEnvironmentAndBeforeTheTimeZone() throws {
    let fromHome = try resolver(["TZ": ":Europe/Paris"], home: Self.home).resolve(flag: nil, engine: engine)
    #expect(fromHome.origin == .home)
    #expect(fromHome.location == Location(latitude: 35.18, longitude: 129.08))
    #expect(fromHome.label == "35.1800, 129.0800")
    let fromEnvironment = try resolver(["PLACESEARCH_NEAR": "10,20"], home: Self.home).resolve(flag: nil, engine: engine)
    #expect(fromEnvironment.origin == .environment)
    let fromFlag = try resolver([:], home: Self.home).resolve(flag: "busan", engine: engine)
    #expect(fromFlag.origin == .flag)
    #expect(fromFlag.label == "Busan, South Korea")
  }

  @Test func flagWinsOverEverything() throws {
    let resolved = try resolver(["PLACESEARCH_NEAR": "1,2", "TZ": "Asia/Seoul"]).resolve(flag: "busan", engine: engine)
    #expect(resolved.origin == .flag)
    #expect(resolved.label == "Busan, South Korea")
  }

  @Test func environmentThenTimeZone() throws {
    let fromEnvironment = try resolver(["PLACESEARCH_NEAR": "10,20", "TZ": "Asia/Seoul"]).resolve(flag: nil, engine: engine)
    #expect(fromEnvironment.location == Location(latitude: 10, longitude: 20))
    #expect(fromEnvironment.origin == .environment)
    let fromZone = try resolver(["TZ": ":Europe/Paris"]).resolve(flag: nil, engine: engine)
    #expect(fromZone.label == "Paris, France")
    #expect(fromZone.origin == .timeZone)
  }

  @Test func localtimeSymlinkNamesTheZone() throws {
    let link = FileManager.default.temporaryDirectory.appendingPathComponent("localtime-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/usr/share/zoneinfo/America/Chicago")
    let resolved = try resolver([:], localtime: link.path).resolve(flag: nil, engine: engine)
    #expect(resolved.label == "Paris, Texas, United States")
  }

  @Test func legacyZoneNamesCountAsTheZoneTheyLinkTo() throws {
    // A tz database of links: a symlink (US/Eastern), tzdata.zi lines (Asia/Calcutta; and
    // Europe/Kyiv, whose old name the data uses), and EST5EDT, a zone of its own here.
    let zoneinfo = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-\(UUID().uuidString)")
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
    let engine = try data.engine()
    func label(_ tz: String) throws -> String {
      try LocationResolver(
        environment: ["TZ": tz], localtimePath: "/nonexistent", timezoneFilePath: "/nonexistent", zoneinfoPath: zoneinfo.path
      ).resolve(flag: nil, engine: engine).label
    }
    #expect(try label("US/Eastern") == "Philadelphia, United States")
    #expect(try label(":US/Eastern") == "Philadelphia, United States")
    #expect(try label("EST5EDT") == "Philadelphia, United States")
    #expect(try label("Asia/Calcutta") == "Kolkata, IN")
    #expect(try label("Europe/Kyiv") == "Kyiv, UA")
    #expect(try label("Mars/Olympus_Mons") == LocationResolver.fallback.label)
  }

  @Test func fallsBackToSeoul() throws {
    #expect(try resolver(["TZ": "Etc/UTC"]).resolve(flag: nil, engine: engine) == LocationResolver.fallback)
    #expect(try resolver([:]).resolve(flag: nil, engine: engine) == LocationResolver.fallback)
  }

  @Test func locateTakesCoordinatesWithoutTheEngineAndNamesWithIt() throws {
    let noEngine = { () throws(PlaceKitError) -> PlaceEngine in throw .missingEmbeddedData }
    let coordinates = try LocationResolver.locate("35.18, 129.08", origin: .home, engine: noEngine)
    #expect(coordinates == Self.home)
    #expect(throws: PlaceKitError.invalidCoordinates("95,10")) {
      try LocationResolver.locate("95,10", origin: .home, engine: noEngine)
    }
    #expect(throws: PlaceKitError.missingEmbeddedData) { try LocationResolver.locate("busan", origin: .home, engine: noEngine) }
    let busan = try #require(try LocationResolver.locate("busan", origin: .home, engine: { engine }))
    #expect(busan.label == "Busan, South Korea")
    #expect(busan.placeID != nil)
    #expect(throws: PlaceKitError.unknownLocation("Atlantis", closest: [])) {
      try LocationResolver.locate("Atlantis", origin: .home, engine: { engine })
    }
  }

  @Test func aLoneNumberIsNeitherCoordinatesNorAName() throws {
    let noEngine = { () throws(PlaceKitError) -> PlaceEngine in throw .missingEmbeddedData }
    for text in ["-33.87", "5", " -5 "] {
      #expect(try LocationResolver.locate(text, origin: .flag, engine: noEngine) == nil, "\(text)")
    }
    #expect(throws: PlaceKitError.unknownLocation("-5", closest: [])) { try resolver([:]).resolve(flag: "-5", engine: engine) }
  }

  @Test func namesThatReadAsNumbersAreNames() throws {
    // Double reads "Nan" and "Inf"; Nan is a town in Thailand.
    let data = try TestData([.init(id: 1, name: "Nan", latitude: 18.78, longitude: 100.78, country: "TH", population: 20_000)])
    let resolved = try resolver([:]).resolve(flag: "Nan", engine: try data.engine())
    #expect(resolved.placeID == "geonames:1")
  }

  @Test func anUnknownPlaceFromTheEnvironmentSaysWhereItCameFrom() {
    #expect(throws: PlaceKitError.unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: "Atlantis", closest: [])) {
      try resolver(["PLACESEARCH_NEAR": "Atlantis"]).resolve(flag: nil, engine: engine)
    }
    let message = PlaceKitError.unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: "Atlantis", closest: [])
      .description
    #expect(message.contains("PLACESEARCH_NEAR"))
  }

  @Test func unknownPlaceIsAClearError() {
    #expect(throws: PlaceKitError.unknownLocation("Atlantis", closest: [])) {
      try resolver([:]).resolve(flag: "Atlantis", engine: engine)
    }
  }

  @Test func aLocationNameMustNameAPlaceWholeIgnoringCaseAndAccents() throws {
    for (text, id) in [
      ("busan", "geonames:12"), ("SEOUL", "geonames:11"), ("seoul", "geonames:11"), ("Sao Paulo", "geonames:13"),
      ("koln", "geonames:14"), ("Cologne", "geonames:14"), ("부산", "geonames:12"), ("seoul ", "geonames:11"),
    ] {
      #expect(try resolver([:]).resolve(flag: text, engine: engine).placeID == id, "\(text)")
    }
    // A prefix, a later word or a typo is no name: one sentence with the closest names.
    for (text, closest) in [("Springf", "Springfield"), ("janeiro", "Rio de Janeiro"), ("Seuol", "Seoul"), ("bus", "Busan")] {
      #expect(throws: PlaceKitError.unknownLocation(text, closest: [closest]), "\(text)") {
        try resolver([:]).resolve(flag: text, engine: engine)
      }
    }
    #expect(throws: PlaceKitError.unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: "Sprinfield", closest: ["Springfield"])) {
      try resolver(["PLACESEARCH_NEAR": "Sprinfield"]).resolve(flag: nil, engine: engine)
    }
    #expect(
      PlaceKitError.unknownLocation("garbage", closest: ["Garbagnate Milanese", "Garbsen"]).description
        .hasPrefix("No place is named \"garbage\"; closest: Garbagnate Milanese, Garbsen. Hint: "))
  }

  @Test func ofNamesakesTheBestRankedIsTakenAndLabelledWithItsArea() throws {
    let springfield = try resolver([:]).resolve(flag: "springfield", engine: engine)
    #expect(springfield.placeID == "geonames:3")
    #expect(springfield.label == "Springfield, Missouri, United States")
    #expect(try resolver([:]).resolve(flag: "Paris", engine: engine).label == "Paris, France")
    // An alternate name in the display language labels in that language.
    let korean = try resolver([:]).resolve(flag: "Paris", engine: engine.speaking(.korean))
    #expect(korean.name == "파리")
  }
}
