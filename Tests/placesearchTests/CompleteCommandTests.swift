/// End-to-end tests of `placesearch complete` on the embedded dataset: the JSON line
/// shape, Latin/Hangul/initial-consonant/diacritic queries, grouped completions and
/// their text form, ranking near a location, `--stdin` and the "nothing found" status.
import Foundation
import PlaceKit
import Testing

@Suite("complete")
struct CompleteCommandTests {
  static let seoul = "geonames:1835848"

  @Test("complete seoul --json prints one JSON line with Seoul first")
  func seoulJSON() async throws {
    let result = try await CLI.run(["complete", "seoul", "--json"])
    #expect(result.status == 0)
    #expect(result.lines.count == 1)
    let object = try #require(CLI.object(result.lines.first ?? ""))
    #expect(Set(object.keys) == ["query", "completions"])
    #expect(object["query"] as? String == "seoul")
    let first = try #require(result.completions.first)
    #expect(first["title"] as? String == "Seoul")
    #expect((first["places"] as? [String])?.first == Self.seoul)
    #expect(first["highlights"] as? [[Int]] == [[0, 5]])
    #expect(first["matchedName"] as? String == "Seoul")
    #expect(result.stderr.isEmpty)
  }

  @Test("Hangul and initial-consonant queries complete to Seoul", arguments: ["서울", "ㅅㅇ"])
  func hangulSeoulFirst(query: String) async throws {
    let result = try await CLI.run(["complete", query, "--json"])
    #expect(result.status == 0)
    #expect(result.firstPlaces.first == Self.seoul)
  }

  @Test("a query ending mid-syllable (서우) still completes to 서울")
  func midSyllable() async throws {
    let result = try await CLI.run(["complete", "서우", "--json"])
    #expect(result.status == 0)
    #expect(result.firstPlaces.contains(Self.seoul))
  }

  @Test(
    "accents, case and Unicode normalization do not matter",
    arguments: ["sao paulo", "São Paulo", "Sa\u{0303}o Paulo"])
  func saoPaulo(query: String) async throws {
    let result = try await CLI.run(["complete", query, "--json"])
    #expect(result.status == 0)
    #expect(result.firstPlaces.first == "geonames:3448439")
  }

  @Test("springfield: the first completion groups several places")
  func springfieldGroupJSON() async throws {
    let result = try await CLI.run(["complete", "springfield", "--json"])
    #expect(result.status == 0)
    let first = try #require(result.completions.first)
    #expect(first["title"] as? String == "Springfield")
    #expect(result.firstPlaces.count > 1)
  }

  @Test("springfield text output: \"Springfield · N places\" and aligned subtitles")
  func springfieldGroupText() async throws {
    let result = try await CLI.run(["complete", "springfield"])
    #expect(result.status == 0)
    let first = try #require(result.lines.first)
    let regex = #/^Springfield · (\d+) places  /#
    let count = try #require(first.firstMatch(of: regex)).output.1
    #expect(Int(count)! > 1)
    // The subtitle column starts at the same display column in every row.
    let starts = result.lines.map(CLI.secondColumnStart)
    #expect(starts.count >= 3)
    #expect(Set(starts).count == 1, "subtitle columns start at \(starts):\n\(result.stdout)")
  }

  @Test(
    "portland ranks the nearer Portland first",
    arguments: [
      ("42.36,-71.06", "geonames:4975802"),  // Boston → Portland, Maine
      ("47.61,-122.33", "geonames:5746545"),  // Seattle → Portland, Oregon
    ])
  func portlandNear(near: String, expected: String) async throws {
    let result = try await CLI.run(["complete", "portland", "--near", near, "--json"])
    #expect(result.status == 0)
    #expect(result.firstPlaces.first == expected)
  }

  @Test(
    "a typo still finds the place, also in a short word or the second word",
    arguments: [
      ("seuol", "geonames:1835848"), ("rmoe", "geonames:3169070"), ("new yrok", "geonames:5128581"),
      ("lodn", "geonames:2643743"),
    ])
  func typos(query: String, expected: String) async throws {
    for limit in ["1", "10"] {
      let result = try await CLI.run(["complete", query, "--json", "--limit", limit])
      #expect(result.firstPlaces.first == expected, "\(query) --limit \(limit): \(result.stdout)")
    }
  }

