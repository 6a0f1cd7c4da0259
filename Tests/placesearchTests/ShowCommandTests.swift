import Foundation
import Testing

/// `placesearch show ID|QUERY`: a place's card as text, JSON and a braille map.
@Suite("show") struct ShowCommandTests {
  @Test("show seoul --json: time zone, local time, offset, population, names, links")
  func json() async throws {
    let result = try await CLI.run(["show", "seoul", "--json"])
    #expect(result.status == 0)
    #expect(result.lines.count == 1)
    let object = try #require(result.jsonLines.first ?? nil)
    #expect(object["id"] as? String == "geonames:1835848")
    #expect(object["timezone"] as? String == "Asia/Seoul")
    #expect(object["utcOffset"] as? String == "+09:00")
    let localTime = try #require(object["localTime"] as? String)
    let formatter = ISO8601DateFormatter()
    let parsed = try #require(formatter.date(from: localTime), "\(localTime)")
    #expect(abs(parsed.timeIntervalSinceNow) < 600)
    #expect(localTime.hasSuffix("+09:00"))
    #expect((CLI.number(object["population"]) ?? 0) > 0)
    #expect(object["kind"] as? String == "city")  // as the card says it
    #expect(object["featureCode"] == nil)  // the embedded towns have no code: no empty one
    #expect((object["otherNames"] as? [String])?.contains("서울") == true)
    #expect((object["hierarchy"] as? [String])?.last == "South Korea")
    let links = try #require(object["links"] as? [String: String])
    #expect(links["geoNames"] == "https://www.geonames.org/1835848")
    #expect(links["openStreetMap"] == "https://www.openstreetmap.org/?mlat=37.566&mlon=126.9784#map=12/37.566/126.9784")
  }

  /// A country's card names its capital and its time zones, at most five and then how
  /// many more; its JSON lists them all, with its extent.
  @Test func aCountryShowsItsCapitalAndTimeZones() async throws {
    let text = try await CLI.run(["show", "united states"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("Capital      Washington"), "\(text.stdout)")
    #expect(text.stdout.contains("America/New_York · America/Chicago"), "\(text.stdout)")
    #expect(text.stdout.contains("more"))
    let json = try await CLI.run(["show", "--json", "japan"])
    let object = try #require(CLI.object(json.stdout.trimmingCharacters(in: .newlines)))
    #expect(object["capital"] as? String == "Tokyo")
    #expect(object["timeZones"] as? [String] == ["Asia/Tokyo"])
    #expect((object["extent"] as? [Double])?.count == 4)
  }

  @Test("show geonames:1835848: labelled, aligned lines")
  func text() async throws {
    let result = try await CLI.run(["show", "geonames:1835848", "--near", "busan"])
    #expect(result.status == 0)
    #expect(result.lines.first == "Name         Seoul")
    #expect(result.lines.contains("In           South Korea"))
    #expect(result.lines.contains("Coordinates  37.56600,126.97840"))
    #expect(result.lines.contains("             37°33′58″N 126°58′42″E"))
    #expect(result.lines.contains { $0.hasPrefix("Time zone    Asia/Seoul · ") && $0.hasSuffix(" · UTC+09:00") })
    #expect(result.lines.contains { $0.hasPrefix("Distance     ") && $0.hasSuffix(" km NW of Busan") })
    #expect(result.lines.last == "Source       geonames:1835848")
    let korean = try await CLI.run(["show", "kr-admin:2711000000", "--lang", "ko"])
    #expect(korean.lines.first == "이름       중구")
    #expect(korean.lines.contains("위치       대구광역시 · 대한민국"))
  }

  @Test("show --map draws braille dots and marks the place")
  func map() async throws {
    let result = try await CLI.run(["show", "seoul", "--map"])
    #expect(result.status == 0)
    let map = result.lines.drop { !$0.isEmpty }.dropFirst()
    #expect(map.count == 12)
    #expect(map.allSatisfy { $0.count == 40 })
    #expect(map.joined().unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    #expect(map.joined().contains("@"))
  }

  @Test("show --map: you a few metres from the place share its cell, which shows @ alone; farther, + too")
  func mapMarkers() async throws {
    for near in ["37.5665,126.978", "37.566,126.9784", "seoul"] {
      let result = try await CLI.run(["show", "seoul", "--map", "--near", near])
      let map = result.lines.drop { !$0.isEmpty }.dropFirst().joined()
      #expect(result.status == 0 && map.count { $0 == "@" } == 1 && !map.contains("+"), "\(near):\n\(result.stdout)")
    }
    let incheon = try await CLI.run(["show", "seoul", "--map", "--near", "incheon"])
    let map = incheon.lines.drop { !$0.isEmpty }.dropFirst().joined()
    #expect(map.contains("@") && map.contains("+"), "\(incheon.stdout)")
  }

  @Test("no match and an unknown id: one sentence, exit 1", arguments: [
    ["show", "xyzzyqq"], ["show", "geonames:999999999"],
  ])
  func noMatch(arguments: [String]) async throws {
    let result = try await CLI.run(arguments)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("placesearch: No place") == true)
  }

