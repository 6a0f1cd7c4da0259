import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Bad data and bad locations become one clear sentence naming the file and line.
struct DataErrorTests {
  /// The engine over `text`, loaded on a thread of its own (`OwnThread`), in a folder
  /// removed once it is loaded (the engine keeps its index, mapped).
  private func load(_ text: [UInt8]) async throws(PlaceKitError) -> PlaceEngine {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placekit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("bad.txt")
    try? Data(text).write(to: file)
    return try await OwnThread.compute { () throws(PlaceKitError) in
      try PlaceEngine.load(.geoNamesFile(file), cacheDirectory: folder.appendingPathComponent("cache"))
    }
  }

  private let good = Array("1\tA\t\t\t1.0\t2.0\tP\tPPL\tUS\t\t\t\t\t\t500\t\t\tUTC\t\n".utf8)

  @Test func wrongColumnCountNamesTheLine() async {
    do {
      _ = try await load(good + good + Array("3\tC\t1.0\n".utf8))
      Issue.record("expected an error")
    } catch {
      guard case .malformedData(_, let line, let reason, _) = error else { Issue.record("\(error)"); return }
      #expect(line == 3)
      #expect(reason.contains("19"))
      #expect(error.description.contains("line 3"))
      #expect(error.description.contains("Hint"))
    }
  }

