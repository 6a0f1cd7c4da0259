/// End-to-end tests of bad input: every usage, location and data error exits with
/// status 2, prints nothing on stdout and one line on stderr that starts with
/// "placesearch: " and carries a hint; data errors name the path, the line and the cause.
import Foundation
import Testing

@Suite("error messages")
struct ErrorMessageTests {
  /// Checks the error contract and returns the one stderr line.
  @discardableResult
  static func expectError(_ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation)
    -> String
  {
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    // Build progress may come first when the machine is slow (over half a second).
    let lines = result.errorLines.filter { !$0.hasPrefix("placesearch: building the place index") }
    #expect(lines.count == 1, "stderr:\n\(result.stderr)", sourceLocation: sourceLocation)
    let line = lines.first ?? ""
    #expect(line.hasPrefix("placesearch: "), sourceLocation: sourceLocation)
    #expect(
      line.contains("Hint:") || line.contains("--help"), "no hint in: \(line)",
      sourceLocation: sourceLocation)
    return line
  }

  @Test(
    "bad --near values",
    arguments: [
      (["complete", "seoul", "--near", "95,10"], "out of range"),
      (["complete", "seoul", "--near", "xyzzyqqq"], "xyzzyqqq"),
    ])
  func badLocation(arguments: [String], mentions: String) async throws {
    let line = Self.expectError(try await CLI.run(arguments))
    #expect(line.contains(mentions))
  }

  @Test(
    "usage errors",
    arguments: [
      (["complete", "seoul", "--limit", "0"], "--limit"),
      (["complete"], "<query>"),
      (["complete", "seoul", "--frobnicate"], "--frobnicate"),
      (["--limit", "3"], "Unknown option '--limit'"),  // the interactive search scrolls instead
      (["--expect", "ctrl-o,ctrl-z"], "--expect ctrl-z needs --no-suspend"),
      (["--bind", "ctrl-o:up,ctrl-z:abort"], "--bind ctrl-z needs --no-suspend"),
    ])
  func usageError(arguments: [String], mentions: String) async throws {
    let line = Self.expectError(try await CLI.run(arguments))
    #expect(line.contains(mentions))
  }

  @Test(
    "a key name --expect does not know is one sentence naming the accepted forms",
    arguments: [("btab", "btab"), ("ctrl-o,CTRL-H", "CTRL-H"), ("alt-B", "alt-B"), ("f1,ctrl-o", "f1")])
  func badExpectedKey(list: String, bad: String) async throws {
    let line = Self.expectError(try await CLI.run(["--expect", list]))
    #expect(line.hasPrefix(#"placesearch: invalid value "\#(list)" for --expect; "\#(bad)" is no key"#), "\(line)")
    #expect(line.contains("ctrl-a") && line.contains("alt-enter") && line.contains("one character"), "\(line)")
    #expect(line.hasSuffix("Hint: see 'placesearch pick --help'."), "\(line)")
  }

  @Test(
    "a key or action --bind does not know is one sentence naming it",
    arguments: [
      ("ctrl-y:accept,f1:up", #""f1" in "f1:up" is no key placesearch tells apart; keys: ctrl-a"#),
      ("ctrl-y:jump", #""jump" in "ctrl-y:jump" is no action placesearch has; actions: up, down,"#),
      ("ctrl-y", #""ctrl-y" gives its key no action: write KEY:ACTION"#),
    ])
  func badBinding(list: String, sentence: String) async throws {
    let line = Self.expectError(try await CLI.run(["--bind", list]))
    #expect(line.hasPrefix(#"placesearch: invalid value "\#(list)" for --bind; \#(sentence)"#), "\(line)")
    #expect(line.hasSuffix("Hint: see 'placesearch pick --help'."), "\(line)")
  }

  @Test("an empty --expect asks for a key name")
  func emptyExpectedKeys() async throws {
    let line = Self.expectError(try await CLI.run(["pick", "--expect", ""]))
    #expect(line.contains("give at least one key name"), "\(line)")
  }

  @Test(
    "a bad option value is one sentence naming the accepted values, and the hint names the subcommand's help",
    arguments: [
      (["--format", "xml"], #"invalid value "xml" for --format; accepted values: text, json, geojson, latlon. Hint: see 'placesearch pick --help'."#),
      (["complete", "seoul", "--limit", "abc"], #"invalid value "abc" for --limit; accepted values: a whole number from 1 to 100000. Hint: see 'placesearch complete --help'."#),
      (["search", "seoul", "--limit", "-3"], #"invalid value "-3" for --limit; accepted values: a whole number from 1 to 100000. Hint: see 'placesearch search --help'."#),
      (["recent", "--limit", "0"], #"invalid value "0" for --limit; accepted values: a whole number from 1 up. Hint: see 'placesearch recent --help'."#),
      (["config", "set"], #"Missing expected argument '<key>'. Hint: see 'placesearch config set --help'."#),
      (["search"], #"Missing expected argument '<query>'. Hint: see 'placesearch search --help'."#),
      (["complete"], #"Missing expected argument '<query>' (or use --stdin). Hint: see 'placesearch complete --help'."#),
      (["complete", "seoul", "--data", ""], #"invalid value "" for --data; an empty path names no file; give a GeoNames dump such as cities500.txt. Hint: see 'placesearch complete --help'."#),
      (["config", "set", "home", "Busan", "--data", ""], #"invalid value "" for --data; an empty path names no file; give a GeoNames dump such as cities500.txt. Hint: see 'placesearch config set --help'."#),
    ])
  func badOptionValue(arguments: [String], line expected: String) async throws {
    let line = Self.expectError(try await CLI.run(arguments))
    #expect(line == "placesearch: " + expected)
  }

  @Test(
    "an empty query is a usage error, exit status 2, in every subcommand that takes one",
    arguments: [["complete", ""], ["search", "  "], ["show", ""]])
  func emptyQuery(arguments: [String]) async throws {
    let line = Self.expectError(try await CLI.run(arguments))
    #expect(line == "placesearch: The query is empty; give a place name. Hint: see 'placesearch \(arguments[0]) --help'.")
  }

  @Test("--data naming a missing file: the message names the path")
  func missingDataFile() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = "/nonexistent/file.txt"
    let line = Self.expectError(
      try await CLI.launch(["complete", "seoul", "--data", path], cache: folder.cache))
    #expect(line.contains(path))
  }

  @Test("--data naming a directory: the message says so")
  func dataDirectory() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let line = Self.expectError(
      try await CLI.launch(["complete", "seoul", "--data", folder.url.path], cache: folder.cache))
    #expect(line.contains(folder.url.path))
    #expect(line.contains("directory"))
  }

  @Test("--data with a short line: the message names line 3")
  func shortLine() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let text =
      geoNamesRow(1, "Alpha", admin1: "IL", population: 100, latitude: 40, longitude: -89)
      + geoNamesRow(2, "Beta", admin1: "IL", population: 100, latitude: 41, longitude: -88)
      + "3\tGamma\tGamma\t\t42\n"
    let file = try folder.write("places.txt", Data(text.utf8))
    let line = Self.expectError(
      try await CLI.launch(["complete", "alp", "--data", file.path], cache: folder.cache))
    #expect(line.contains("line 3"))
    #expect(line.contains("found 5"))
  }

  @Test("--data with invalid UTF-8 in a name: the message names line 2 and UTF-8")
  func invalidUTF8() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var bytes = Data(
      (geoNamesRow(1, "Alpha", admin1: "IL", population: 100, latitude: 40, longitude: -89)
        + geoNamesRow(2, "Be@@ta", admin1: "IL", population: 100, latitude: 41, longitude: -88)).utf8)
    let marker = try #require(bytes.range(of: Data("@@".utf8)))
    bytes.replaceSubrange(marker, with: [0xFF, 0xFE])
    let file = try folder.write("places.txt", bytes)
    let line = Self.expectError(
      try await CLI.launch(["complete", "alp", "--data", file.path], cache: folder.cache))
    #expect(line.contains("line 2"))
    #expect(line.contains("UTF-8"))
  }

  @Test(
    "files beside --data: the hint names the file's own format, invalid UTF-8 is said as such, an empty one is refused",
    arguments: [
      ("admin1CodesASCII.txt", Data("US.IL\tIllinois\n".utf8), "line 1: expected 4 tab-separated columns, found 2", "admin1CodesASCII.txt beside --data takes GeoNames' 4 tab-separated columns"),
      ("admin1CodesASCII.txt", Data([0x55, 0x53, 0x2E, 0x49, 0x4C, 0x09, 0xCE, 0x6C, 0x0A]), "line 1: the text is not valid UTF-8", "admin1CodesASCII.txt beside --data"),
      ("countryInfo.txt", Data("#ISO\tISO3\n\n".utf8), "holds no records", "countryInfo.txt beside --data"),
      ("countryInfo.txt", Data(), "holds no records", "countryInfo.txt beside --data"),
    ])
  func fileBesideData(name: String, contents: Data, says: String, hint: String) async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = try folder.write(
      "places.txt", Data(geoNamesRow(1, "Alpha", admin1: "IL", population: 100, latitude: 40, longitude: -89).utf8))
    let beside = try folder.write(name, contents)
    let line = Self.expectError(try await CLI.launch(["complete", "alp", "--data", file.path], cache: folder.cache))
    #expect(line.hasPrefix("placesearch: \(beside.path)"), "\(line)")
    #expect(line.contains(says), "\(line)")
    #expect(line.contains("Hint: \(hint)"), "\(line)")
    #expect(!line.contains("19-column"), "\(line)")
  }

  @Test("control characters from input or data reach the terminal escaped, in errors and in text output")
  func controlCharactersAreEscaped() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    // ESC ] 0 ; … BEL retitles a terminal; ESC [ 2 J clears it; U+009B is a one-byte CSI.
    let near = try await CLI.run(["complete", "seoul", "--near", "x\u{1B}]0;owned\u{07}\u{9B}2J"])
    let line = Self.expectError(near)
    #expect(line.contains(#"No place is named "x\u{1B}]0;owned\u{07}\u{9B}2J""#), "\(line)")
    #expect(!near.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x9B].contains($0.value) })

    let file = try folder.write(
      "places.txt",
      Data(geoNamesRow(1, "Alpha\u{1B}[2Jville\u{9B}1m", admin1: "IL", population: 100, latitude: 40, longitude: -89).utf8))
    let text = try await CLI.launch(["search", "alpha", "--data", file.path], cache: folder.cache)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.hasPrefix(#"Alpha\u{1B}[2Jville\u{9B}1m  "#), "\(text.stdout)")
    let completions = try await CLI.launch(["complete", "--stdin", "--data", file.path], cache: folder.cache, stdin: "alp\n")
    #expect(completions.stdout == #"Alpha\u{1B}[2Jville\u{9B}1m"# + "\n", "\(completions.stdout)")
    let json = try await CLI.launch(["search", "alpha", "--data", file.path, "--json"], cache: folder.cache)
    #expect(json.jsonLines.first??["name"] as? String == "Alpha\u{1B}[2Jville\u{9B}1m")
  }

  @Test("--data with a duplicate id: answers from the rest, warns on every run naming the line")
  func duplicateWarning() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let text =
      geoNamesRow(1, "Alpha", admin1: "IL", population: 100, latitude: 40, longitude: -89)
      + geoNamesRow(1, "Alphabet", admin1: "IL", population: 100, latitude: 41, longitude: -88)
    let file = try folder.write("places.txt", Data(text.utf8))
    for _ in 0..<2 {  // the first run builds the index, the second reads it from the cache
      let result = try await CLI.launch(["complete", "alp", "--data", file.path], cache: folder.cache)
      #expect(result.status == 0)
      #expect(result.stdout.contains("Alpha") && !result.stdout.contains("Alphabet"))
      #expect(result.errorLines.filter { $0.contains("warning") } == [
        "placesearch: warning: \(file.path): skipped 1 line: 1 duplicate geonameid (line 2)"
      ])
    }
  }

  @Test("a query that is not UTF-8, as an argument or a --stdin line: one sentence naming it")
  func invalidUTF8Queries() async throws {
    // The shell adds the byte 0xFF, which a Swift String cannot carry.
    let argument = try await CLI.run(
      ["complete"], wrapper: ["sh", "-c", #"exec "$@" "$(printf 'se\377oul')""#, "sh"])
    #expect(Self.expectError(argument).contains("argument 2 is not valid UTF-8"))

    let piped = try await CLI.run(
      ["complete", "--stdin", "--limit", "1"],
      wrapper: ["sh", "-c", #"printf 'seoul\nse\377oul\nbusan\n' | "$@""#, "sh"])
    #expect(piped.status == 2)
    #expect(piped.lines == ["Seoul"])  // answered up to the bad line, then stopped
    #expect(piped.errorLines.count == 1)
    #expect(piped.stderr.contains("standard input, line 2 is not valid UTF-8"))
  }
}