  @Test("--near: a one-place completion has distance and bearing (text and JSON), a group its count")
  func distanceAndBearingNear() async throws {
    let text = try await CLI.run(["complete", "gwang", "--near", "Seoul", "--limit", "3"])
    #expect(text.status == 0)
    #expect(text.lines.count == 3)
    #expect(text.lines[0].hasPrefix("Gwangmyeong ") && text.lines[0].hasSuffix(" km  SW"), "\(text.stdout)")
    #expect(text.lines[1].hasPrefix("Gwangju · 2 places ") && !text.lines[1].contains(" km"), "\(text.stdout)")
    // The distance column is right-aligned: every measured row ends at the same column.
    #expect(text.lines[0].firstRange(of: " km")?.lowerBound.utf16Offset(in: text.lines[0])
      == text.lines[2].firstRange(of: " km")?.lowerBound.utf16Offset(in: text.lines[2]), "\(text.stdout)")

    let json = try await CLI.run(["complete", "busan", "--near", "37.57,126.98", "--limit", "1", "--json"])
    let busan = try #require(json.completions.first)
    #expect(busan["bearing"] as? String == "SE")
    #expect(abs((busan["distanceKm"] as? Double ?? 0) - 330) < 5, "\(json.stdout)")
    let plain = try await CLI.run(["complete", "busan", "--limit", "1", "--json"])
    #expect(plain.completions.first?["distanceKm"] == nil && plain.completions.first?["bearing"] == nil)
  }

  @Test("--stdin answers each line at once, one JSON line per query")
  func stdinQueries() async throws {
    let result = try await CLI.run(["complete", "--stdin", "--json"], stdin: "seo\nbusan\n\n")
    #expect(result.status == 0)
    #expect(result.lines.count == 3)
    let objects = result.jsonLines
    #expect(objects.map { $0?["query"] as? String } == ["seo", "busan", ""])
    let completions = objects.map { $0?["completions"] as? [[String: Any]] }
    #expect(completions[0]?.isEmpty == false)
    #expect((completions[1]?.first?["places"] as? [String])?.first == "geonames:1838524")
    #expect(completions[2]?.isEmpty == true)
  }

  @Test("--stdin that cannot be read (a directory) is one sentence and exit 2, not an empty input")
  func unreadableStdin() async throws {
    let result = try await CLI.run(["complete", "--stdin"], wrapper: ["sh", "-c", "exec \"$0\" \"$@\" < /"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.errorLines == [
      "placesearch: Could not read standard input: Is a directory. Hint: give --stdin a file or a pipe of text lines.",
    ])
  }

  @Test("no match: exit 1, nothing on stdout or stderr")
  func noMatchText() async throws {
    let result = try await CLI.run(["complete", "xqzvw"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test("no match with --json: exit 1 and an empty completions array")
  func noMatchJSON() async throws {
    let result = try await CLI.run(["complete", "xqzvw", "--json"])
    #expect(result.status == 1)
    #expect(result.lines == [#"{"query":"xqzvw","completions":[]}"#])
  }

  @Test("rows leaving a word out: --json carries them with leftOutWords, text prints none; exit 1 both")
  func partialRows() async throws {
    let json = try await CLI.run(["complete", "paris zzz", "--json"])
    #expect(json.status == 1)
    let first = try #require(json.completions.first)
    #expect(first["title"] as? String == "Paris" && first["leftOutWords"] as? [String] == ["zzz"])
    #expect(json.completions.allSatisfy { $0["leftOutWords"] as? [String] == ["zzz"] })
    let full = try await CLI.run(["complete", "paris", "--json"])
    #expect(full.status == 0 && full.completions.allSatisfy { $0["leftOutWords"] == nil })
    let text = try await CLI.run(["complete", "paris zzz"])
    #expect(text.status == 1 && text.stdout.isEmpty)
  }

  @Test("--lang ko: a group counts its places in Korean, a bearing is a Korean word")
  func koreanTextRows() async throws {
    let group = try await CLI.run(["complete", "springfield", "--lang", "ko", "--limit", "1"])
    #expect(group.status == 0)
    #expect(group.lines.first?.contains(/·\s\d+곳/) == true, "\(group.stdout)")
    let near = try await CLI.run(["search", "부산", "--lang", "ko", "--near", "37.5,127", "--limit", "1"])
    #expect(near.lines.first?.contains("남동") == true, "\(near.stdout)")
  }
}
