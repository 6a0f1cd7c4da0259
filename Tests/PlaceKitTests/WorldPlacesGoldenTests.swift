import EngineTestSupport
import Foundation
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// Countries, first-level areas, US counties and airports on the real embedded dataset:
/// the first queries people type, each with its near misses.
@Suite(.serialized) struct WorldPlacesGoldenTests {
  private func rows(_ query: String, limit: Int = 5, near: Location? = nil) async throws -> [Completion] {
    try await TestIndex.engine().speaking(.english).complete(query, near: near, limit: limit)
  }

  private func top(_ query: String) async throws -> [String]? { try await rows(query).first?.placeIDs }

  /// The table of the issue "Every place a person names": what a user expects first.
  @Test(arguments: [
    ("japan", "geonames:1861060"), ("france", "geonames:3017382"), ("sweden", "geonames:2661886"),
    ("일본", "geonames:1861060"), ("Deutschland", "geonames:2921044"), ("usa", "geonames:6252001"),
    ("california", "geonames:5332921"), ("texas", "geonames:4736286"), ("bavaria", "geonames:2951839"),
    ("new south wales", "geonames:2155400"), ("ontario", "geonames:6093943"), ("용인", "kr-admin:4146000000"),
    ("용인시", "kr-admin:4146000000"), ("yongin", "kr-admin:4146000000"), ("포항시", "geonames:1839071"),
    ("ICN", "airportsdata:ICN"), ("JFK", "airportsdata:JFK"), ("incheon airport", "airportsdata:ICN"),
    ("heathrow", "airportsdata:LHR"), ("jersey", "geonames:3042142"), ("lhr", "airportsdata:LHR"),
    ("rksi", "airportsdata:ICN"), ("인천 공항", "airportsdata:ICN"), ("김포공항", "airportsdata:GMP"),
    ("cook county", "geonames:4888671"), ("new york state", "geonames:5128638"), ("jpn", "geonames:1861060"),
    ("uk", "geonames:2635167"), ("us", "geonames:6252001"),
    ("berlin land", "geonames:2950157"), ("japan land", "geonames:1861060"),
    ("dominica", "geonames:3575830"), ("도미니카", "geonames:3575830"), ("멕시코", "geonames:3996063"),
    ("괌", "geonames:4043988"), ("sint maarten (dutch part)", "geonames:7609695"), ("georgia country", "geonames:614540"),
  ])
  func theFirstRowIsWhatAUserExpects(query: String, expected: String) async throws {
    let shown = try await rows(query)
    #expect(shown.first?.placeIDs == [expected], "\(shown.map(\.title))")
  }

  /// A city named as the country or province it lies in comes first, the area second,
  /// each a row of its own; so does a smaller town when the query says where it is.
  @Test(arguments: [
    ("new york", "geonames:5128581", "geonames:5128638"), ("tokyo", "geonames:1850147", "geonames:1850144"),
    ("東京", "geonames:1850147", "geonames:1850144"), ("são paulo", "geonames:3448439", "geonames:3448433"),
    ("singapore", "geonames:1880252", "geonames:1880251"), ("vaduz, liechtenstein", "geonames:3042030", "geonames:3042031"),
    ("limon costa rica", "geonames:3622247", "geonames:3623064"),
  ])
  func aCityComesBeforeTheAreaNamedAfterIt(query: String, city: String, area: String) async throws {
    let ids = try await rows(query, limit: 5).map(\.placeIDs)
    let cityRow = try #require(ids.firstIndex(of: [city]), "\(ids)")
    let areaRow = try #require(ids.firstIndex(of: [area]), "\(ids)")
    #expect(cityRow == 0 && cityRow < areaRow)
  }

  /// A country or first-level area comes before a town of under 100,000 people named
  /// after it, when the query is the name alone: Luxembourg the country, then the city;
  /// Vaduz the commune, then the town.
  @Test(arguments: [
    ("luxembourg", "geonames:2960313", "geonames:2960316"), ("vaduz", "geonames:3042031", "geonames:3042030"),
    ("andorra la vella", "geonames:3041566", "geonames:3041563"), ("blagoevgrad", "geonames:733192", "geonames:733191"),
    ("gibraltar", "geonames:2411586", "geonames:2411585"), ("limón", "geonames:3623064", "geonames:3622247"),
  ])
  func anAreaComesBeforeTheTownNamedAfterIt(query: String, area: String, town: String) async throws {
    let ids = try await rows(query, limit: 5).map(\.placeIDs)
    let areaRow = try #require(ids.firstIndex(of: [area]), "\(ids)")
    let townRow = try #require(ids.firstIndex(of: [town]), "\(ids)")
    #expect(areaRow == 0 && areaRow < townRow)
  }