  /// The embedded data has no landmarks, stations or streets: a query for one that finds
  /// nothing says where they come from; with `--data` the user chose the data, and
  /// `complete` (run at every key) stays silent.
  @Test("nothing found in the embedded data: one sentence naming --data, --server and the README section")
  func nothingFoundNamesWhereMoreComesFrom() async throws {
    for command in ["show", "search"] {
      let result = try await CLI.run([command, "eiffel tower"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.errorLines.count == 1, "\(result.stderr)")
      let line = result.errorLines.first ?? ""
      #expect(line.hasPrefix("placesearch: No place matches \"eiffel tower\"; "), "\(line)")
      for part in ["landmarks, stations and streets", "--data", "--server", "\"Where places come from\""] {
        #expect(line.contains(part), "\(line)")
      }
    }
    let complete = try await CLI.run(["complete", "eiffel tower"])
    #expect(complete.status == 1 && complete.stderr.isEmpty, "\(complete.stderr)")

    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = try folder.write("places.txt", CustomDataTests.places(missouriPopulation: 120_000))
    let own = try await CLI.launch(["search", "eiffel tower", "--data", file.path], cache: folder.cache)
    #expect(own.status == 1)
    #expect(own.errorLines.filter { $0.hasPrefix("placesearch: No place") } == ["placesearch: No place matches \"eiffel tower\"."], "\(own.stderr)")
  }

  @Test("a place matching some words only: no answer, exit 1, one line naming what matched without which words")
  func aPlaceMatchingSomeWordsIsNoAnswer() async throws {
    for command in ["show", "search"] {
      let result = try await CLI.run([command, "paris zzz"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty, "\(result.stdout)")
      #expect(result.errorLines.count == 1, "\(result.stderr)")
      let line = result.errorLines.first ?? ""
      #expect(line.hasPrefix("placesearch: No place matches every word of \"paris zzz\"; Paris matches without “zzz”; "), "\(line)")
      #expect(line.contains("landmarks, stations and streets"), "\(line)")
    }
    let complete = try await CLI.run(["complete", "paris zzz"])
    #expect(complete.status == 1 && complete.stderr.isEmpty, "\(complete.stderr)")
    #expect(!complete.stdout.contains("Paris"), "\(complete.stdout)")
    // JSON carries the rows, each saying which words it leaves out.
    let json = try await CLI.run(["complete", "--json", "paris zzz"])
    #expect(json.status == 1 && json.stderr.isEmpty, "\(json.stderr)")
    #expect(json.completions.allSatisfy { $0["leftOutWords"] as? [String] == ["zzz"] }, "\(json.stdout)")
    let lines = try await CLI.run(["complete", "--stdin"], stdin: "paris zzz\nparis\n").stdout.components(separatedBy: "\n")
    #expect(lines.count >= 2 && lines[0].isEmpty && lines[1].hasPrefix("Paris"), "\(lines)")
    // --select-1 prints nothing (with no terminal for the list: exit 1), --near names no place.
    let selected = try await CLI.run(["--query", "paris zzz", "--select-1", "--no-history"], wrapper: ["setsid", "-w"])
    #expect(selected.status == 1 && selected.stdout.isEmpty, "\(selected.stdout)")
    let near = try await CLI.run(["recommend", "--near", "paris zzz"])
    #expect(near.status == 2 && near.stdout.isEmpty && near.stderr.contains("No place is named"), "\(near.stderr)")
  }

  @Test("--map with --json is one sentence, exit 2")
  func mapWithJSON() async throws {
    let result = try await CLI.run(["show", "seoul", "--map", "--json"])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
  }
}
