import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// A GeoNames dump with every feature class (`Fixtures/allCountries-sample.txt`: real
/// records of each class, shaped as `allCountries.txt` has them): landmarks rank by
/// notability against their namesakes, rows say what they are, classes can be chosen.
final class FeatureClassTests {
  private static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
  private static let sample = fixtures.appendingPathComponent("allCountries-sample.txt")
  /// An index cache of this test's own, removed when it ends.
  private let cache = FileManager.default.temporaryDirectory.appendingPathComponent("placekit-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: cache) }

  /// The engine over `file`, loaded on a thread of its own.
  private func engine(_ file: URL = sample, classes: FeatureClasses = .standard) async throws -> PlaceEngine {
    let cache = cache
    return try await OwnThread.compute { try PlaceEngine.load(.geoNamesFile(file, classes: classes), cacheDirectory: cache) }
  }

  private func titles(_ engine: PlaceEngine, _ query: String, limit: Int = 3) -> [String] {
    engine.complete(query, limit: limit).map(\.title)
  }

  @Test func landmarksRankByNotabilityAboveTheirNamesakes() async throws {
    let engine = try await engine()
    // The Eiffel Tower (about fifty names in twenty scripts) over a village, and the
    // village over a hotel of no other name.
    #expect(titles(engine, "eiffel") == ["Eiffel Tower", "Eiffel", "Eiffel Hotel"])
    #expect(titles(engine, "everest", limit: 1) == ["Mount Everest"])
    #expect(engine.complete("경복궁", limit: 1).first?.placeIDs == ["geonames:1842158"])
    // Cities keep their place: Paris is Paris, France, then Paris, Texas.
    #expect(engine.complete("paris", limit: 2).map(\.placeIDs) == [["geonames:2988507"], ["geonames:4717560"]])
    #expect(engine.complete("seoul", limit: 1).first?.placeIDs == ["geonames:1835848"])
  }

  @Test func theImportanceOfAFeatureGrowsWithItsNamesScriptsAndCode() {
    let plain = RankingModel.featureImportance(prior: 0, names: 1, scripts: 1)
    #expect(RankingModel.featureImportance(prior: 0, names: 100, scripts: 1) > plain + 4)
    #expect(RankingModel.featureImportance(prior: 0, names: 10, scripts: 6) > RankingModel.featureImportance(prior: 0, names: 10, scripts: 1))
    let airport = GeoNamesFeature(featureClass: .spot, code: "AIRP"), hotel = GeoNamesFeature(featureClass: .spot, code: "HTL")
    #expect(airport.prior > 0 && hotel.prior < 0)
    // Never above a big city, however famous.
    #expect(RankingModel.featureImportance(prior: 3, names: 10_000, scripts: 40) == RankingModel.featureCeiling)
    #expect(RankingModel.featureCeiling < RankingModel.importance(population: 1_000_000, kind: .populated))
  }

  @Test func rowsSayWhatTheyAreInTheDisplayLanguage() async throws {
    let engine = try await engine()
    #expect(engine.complete("eiffel tower", limit: 1).first?.subtitle == "tower · Île-de-France, France")
    #expect(engine.speaking(.korean).complete("incheon", limit: 1).first?.subtitle.hasPrefix("공항 · ") == true)
    #expect(engine.speaking(.german).complete("baikal", limit: 1).first?.subtitle.hasPrefix("See · ") == true)
    #expect(engine.speaking(.german).complete("gare de lyon", limit: 1).first?.subtitle.hasPrefix("Bahnhof · ") == true)
    // A word only English and Korean have stays English; a code not listed reads as its class.
    #expect(GeoNamesFeature(featureClass: .spot, code: "OPRA").word(in: .german) == "opera house")
    #expect(GeoNamesFeature(featureClass: .terrain, code: "NOSUCH").word(in: .english) == "terrain")
    // Populated places and areas keep their plain subtitles.
    #expect(engine.complete("paris", limit: 1).first?.subtitle == "Île-de-France, France")

    let tower = try #require(engine.places(ids: ["geonames:6254976"]).first)
    #expect(tower.kind == .feature(GeoNamesFeature(featureClass: .spot, code: "TOWR")))
    let json = PlaceJSON.place(tower)
    #expect(json.contains(#""kind":"tower","featureClass":"S","featureCode":"TOWR""#))
    let paris = try #require(engine.places(ids: ["geonames:2988507"]).first)
    #expect(PlaceJSON.place(paris).contains(#""featureClass":"P","featureCode":"PPLC""#))
    #expect(PlaceJSON.kind(word: "tower", osmTag: nil, feature: tower.feature) == tower.kind)
    #expect(tower.kind.photonTag(population: 0) == ("man_made", "tower"))
  }

  @Test func underseaFeaturesAreOffUnlessChosen() async throws {
    #expect(try await engine().complete("mariana", limit: 1).isEmpty)
    let chosen = try await engine(classes: FeatureClasses(letters: "PU")!)
    #expect(titles(chosen, "mariana") == ["Mariana Trench"])
    #expect(titles(chosen, "eiffel") == ["Eiffel"])  // only the village is class P
    // The classes key the cache: both indexes are kept.
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("index-") }
    #expect(files.count == 2)
  }