  /// A country is no place qualified by its own name: "vatican city, vatican" is the
  /// city, "são tomé, sao tome and principe" the town.
  @Test(arguments: [("vatican city, vatican", "geonames:6691831"), ("são tomé, sao tome and principe", "geonames:2410763")])
  func aCountryIsNotQualifiedByItself(query: String, place: String) async throws {
    #expect(try await top(query) == [place])
  }

  /// Near misses: two areas of one name share a row; "korea" is both Koreas, South
  /// first; Gwangju the metropolitan city before Gwangju in Gyeonggi; a city before its
  /// airport; the Australian state in the first row of "victoria".
  @Test func nearMisses() async throws {
    #expect(try await top("georgia").map(Set.init) == ["geonames:614540", "geonames:4197000"])
    #expect(try await rows("korea").prefix(2).map(\.placeIDs) == [["geonames:1835841"], ["geonames:1873107"]])
    #expect(try await rows("광주").prefix(2).map(\.placeIDs) == [["geonames:1841811"], ["geonames:1841810"]])
    #expect(try await rows("incheon").prefix(2).map(\.placeIDs) == [["geonames:1843564"], ["airportsdata:ICN"]])
    #expect(try await top("victoria")?.contains("geonames:2145234") == true)
    #expect(try await rows("ja").prefix(3).flatMap(\.placeIDs).contains("geonames:1861060"))
    #expect(try await top("ㅅㅇ") == ["geonames:1835848"])
    #expect(try await top("janeiro") == ["geonames:3451190"])
  }

  /// A major airport's code is its airport first, unless a match of those letters
  /// scores as a city of 100,000 does: then that city, and the airport next, even where
  /// other matches score a hair below the city (Atlanta, then the departments Atlantique
  /// and Atlántico).
  @Test(arguments: [
    ("syd", "geonames:2147714", "airportsdata:SYD"), ("mad", "geonames:3117735", "airportsdata:MAD"),
    ("atl", "geonames:4180439", "airportsdata:ATL"),
  ])
  func aCityNamedByTheLettersComesBeforeTheirAirport(code: String, city: String, airport: String) async throws {
    let ids = try await rows(code, limit: 3).map(\.placeIDs)
    #expect(ids.first?.first == city && ids.dropFirst().first == [airport], "\(ids)")
  }

  /// Where several matches tie for first (three areas of one score for "hod"), the
  /// airport's code leads them.
  @Test func anAirportLeadsMatchesThatTie() async throws {
    #expect(try await top("hod") == ["airportsdata:HOD"])
  }

  /// A small airport's code keeps its own score: no airstrip beside a city people mean.
  @Test(arguments: ["gor", "ban", "col", "bra", "car", "pot"])
  func aSmallAirportsCodeStaysBelow(code: String) async throws {
    let shown = try await rows(code, limit: 3)
    let second = shown.dropFirst().first?.placeIDs.first ?? ""
    #expect(!second.hasPrefix("airportsdata:"), "\(code): \(shown.map(\.title))")
  }

  /// One row per place: a country found by its code and by its name is one row ("mex").
  @Test(arguments: ["mex", "usa", "jpn", "kor"])
  func noPlaceIsShownTwice(query: String) async throws {
    let ids = try await rows(query, limit: 10).flatMap(\.placeIDs)
    #expect(ids.count == Set(ids).count, "\(query): \(ids)")
  }

  /// A code matches only typed whole: "rks" is no prefix of Incheon's RKSI, and alpha-2
  /// codes stay qualifiers ("kyoto jp"), never names.
  @Test func codesMatchOnlyWhole() async throws {
    #expect(try await !rows("rks", limit: 10).flatMap(\.placeIDs).contains("airportsdata:ICN"))
    #expect(try await !rows("jp", limit: 10).flatMap(\.placeIDs).contains("geonames:1861060"))
    #expect(try await top("kyoto jp") == ["geonames:1857910"])
    // Nothing of the name shown is highlighted for a code.
    #expect(try await rows("icn").first?.highlights == [])
    // Colliding codes: the country whose code it is first, the airport in the top three
    // (AUS, FRA, CAN), after the best place the letters start.
    for (code, country, airport) in [
      ("aus", "geonames:2077456", "airportsdata:AUS"), ("fra", "geonames:3017382", "airportsdata:FRA"),
      ("can", "geonames:6251999", "airportsdata:CAN"),
    ] {
      let ids = try await rows(code, limit: 3).map(\.placeIDs)
      #expect(ids.first == [country] && ids.contains([airport]), "\(code): \(ids)")
    }
  }

