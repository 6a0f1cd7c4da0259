import Foundation
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// The table of countries, first-level areas, US counties and airports: kinds from their
/// GeoNames features, names in the display languages from the area names, codes apart
/// from names, and one clear sentence for a line that is wrong.
struct WorldAreasParserTests {
  private static let header = "#id\tfeature\tname\talternates\tcodes\tlatitude\tlongitude\tcountry\tadmin1\tpopulation\ttimezone\trank\textent"

  private var areaNames: AreaNames {
    var names = AreaNames(countries: ["JP": "Japan", "US": "United States"], admin1: ["US.CA": "California"])
    names.countries["JP"]?.names[.japanese] = "日本"
    names.countries["JP"]?.names[.korean] = "일본"
    names.admin1["US.CA"]?.names[.german] = "Kalifornien"
    return names
  }

  private func records(_ rows: [String]) throws -> [PlaceRecord] {
    let text = WorldAreasParserTests.header + "\n" + rows.joined(separator: "\n") + "\n"
    var records: [PlaceRecord] = []
    try WorldAreasParser.parse(Array(text.utf8), path: "world-areas.tsv", areaNames: areaNames) { records.append($0) }
    return records
  }

  @Test func theEmbeddedTableReadsAsTextInflated() throws {
    let text = try EmbeddedFile.worldAreas.text()
    #expect(text.hasPrefix(WorldAreasParserTests.header + "\n"))
    #expect(text.contains("\tA.PCLI\tSouth Korea\t"))
  }

  @Test func kindsNamesAndCodesComeFromTheirColumns() throws {
    let parsed = try records([
      "geonames:1861060\tA.PCLI\tJapan\tNippon-koku|Nihon-koku\tJPN\t35.68950\t139.69171\tJP\t\t126529100\tAsia/Tokyo\t\t129.41,31.03,145.54,45.55",
      "geonames:5332921\tA.ADM1\tCalifornia\tGolden State\t\t34.05223\t-118.24368\tUS\tCA\t0\tAmerica/Los_Angeles\t\t",
      "geonames:5368381\tA.ADM2\tLos Angeles County\tLos Angeles\t\t34.05223\t-118.24368\tUS\tCA\t0\tAmerica/Los_Angeles\t\t",
      "airportsdata:ICN\tS.AIRP\tIncheon International Airport\t인천공항\tICN|RKSI\t37.46910\t126.45100\tKR\t12\t0\tAsia/Seoul\t2\t",
    ])
    #expect(parsed.map(\.kind) == [
      .adminArea(level: 0), .adminArea(level: 1), .adminArea(level: 2),
      .feature(GeoNamesFeature(featureClass: .spot, code: "AIRP")),
    ])
    let japan = parsed[0]
    #expect(japan.codes == ["JPN"])
    #expect(japan.population == 126_529_100)
    #expect(japan.taggedNames[.japanese] == "日本" && japan.taggedNames[.korean] == "일본")
    // Names in other languages are names it is found by.
    #expect(Set(japan.alternateNames) == ["Nippon-koku", "Nihon-koku", "日本", "일본"])
    #expect(parsed[1].taggedNames[.german] == "Kalifornien")
    #expect(parsed[1].alternateNames.contains("Kalifornien"))
    #expect(parsed[2].taggedNames.isEmpty)
    #expect(parsed[3].codes == ["ICN", "RKSI"] && parsed[3].sizeRank == 2)
    #expect(parsed[0].sizeRank == nil)
    #expect(japan.extent == Extent(west: 129.41, south: 31.03, east: 145.54, north: 45.55))
    #expect(parsed[3].extent == nil)
  }

  @Test func aFirstLevelAreaWithoutPeopleStandsForItsShareOfItsCountrys() throws {
    let communes = Dictionary(uniqueKeysWithValues: (1...11).map { (String(format: "LI.%02d", $0), "Commune \($0)") })
    let names = AreaNames(
      countries: ["LI": "Liechtenstein", "US": "United States", "UM": "United States Minor Outlying Islands"],
      admin1: communes.merging(["US.CA": "California", "UM.300": "Midway Islands"]) { $1 },
      countryPopulations: ["LI": 38_000, "US": 331_000_000, "UM": 0])
    let text = WorldAreasParserTests.header + "\n"
      + "geonames:3042031\tA.ADM1\tVaduz\t\t\t47.14\t9.52\tLI\t11\t\tEurope/Vaduz\t\t\n"
      + "geonames:5332921\tA.ADM1\tCalifornia\t\t\t34.05\t-118.24\tUS\tCA\t\tAmerica/Los_Angeles\t\t\n"
      + "geonames:5854922\tA.ADM1\tMidway Islands\t\t\t28.21\t-177.37\tUM\t300\t\tPacific/Midway\t\t\n"
    var parsed: [PlaceRecord] = []
    try WorldAreasParser.parse(Array(text.utf8), path: "world-areas.tsv", areaNames: names) { parsed.append($0) }
    // 38,000 people over 11 communes; a big country's areas stand for a province's
    // 500,000; a country of no people's for one.
    #expect(parsed.map(\.standsFor) == [3_454, 500_000, 1])
    #expect(RankingModel.importance(of: parsed[0]) < RankingModel.importance(population: 5_000, kind: .populated))
    #expect(RankingModel.importance(of: parsed[1]) == RankingModel.importance(population: 0, kind: .adminArea(level: 1)))
  }

  @Test(arguments: [
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t", "13 tab-separated columns"),
    ("1861060\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t", "names no source"),
    ("geonames:1\tPCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t", "CLASS.CODE"),
    ("geonames:1\tA.PCLI\t\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t", "name is empty"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t95.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t", "not a coordinate"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\tmany\tAsia/Tokyo\t\t", "population"),
    ("airportsdata:X\tS.AIRP\tX\t\tXXX\t35.6\t139.7\tJP\t\t0\tAsia/Tokyo\t4\t", "size rank"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t129,46,145,31", "extent"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t129,31,145", "extent"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t129,x,31,145,46", "extent"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t\t129,,31,145,46", "extent"),
  ])
  func aWrongLineIsOneClearSentence(line: String, says: String) throws {
    #expect {
      try records([line])
    } throws: { error in
      "\(error)".contains(says) && "\(error)".contains("world-areas.tsv")
    }
  }
}