  @Test func featureClassesAreReadAsLetters() {
    #expect(FeatureClasses(letters: "past")?.description == "APST")
    #expect(FeatureClasses(letters: "P,A")?.description == "AP")
    #expect(FeatureClasses(letters: "PQ") == nil)
    #expect(FeatureClasses(letters: "") == nil)
    #expect(FeatureClasses.standard.description == "AHLPRSTV")
  }

  @Test func aZipAsGeoNamesShipsItIsReadDirectly() async throws {
    let zipped = try await engine(Self.fixtures.appendingPathComponent("allCountries-sample.zip"))
    let plain = try await engine()
    #expect(zipped.placeCount == plain.placeCount)
    #expect(titles(zipped, "eiffel") == titles(plain, "eiffel"))
  }

  @Test func aTruncatedZipIsOneSentence() async throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("allCountries-sample.zip")))
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let cut = cache.appendingPathComponent("cut.zip")
    try Data(bytes.prefix(bytes.count / 2)).write(to: cut)
    await #expect(throws: PlaceKitError.unreadableData(path: cut.path, reason: "the zip data is truncated")) {
      _ = try await engine(cut)
    }
  }
}

/// The places file streams in blocks: lines across chunk and block borders, CRLF, a last
/// line without a newline, and line numbers that count across blocks.
struct PlaceStreamParserTests {
  private func line(_ id: Int, _ name: String, featureClass: String = "P", code: String = "PPL") -> String {
    ["\(id)", name, name, "", "1.5", "2.5", featureClass, code, "FR", "", "11", "", "", "", "600", "", "", "Europe/Paris", "2024-01-01"]
      .joined(separator: "\t")
  }

  /// Parses `text` fed in chunks of `chunk` bytes with blocks of `block` bytes.
  private func parse(_ text: String, chunk: Int, block: Int) throws(PlaceKitError) -> PlaceStreamParser {
    var parser = PlaceStreamParser(
      path: "places.txt", classes: .standard, tagged: TaggedNames(), areaNames: AreaNames(countries: [:], admin1: [:]),
      spill: SpillFile(directory: FileManager.default.temporaryDirectory))
    parser.blockSize = block
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + chunk)
      try Array(bytes[start..<end]).withBytes { (piece) throws(PlaceKitError) in try parser.feed(piece) }
      start = end
    }
    try parser.finish()
    return parser
  }

  /// The populated places `parser` kept, read back in order (none of them conflate).
  private func records(_ parser: PlaceStreamParser) throws -> [PlaceRecord] {
    var conflator = PlaceConflator()
    var records: [PlaceRecord] = []
    try parser.take().pending.conflate(with: &conflator, koreanAreas: []) { records += $0 }
    return records
  }

  @Test(arguments: [(1, 64), (7, 100), (300, 250), (5000, 1 << 20)])
  func everyLineIsReadWhateverTheChunksAndBlocks(chunk: Int, block: Int) throws {
    var lines = (1...40).map { line($0, "Place \($0)") }
    lines[3] = line(4, "Tower", featureClass: "S", code: "TOWR")
    lines[17] = line(18, "Lake", featureClass: "H", code: "LK")
    // CRLF line ends, and no newline after the last line.
    let text = lines.joined(separator: "\r\n")
    let parser = try parse(text, chunk: chunk, block: block)
    let records = try records(parser)
    #expect(records.map(\.id) == (1...40).filter { $0 != 4 && $0 != 18 }.map { "geonames:\($0)" })
    #expect(records.last?.name == "Place 40")
    #expect(parser.featureCount == 2)
  }

  @Test func aBadLineIsNamedByItsNumberInTheWholeFile() {
    var lines = (1...30).map { line($0, "Place \($0)") }
    lines[24] = "25\tbroken"
    #expect(throws: PlaceKitError.malformedData(
      path: "places.txt", line: 25, reason: "expected 19 tab-separated columns, found 2", format: .places))
    { _ = try parse(lines.joined(separator: "\n") + "\n", chunk: 13, block: 200) }
  }

  @Test func aRepeatedIDIsSkippedAcrossBlocks() throws {
    let lines = (1...20).map { line($0, "Place \($0)") } + [line(3, "Again")]
    let parser = try parse(lines.joined(separator: "\n"), chunk: 50, block: 120)
    #expect(try records(parser).count == 20)
    #expect(parser.skipped.count(.duplicateID) == 1)
  }
}
