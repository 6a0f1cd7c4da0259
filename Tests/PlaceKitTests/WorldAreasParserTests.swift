import Testing

@testable import PlaceKit

/// The table of countries, first-level areas, US counties and airports: kinds from their
/// GeoNames features, names in the display languages from the area names, codes apart
/// from names, and one clear sentence for a line that is wrong.
struct WorldAreasParserTests {
  private static let header = "#id\tfeature\tname\talternates\tcodes\tlatitude\tlongitude\tcountry\tadmin1\tpopulation\ttimezone\trank"

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

  @Test func kindsNamesAndCodesComeFromTheirColumns() throws {
    let parsed = try records([
      "geonames:1861060\tA.PCLI\tJapan\tNippon-koku|Nihon-koku\tJPN\t35.68950\t139.69171\tJP\t\t126529100\tAsia/Tokyo\t",
      "geonames:5332921\tA.ADM1\tCalifornia\tGolden State\t\t34.05223\t-118.24368\tUS\tCA\t0\tAmerica/Los_Angeles\t",
      "geonames:5368381\tA.ADM2\tLos Angeles County\tLos Angeles\t\t34.05223\t-118.24368\tUS\tCA\t0\tAmerica/Los_Angeles\t",
      "airportsdata:ICN\tS.AIRP\tIncheon International Airport\t인천공항\tICN|RKSI\t37.46910\t126.45100\tKR\t12\t0\tAsia/Seoul\t2",
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
  }

  @Test(arguments: [
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo", "12 tab-separated columns"),
    ("1861060\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t", "names no source"),
    ("geonames:1\tPCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t", "CLASS.CODE"),
    ("geonames:1\tA.PCLI\t\t\tJPN\t35.6\t139.7\tJP\t\t1\tAsia/Tokyo\t", "name is empty"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t95.6\t139.7\tJP\t\t1\tAsia/Tokyo\t", "not a coordinate"),
    ("geonames:1\tA.PCLI\tJapan\t\tJPN\t35.6\t139.7\tJP\t\tmany\tAsia/Tokyo\t", "population"),
    ("airportsdata:X\tS.AIRP\tX\t\tXXX\t35.6\t139.7\tJP\t\t0\tAsia/Tokyo\t4", "size rank"),
  ])
  func aWrongLineIsOneClearSentence(line: String, says: String) throws {
    #expect {
      try records([line])
    } throws: { error in
      "\(error)".contains(says) && "\(error)".contains("world-areas.tsv")
    }
  }
}
