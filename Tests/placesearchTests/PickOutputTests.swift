/// `placesearch --select-1`: a start query with exactly one match is printed without the
/// UI, in each output format; one with several matches needs the UI (none here: exit 2).
import Foundation
import Testing

struct PickOutputTests {
  @Test func selectOnePrintsEachFormat() async throws {
    let text = try await CLI.run(["--query", "역삼동", "--select-1"], wrapper: ["setsid", "-w"])
    #expect(text.status == 0)
    #expect(text.stdout == "Yeoksam-dong, Gangnam-gu, Seoul, South Korea\t37.50039,127.03868\n")

    // The same place, named in Korean: every level of the name in one language.
    let korean = try await CLI.run(["--query", "역삼동", "--select-1", "--lang", "ko"], wrapper: ["setsid", "-w"])
    #expect(korean.stdout == "역삼동, 강남구, 서울특별시, 대한민국\t37.50039,127.03868\n")

    let latlon = try await CLI.run(["--query", "역삼동", "--select-1", "--format", "latlon"], wrapper: ["setsid", "-w"])
    #expect(latlon.stdout == "37.50039,127.03868\n")

    let json = try await CLI.run(["--query", "역삼동", "--select-1", "--format", "json"], wrapper: ["setsid", "-w"])
    let object = try #require(CLI.object(json.stdout.trimmingCharacters(in: .newlines)))
    #expect(object["id"] as? String == "kr-admin:1168010100")

    let geojson = try await CLI.run(["--query", "역삼동", "--select-1", "--format", "geojson"], wrapper: ["setsid", "-w"])
    let feature = try #require(CLI.object(geojson.stdout.trimmingCharacters(in: .newlines)))
    #expect(feature["type"] as? String == "Feature")
    let geometry = try #require(feature["geometry"] as? [String: Any])
    #expect(geometry["type"] as? String == "Point")
    #expect((geometry["coordinates"] as? [Double]) == [127.03868, 37.50039])
    #expect((feature["properties"] as? [String: Any])?["name"] as? String == "Yeoksam-dong")
  }

  @Test func enumeratedValuesIgnoreCaseOnTheCommandLineAsInTheSettings() async throws {
    // `config set format JSON` is accepted, so `--format GEOJSON` is too.
    let geojson = try await CLI.run(["--query", "역삼동", "--select-1", "--format", "GEOJSON"], wrapper: ["setsid", "-w"])
    #expect(geojson.status == 0, "\(geojson.stderr)")
    #expect(CLI.object(geojson.stdout.trimmingCharacters(in: .newlines))?["type"] as? String == "Feature")
    let latlon = try await CLI.run(["--query", "역삼동", "--select-1", "--format", " LatLon "], wrapper: ["setsid", "-w"])
    #expect(latlon.stdout == "37.50039,127.03868\n", "\(latlon.stderr)")
  }

  @Test func helpListsEachOptionsAcceptedValuesOnce() async throws {
    let help = try await CLI.run(["pick", "--help"])
    #expect(help.status == 0)
    // Option help wraps; read it as one line.
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for value in ["geojson", "latlon", "ko", "ru"] {
      let listed = text.split(separator: " ").filter { $0.trimmingCharacters(in: .punctuationCharacters) == value }
      #expect(listed.count == 1, "\(value) is listed \(listed.count) times in:\n\(help.stdout)")
    }
  }

  /// The overview's lines fit the 80 columns the help is wrapped to (no word left alone
  /// on a line of its own), and `--json` says what every command prints.
  @Test func theHelpReadsAsWritten() async throws {
    let help = try await CLI.run(["--help"])
    #expect(help.status == 0)
    let lines = help.stdout.components(separatedBy: "\n")
    #expect(!lines.contains { !$0.isEmpty && !$0.contains(" ") && !$0.hasSuffix(":") }, "\(help.stdout)")
    let pick = try await CLI.run(["pick", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(pick.contains("--json Print JSON instead of text, one object per line."), "\(pick)")
  }

  @Test func coordinatesPrintWithFiveDecimalsAsEverywhere() async throws {
    // Seoul lies at 37.566,126.9784: the zeros stay, as `recommend` and `recent` print them.
    let latlon = try await CLI.run(["--query", "서울특별시", "--select-1", "--format", "latlon"], wrapper: ["setsid", "-w"])
    #expect(latlon.stdout == "37.56600,126.97840\n", "\(latlon.stderr)")
    let text = try await CLI.run(["--query", "서울특별시", "--select-1"], wrapper: ["setsid", "-w"])
    #expect(text.stdout == "Seoul, South Korea\t37.56600,126.97840\n", "\(text.stderr)")
    let recommended = try await CLI.run(["recommend", "--near", "37.566,126.9784", "--limit", "1"])
    #expect(recommended.stdout.contains("37.56600,126.97840"), "\(recommended.stdout)")
  }

  /// As fzf's --select-1 prints them: the query, and an empty line for the key (no key chose).
  @Test func selectOnePrintsTheQueryAndAnEmptyKeyLineFirst() async throws {
    let result = try await CLI.run(
      ["--query", "역삼동", "--select-1", "--print-query", "--expect", "ctrl-o"], wrapper: ["setsid", "-w"])
    #expect(result.status == 0)
    #expect(result.stdout == "역삼동\n\nYeoksam-dong, Gangnam-gu, Seoul, South Korea\t37.50039,127.03868\n")
    let none = try await CLI.run(["--query", "zzqxzzqx", "--select-1", "--print-query"], wrapper: ["setsid", "-w"])
    #expect(none.status == 1)
    #expect(none.stdout == "zzqxzzqx\n")
  }

  /// fzf's names and aliases, in any case, in lists given more than once.
  @Test func expectTakesFzfsKeyNames() async throws {
    let result = try await CLI.run(
      ["--query", "역삼동", "--select-1", "--expect", "CTRL-O,alt-return,pgdn,,", "--expect", "ctrl-_,bs,x"],
      wrapper: ["setsid", "-w"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "\nYeoksam-dong, Gangnam-gu, Seoul, South Korea\t37.50039,127.03868\n")
  }

  @Test func severalMatchesNeedTheUI() async throws {
    let result = try await CLI.run(["--query", "springfield", "--select-1"], wrapper: ["setsid", "-w"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
  }

  @Test func noMatchWithoutATerminalIsNothingFound() async throws {
    let result = try await CLI.run(["--query", "zzqxzzqx", "--select-1"], wrapper: ["setsid", "-w"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func jsonAndAnotherFormatConflict() async throws {
    let result = try await CLI.run(["--query", "역삼동", "--select-1", "--json", "--format", "latlon"], wrapper: ["setsid", "-w"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.stderr.contains("Give either --json or --format latlon, not both."))
    let same = try await CLI.run(["--query", "역삼동", "--select-1", "--json", "--format", "json"], wrapper: ["setsid", "-w"])
    #expect(same.status == 0)
    #expect(CLI.object(same.stdout.trimmingCharacters(in: .newlines)) != nil)
  }

  @Test func badFormatIsAUsageError() async throws {
    let result = try await CLI.run(["--format", "xml"], wrapper: ["setsid", "-w"])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
  }
}
