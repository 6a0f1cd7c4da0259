/// Recent places end to end: choosing records (unless told not to), `recent` lists and
/// clears, a corrupt file is moved aside with one warning, and two processes recording
/// at the same moment both keep their entry.
import EngineTestSupport
import Foundation
import PlaceKit
import PlaceKitFakes
import Testing

struct HistoryCommandTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// `placesearch --query QUERY --select-1` (a query with one match: no UI), sharing
  /// this test's history.
  private func choose(
    _ query: String, _ extra: [String] = [], environment: [String: String?] = [:], started: Box<Int>? = nil
  ) async throws -> CLIResult {
    try await CLI.run(
      ["--query", query, "--select-1"] + extra, environment: folder.xdgEnvironment.merging(environment) { $1 },
      wrapper: ["setsid", "-w"], started: started)
  }

  private func recent(_ arguments: [String] = []) async throws -> CLIResult {
    try await CLI.run(["recent"] + arguments, environment: folder.xdgEnvironment)
  }

  private func recordedIDs() throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.recentFile)) as? [String: Any]
    return (object?["places"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  @Test func choosingRecordsAndRecentListsMostRecentFirst() async throws {
    defer { folder.remove() }
    #expect(try await choose("역삼동").status == 0)
    #expect(try await choose("해운대구").status == 0)
    #expect(try await choose("역삼동").status == 0)

    let text = try await recent()
    #expect(text.status == 0)
    #expect(text.lines.count == 2, "\(text.stdout)")
    #expect(text.lines.first?.hasPrefix("Yeoksam-dong  ") == true)
    #expect(text.lines.first?.contains("37.50039,127.03868") == true)
    #expect(text.lines.last?.hasPrefix("Haeundae-gu") == true)
    #expect(text.stderr.isEmpty)

    // Names follow the display language of the listing, not the one they were chosen in.
    let korean = try await recent(["--lang", "ko"])
    #expect(korean.lines.first?.hasPrefix("역삼동 ") == true, "\(korean.stdout)")
    #expect(korean.lines.first?.contains(" 강남구, 서울특별시, 대한민국 ") == true, "\(korean.stdout)")
    #expect(korean.lines.last?.hasPrefix("해운대구  부산광역시, 대한민국 ") == true, "\(korean.stdout)")

    let json = try await recent(["--json"])
    let objects = json.jsonLines.compactMap { $0 }
    #expect(objects.map { $0["id"] as? String } == ["kr-admin:1168010100", "kr-admin:2635000000"])
    #expect(objects.first?["name"] as? String == "Yeoksam-dong")
    #expect(CLI.number(objects.first?["latitude"]) == 37.50039)
    let chosenAt = try #require(objects.first?["chosenAt"] as? String)
    #expect(ISO8601DateFormatter().date(from: chosenAt) != nil, "\(chosenAt)")

    let one = try await recent(["--limit", "1"])
    #expect(one.lines.count == 1)
  }

  @Test func recentAsksTheServerEveryCommandAsks() async throws {
    defer { folder.remove() }
    #expect(try await choose("역삼동").status == 0)
    let refusing = RefusingPort()
    defer { withExtendedLifetime(refusing) {} }
    // The names are looked up where every command asks: the server first (it refuses:
    // one warning), then the embedded data.
    let listed = try await recent(["--server", refusing.url, "--server-timeout", "60000"])
    #expect(listed.status == 0)
    #expect(listed.lines.first?.hasPrefix("Yeoksam-dong  ") == true, "\(listed.stdout)")
    #expect(listed.errorLines.count == 1 && listed.stderr.contains(refusing.url), "\(listed.stderr)")
    let environment = try await CLI.run(
      ["recent", "--server-timeout", "60000"],
      environment: folder.xdgEnvironment.merging(["PLACESEARCH_SERVER": refusing.url]) { $1 })
    #expect(environment.stderr.contains(refusing.url), "\(environment.stderr)")
  }

  @Test func clearEmptiesTheListAndAnEmptyListExitsOne() async throws {
    defer { folder.remove() }
    let none = try await recent()
    #expect(none.status == 1)
    #expect(none.stdout.isEmpty)
    #expect(try await choose("역삼동").status == 0)
    let cleared = try await recent(["--clear"])
    #expect(cleared.status == 0)
    #expect(cleared.stdout.isEmpty)
    #expect(try await recent().status == 1)
    #expect(try recordedIDs().isEmpty)
  }

  @Test func anEntrySavedUnderAMergedIDIsThePlaceItWasMergedInto() async throws {
    defer { folder.remove() }
    // 서울특별시 was a place of its own before it was merged into Seoul.
    func entry(_ id: String, _ name: String, _ chosenAt: String) -> String {
      "{\"id\":\"\(id)\",\"name\":\"\(name)\",\"subtitle\":\"South Korea\",\"countryCode\":\"KR\","
        + "\"latitude\":37.56484,\"longitude\":126.87174,\"chosenAt\":\"\(chosenAt)\"}"
    }
    let places = [entry("geonames:1835848", "Seoul", "2026-11-02T10:00:00Z"), entry("kr-admin:1100000000", "서울특별시", "2026-11-01T10:00:00Z")]
    try FileManager.default.createDirectory(
      at: folder.recentFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"version\":1,\"places\":[\(places.joined(separator: ","))]}".utf8).write(to: folder.recentFile)
    let listed = try await recent(["--json"])
    let objects = listed.jsonLines.compactMap { $0 }
    #expect(objects.map { $0["id"] as? String } == ["geonames:1835848"], "\(listed.stdout)")
  }

  @Test func noHistoryFlagAndEnvironmentRecordNothing() async throws {
    defer { folder.remove() }
    let flagged = try await choose("역삼동", ["--no-history"])
    #expect(flagged.status == 0)
    #expect(flagged.stdout.hasPrefix("Yeoksam-dong"))
    let environment = try await choose("해운대구", environment: ["PLACESEARCH_NO_HISTORY": "1"])
    #expect(environment.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.recentFile.path))
    #expect(try await recent().status == 1)
    // "0" (or empty) leaves history on.
    #expect(try await choose("서초동", environment: ["PLACESEARCH_NO_HISTORY": "0"]).status == 0)
    #expect(try recordedIDs().count == 1)
  }

  @Test func aCorruptFileIsMovedAsideWithOneWarningLine() async throws {
    defer { folder.remove() }
    let stateFolder = folder.recentFile.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
    try Data("{\"version\":1,\"places\":[{\"id\":".utf8).write(to: folder.recentFile)
    let listed = try await recent()
    #expect(listed.status == 1)
    #expect(listed.errorLines.count == 1, "\(listed.stderr)")
    let warning = try #require(listed.errorLines.first)
    #expect(warning.hasPrefix("placesearch: warning: the recent places file \(folder.recentFile.path)"), "\(warning)")
    #expect(warning.contains("moved aside to \(folder.recentFile.path).corrupt-"), "\(warning)")
    let aside = try FileManager.default.contentsOfDirectory(atPath: stateFolder.path).filter { $0.contains(".corrupt-") }
    #expect(aside.count == 1)
    // Choosing afterwards records as usual, without another warning.
    let chosen = try await choose("역삼동")
    #expect(chosen.status == 0)
    #expect(chosen.stderr.isEmpty, "\(chosen.stderr)")
    #expect(try recordedIDs() == ["kr-admin:1168010100"])
  }

  @Test func listingNeedsNoWritableStateFolder() async throws {
    defer { folder.remove() }
    #expect(try await choose("역삼동").status == 0)
    // A folder where the lock file goes: the lock cannot be taken (not even by root,
    // whom permission bits do not stop), so only a lock-free read can list.
    let lockFile = folder.recentFile.deletingLastPathComponent().appendingPathComponent("recent.json.lock")
    try FileManager.default.removeItem(at: lockFile)
    try FileManager.default.createDirectory(at: lockFile, withIntermediateDirectories: false)
    let listed = try await recent()
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.lines.first?.hasPrefix("Yeoksam-dong") == true, "\(listed.stdout)")
    #expect(listed.stderr.isEmpty)
  }

  @Test func aProcessWaitsForTheLockThenMergesWhatTheOtherWrote() async throws {
    defer { folder.remove() }
    await TestIndex.ready()
    // Hold the lock, start two processes that choose a place each, see both blocked
    // on the lock (in /proc/locks), and release it: each must re-read under the lock.
    let lock = try HeldLock(folder.recentFile.deletingLastPathComponent().appendingPathComponent("recent.json.lock"))

    let started = Box(0)
    async let first = choose("역삼동", started: started)
    async let second = choose("해운대구", started: started)
    #expect(try await lock.waitForWaiters(2, started: started) == 2, "both processes should wait for the lock")
    #expect(!FileManager.default.fileExists(atPath: folder.recentFile.path), "written without the lock")
    lock.release()
    let results = try await [first, second]
    #expect(results.map(\.status) == [0, 0])
    #expect(Set(try recordedIDs()) == ["kr-admin:1168010100", "kr-admin:2635000000"])
  }

  @Test func twoProcessesFinishingTogetherBothKeepTheirEntry() async throws {
    defer { folder.remove() }
    await TestIndex.ready()
    let pairs = [("역삼동", "해운대구"), ("Tegucigalpa", "Kathmandu"), ("Mbabane", "서초동")]
    var expected: Set<String> = []
    for (one, other) in pairs {
      async let first = choose(one, ["--format", "json"])
      async let second = choose(other, ["--format", "json"])
      let results = try await [first, second]
      #expect(results.map(\.status) == [0, 0])
      for result in results {
        if let id = CLI.object(result.stdout.trimmingCharacters(in: .newlines))?["id"] as? String { expected.insert(id) }
      }
      #expect(Set(try recordedIDs()) == expected, "after \(one) and \(other)")
    }
    #expect(expected.count == 6)
  }
}
