import Foundation
import Testing
@testable import PlaceKit

/// Bad data and bad locations become one clear sentence naming the file and line.
struct DataErrorTests {
  private func load(_ text: [UInt8]) throws(PlaceKitError) -> PlaceEngine {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placekit-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("bad.txt")
    try? Data(text).write(to: file)
    return try PlaceEngine.load(.geoNamesFile(file), cacheDirectory: folder.appendingPathComponent("cache"))
  }

  private let good = Array("1\tA\t\t\t1.0\t2.0\tP\tPPL\tUS\t\t\t\t\t\t500\t\t\tUTC\t\n".utf8)

  @Test func wrongColumnCountNamesTheLine() {
    do {
      _ = try load(good + good + Array("3\tC\t1.0\n".utf8))
      Issue.record("expected an error")
    } catch {
      guard case .malformedData(_, let line, let reason) = error else { Issue.record("\(error)"); return }
      #expect(line == 3)
      #expect(reason.contains("19"))
      #expect(error.description.contains("line 3"))
      #expect(error.description.contains("Hint"))
    }
  }

  @Test func invalidUTF8AndBadNumbers() {
    var bytes = good
    bytes += Array("2\t".utf8) + [0xFF, 0xFE] + Array("\t\t\t1.0\t2.0\tP\tPPL\tUS\t\t\t\t\t\t500\t\t\tUTC\t\n".utf8)
    #expect(throws: PlaceKitError.self) { try load(bytes) }
    do { _ = try load(bytes) } catch {
      #expect(error.description.contains("line 2") && error.description.contains("UTF-8"))
    }
    let badLatitude = Array("1\tA\t\t\t91.5\t2.0\tP\tPPL\tUS\t\t\t\t\t\t500\t\t\tUTC\t\n".utf8)
    do { _ = try load(badLatitude) } catch { #expect(error.description.contains("latitude")) }
  }

  @Test func missingFilesAndDirectories() {
    do {
      _ = try PlaceEngine.load(.geoNamesFile(URL(fileURLWithPath: "/no/such/cities.txt")))
      Issue.record("expected an error")
    } catch {
      #expect(error == .unreadableData(path: "/no/such/cities.txt", reason: "no such file"))
    }
    do {
      _ = try PlaceEngine.load(.geoNamesFile(FileManager.default.temporaryDirectory))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("directory"))
    }
    #expect(throws: PlaceKitError.self) { try load([]) }
  }

  @Test func coordinatesAreParsedAndChecked() throws {
    #expect(try Location.parse("37.57, 126.98") == Location(latitude: 37.57, longitude: 126.98))
    #expect(try Location.parse("Seoul") == nil)
    #expect(throws: PlaceKitError.invalidCoordinates("95,10")) { try Location.parse("95,10") }
    #expect(throws: PlaceKitError.invalidCoordinates("10,181")) { try Location.parse("10,181") }
  }
}