  /// A place's row is titled by its own spelling of the name, though another place's
  /// spelling matched first (San Jose, California, not the San José of Costa Rica's
  /// province); a group whose spellings differ in marked letters by the name they share
  /// in the display language (포차: Foça, Turkey, and Foča, Bosnia).
  @Test func aRowIsTitledByANameOfEachOfItsPlaces() async throws {
    let engine = try await TestIndex.engine()
    for language in [DisplayLanguage.english, .korean] {
      let rows = engine.speaking(language).complete("jos", limit: 10)
      let sanJose = try #require(rows.first { $0.placeIDs == ["geonames:5392171"] }, "\(rows.map(\.title))")
      #expect(sanJose.title.hasPrefix("San Jose"), "\(sanJose.title)")
    }
    let foca = engine.speaking(.korean).complete("foc", limit: 10).filter { $0.placeIDs.count > 1 && $0.title.hasPrefix("포차") }
    #expect(foca.map(\.title) == ["포차"], "\(engine.speaking(.korean).complete("foc", limit: 10).map(\.title))")
  }

  /// What a country, a first-level area and an airport say they are, in the language
  /// shown; a country's card names its capital and time zones.
  @Test func rowsSayWhatAreasAreInTheDisplayLanguage() async throws {
    let engine = try await TestIndex.engine()
    #expect(engine.speaking(.english).complete("japan", limit: 1).first?.subtitle == "country")
    #expect(engine.speaking(.korean).complete("japan", limit: 1).first?.subtitle == "국가")
    #expect(engine.speaking(.english).complete("california", limit: 1).first?.subtitle == "state · United States")
    #expect(engine.speaking(.german).complete("bavaria", limit: 1).first?.subtitle == "Land · Deutschland")
    #expect(engine.speaking(.korean).complete("경기도", limit: 1).first?.subtitle == "도 · 대한민국")
    #expect(engine.speaking(.english).complete("icn", limit: 1).first?.subtitle == "airport · Incheon, South Korea")
    let japan = try #require(engine.speaking(.english).details(id: "geonames:1861060"))
    #expect(japan.capital == "Tokyo" && japan.timeZones == ["Asia/Tokyo"] && japan.hierarchy.isEmpty)
    // A country's box is its outline's, across the antimeridian where that is narrower.
    let fiji = try #require(engine.places(ids: ["geonames:2205218"]).first?.extent)
    #expect(fiji.crossesAntimeridian && fiji.west > 170 && fiji.east < -170, "\(fiji)")
    let japanBox = try #require(japan.place.extent)
    #expect(!japanBox.crossesAntimeridian && (japanBox.west...japanBox.east).contains(139.69))
    #expect(engine.places(ids: ["geonames:1850147"]).first?.extent == nil)
    let states = try #require(engine.details(id: "geonames:6252001"))
    #expect(states.capital == "Washington" && states.timeZones.prefix(2) == ["America/New_York", "America/Chicago"])
  }

  /// Japan's first-level areas by the kind their official names say: Tokyo a 都, Hokkaido
  /// a 道, Osaka a 府, the rest 県.
  @Test(arguments: [("tokyo", "도 · 일본"), ("osaka", "부 · 일본"), ("hokkaido", "도 · 일본"), ("aichi", "현 · 일본")])
  func japansAreasReadByTheirOwnKind(query: String, subtitle: String) async throws {
    let rows = try await TestIndex.engine().speaking(.korean).complete(query, limit: 3)
    #expect(rows.contains { $0.subtitle == subtitle }, "\(rows.map(\.subtitle))")
  }

  /// Recommendations list no country and no airport; the province the location is in
  /// is left out (the one of the nearest place), the next one is not.
  @Test func recommendationsLeaveOutCountriesAirportsAndTheAreaYouAreIn() async throws {
    let engine = try await TestIndex.engine()
    let gangneung = Location(latitude: 37.75, longitude: 128.9)
    let places = engine.recommendations(near: gangneung, limit: 20)
    #expect(!places.contains { $0.kind == .adminArea(level: 0) || $0.feature?.code == "AIRP" })
    #expect(places.contains { $0.id == "kr-admin:4100000000" })
    #expect(!places.contains { $0.id == "kr-admin:4200000000" })
  }
}