  @Test func invalidUTF8NamesTheLine() async {
    var bytes = good
    bytes += Array("2\t".utf8) + [0xFF, 0xFE] + Array("\t\t\t1.0\t2.0\tP\tPPL\tUS\t\t\t\t\t\t500\t\t\tUTC\t\n".utf8)
    do {
      _ = try await load(bytes)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("line 2") && error.description.contains("UTF-8"))
    }
  }

  @Test func nulByteNamesTheLine() async {
    let bytes = good + good.map { $0 == UInt8(ascii: "A") ? 0 : $0 }
    do {
      _ = try await load(bytes)
      Issue.record("expected an error")
    } catch {
      guard case .malformedData(_, let line, let reason, _) = error else { Issue.record("\(error)"); return }
      #expect(line == 2)
      #expect(reason.contains("NUL"))
    }
  }

  @Test func tenMegabyteLineIsRejectedNamingTheLine() async {
    let huge = Array("9\t".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20) + [0x0A]
    do {
      _ = try await load(good + huge + good)
      Issue.record("expected an error")
    } catch {
      guard case .malformedData(_, let line, let reason, _) = error else { Issue.record("\(error)"); return }
      #expect(line == 2)
      #expect(reason.contains("bytes long"))
    }
  }

  /// A place line with the given id, name, coordinates and population.
  private func line(_ id: String, _ name: String, _ latitude: String = "1.0", _ longitude: String = "2.0",
                    population: String = "500") -> [UInt8] {
    Array("\(id)\t\(name)\t\t\t\(latitude)\t\(longitude)\tP\tPPL\tUS\t\t\t\t\t\t\(population)\t\t\tUTC\t\n".utf8)
  }

  @Test func badRecordsAreSkippedAndCountedTheRestLoads() async throws {
    let bytes =
      line("1", "Alpha") + line("2", "Beta", "91.5") + line("3", "Gamma", "1.0", "-180.5")
      + line("x4", "Delta") + line("5", "Epsilon", population: "many") + line("6", "")
      + line("7", "Zeta", "nan") + line("8", "Eta")
    let engine = try await load(bytes)
    #expect(engine.placeCount == 2)
    let skipped = engine.skippedLines
    #expect(skipped.count(.badCoordinates) == 3)
    #expect(skipped.firstLine(.badCoordinates) == 2)
    #expect(skipped.count(.badID) == 1 && skipped.firstLine(.badID) == 4)
    #expect(skipped.count(.badPopulation) == 1 && skipped.firstLine(.badPopulation) == 5)
    #expect(skipped.count(.emptyName) == 1 && skipped.firstLine(.emptyName) == 6)
    #expect(skipped.total == 6)
    #expect(skipped.summary?.hasPrefix("skipped 6 lines: ") == true)
    #expect(skipped.summary?.contains("3 coordinates missing or out of range (first at line 2)") == true)
  }

  @Test func coordinatesAreOnlyPlainDecimals() async throws {
    // The standard library reads all of these; GeoNames never writes them.
    let bytes =
      line("1", "Alpha", "1e1") + line("2", "Beta", "0x10") + line("3", "Gamma", "1.0", "inf")
      + line("4", "Delta", "+1.5", "-2.25") + line("5", "Epsilon", ".5", "2")
    let engine = try await load(bytes)
    #expect(engine.skippedLines.count(.badCoordinates) == 3)
    #expect(engine.placeCount == 2)
    #expect(engine.places(ids: ["geonames:4"]).first?.location == Location(latitude: 1.5, longitude: -2.25))
  }

  @Test func duplicateIDsKeepTheFirstLine() async throws {
    // Two dumps joined into one file, as `cat KR.txt cities500.txt` gives; the lines
    // span several parse parts, so duplicates are found across parts too.
    var bytes: [UInt8] = []
    for id in 1...400 { bytes += line("\(id)", "First\(id)") }
    for id in 1...400 where id % 2 == 0 { bytes += line("\(id)", "Second\(id)") }
    let engine = try await load(bytes)
    #expect(engine.placeCount == 400)
    #expect(engine.skippedLines.count(.duplicateID) == 200)
    #expect(engine.skippedLines.firstLine(.duplicateID) == 401)
    #expect(engine.places(ids: ["geonames:2"]).first?.name == "First2")
    #expect(engine.search("second").isEmpty)
    // The counts are stored with the index: a cached start reports them again.
    #expect(try await load(bytes).skippedLines == engine.skippedLines)
  }

  @Test func aFileOfOnlyBadLinesSaysWhy() async {
    do {
      _ = try await load(line("1", "A", "95") + line("2", "B", "95"))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("no usable places"))
      #expect(error.description.contains("2 coordinates missing or out of range (first at line 1)"))
    }
  }

  @Test func crlfAndCommentsAreRead() async throws {
    let bytes = Array("# a comment\r\n".utf8) + good.dropLast() + Array("\r\n\r\n".utf8)
    #expect(try await load(bytes).placeCount == 1)
  }

  @Test func aByteOrderMarkOpeningAFileIsNotPartOfItsFirstRecord() async throws {
    // Each file's first record is the one a BOM would spoil: Lyon, France, Rhône-Alpes,
    // Lyon's German name.
    let data = try TestData([
      .init(id: 1, name: "Lyon", latitude: 45.76, longitude: 4.83, country: "FR", admin1: "84", population: 500_000, timezone: "Europe/Paris"),
      .init(id: 2, name: "Lille", latitude: 50.63, longitude: 3.06, country: "FR", admin1: "32", population: 230_000, timezone: "Europe/Paris"),
    ])
    let bom = "\u{FEFF}"
    func prefix(_ name: String, with text: String) throws {
      let file = data.folder.appendingPathComponent(name)
      let old = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      try (bom + text + old).write(to: file, atomically: true, encoding: .utf8)
    }
    try prefix("cities.txt", with: "")
    try prefix("countryInfo.txt", with: "FR\tFRA\t250\tFR\tFrance\n")
    try prefix("admin1CodesASCII.txt", with: "FR.84\tRhone-Alpes\tRhone-Alpes\t11071625\n")
    try prefix("alternateNamesV2.txt", with: "1\t1\tde\tLyon-DE\t1\t\t\t\t\t\n")
    #expect(Array(try Data(contentsOf: data.placesFile).prefix(3)) == [0xEF, 0xBB, 0xBF])
    let engine = try await data.engine()
    #expect(engine.placeCount == 2)
    #expect(engine.places(ids: ["geonames:1"]).first?.subtitle == "Rhone-Alpes, France")
    #expect(engine.speaking(.german).places(ids: ["geonames:1"]).first?.name == "Lyon-DE")
  }

  @Test func aByteOrderMarkInsideAFileIsText() throws {
    // Only a file's first bytes can be a BOM; elsewhere it is a character of a field.
    let scanner = TSVScanner(bytes: Array("a\n\u{FEFF}b\n".utf8), path: "x", format: .places)
    var firsts: [[UInt8]] = []
    try scanner.forEachLine { (_, fields) throws(PlaceKitError) in firsts.append(Array(scanner.bytes[fields[0]])) }
    #expect(firsts == [Array("a".utf8), Array("\u{FEFF}b".utf8)])
    let chunk = TSVScanner(bytes: Array("\u{FEFF}c\n".utf8), path: "x", format: .places, firstLine: 40)
    var chunkFirsts: [[UInt8]] = []
    try chunk.forEachLine { (_, fields) throws(PlaceKitError) in chunkFirsts.append(Array(chunk.bytes[fields[0]])) }
    #expect(chunkFirsts == [Array("\u{FEFF}c".utf8)])
  }

  @Test func coordinatesAreParsedAndChecked() throws {
    #expect(try Location.parse("37.57, 126.98") == Location(latitude: 37.57, longitude: 126.98))
    #expect(try Location.parse("Seoul") == nil)
    #expect(throws: PlaceKitError.invalidCoordinates("95,10")) { try Location.parse("95,10") }
    #expect(throws: PlaceKitError.invalidCoordinates("10,181")) { try Location.parse("10,181") }
  }
}