/// A GeoNames dump's countries, first-level areas and airports read as the embedded
/// data's do: the same kinds, words and names in the display languages.
struct DumpAreasReadAsEmbeddedTests {
  @Test func aDumpsPCLIADM1AndAIRPRowsReadAsTheEmbeddedOnes() async throws {
    let data = try TestData([])
    defer { try? FileManager.default.removeItem(at: data.folder) }
    func line(_ id: Int, _ name: String, _ featureClass: String, _ code: String, _ admin1: String, _ population: Int)
      -> String
    {
      ["\(id)", name, name, "", "31.0", "-97.0", featureClass, code, "US", "", admin1, "", "", "", "\(population)", "",
        "", "America/Chicago", "2024-01-01"].joined(separator: "\t")
    }
    let lines = [
      line(6_252_001, "United States", "A", "PCLI", "00", 327_167_434),
      line(4_736_286, "Texas", "A", "ADM1", "TX", 0),
      line(4_699_066, "Houston", "P", "PPLA2", "TX", 2_296_224),
      line(4_699_080, "George Bush Intercontinental Airport", "S", "AIRP", "TX", 0),
      line(8_354_456, "Soviet Union", "A", "PCLH", "00", 0),
      line(3_489_854, "Kingston Parish", "A", "PRSH", "TX", 0),
    ]
    try (lines.joined(separator: "\n") + "\n").write(to: data.placesFile, atomically: true, encoding: .utf8)
    let engine = try await data.engine()
    for (language, country, state, airport) in [
      (DisplayLanguage.english, "country", "state · United States", "airport · Texas, United States"),
      (.korean, "국가", "주 · 미국", "공항 · 텍사스, 미국"),
    ] {
      let speaking = engine.speaking(language)
      #expect(speaking.search("united states", limit: 1).first?.subtitle == country)
      let texas = try #require(speaking.search("texas", limit: 1).first)
      #expect(texas.kind == .adminArea(level: 1) && texas.subtitle == state)
      #expect(speaking.search("george bush", limit: 1).first?.subtitle == airport)
    }
    // A former country and a parish are areas of their kind, not countries of today.
    for name in ["soviet union", "kingston parish"] {
      let place = try #require(engine.search(name, limit: 1).first)
      #expect(place.kind != .adminArea(level: 0) && place.subtitle != "country", "\(place)")
    }
    // The country's names in the display languages come from the area names, as embedded.
    #expect(engine.speaking(.korean).search("미국", limit: 1).first?.name == "미국")
  }
}

/// The words for what first-level areas are: translated where the vocabulary has the
/// type, else English as the source writes it and a region in the other languages.
struct AreaTypeVocabularyTests {
  @Test func typesReadInTheDisplayLanguageOrAsARegion() {
    #expect(AreaTypeVocabulary.word(for: "State", in: .korean) == "주")
    #expect(AreaTypeVocabulary.word(for: "Country", in: .korean) == "국가")
    #expect(AreaTypeVocabulary.word(for: nil, in: .english) == "province")
    #expect(AreaTypeVocabulary.word(for: "Autonomous city in North Africa", in: .english) == "autonomous city in North Africa")
    #expect(AreaTypeVocabulary.word(for: "Autonomous city in North Africa", in: .korean) == "지역")
  }
}
