/// `placesearch config` end to end, and the settings taking effect: home as the current
/// location, the output format (and --format over it), miles; clear sentences for bad
/// keys, values and files.
import Foundation
import PlaceKit
import PlaceKitFakes
import Testing

struct ConfigCommandTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  private func run(
    _ arguments: [String], environment: [String: String?] = [:], wrapper: [String] = [], started: Box<Int>? = nil
  ) async throws -> CLIResult {
    try await CLI.run(
      arguments, environment: folder.xdgEnvironment.merging(environment) { $1 }, wrapper: wrapper, started: started)
  }

  @Test func listShowsEveryKeyAndWhetherItIsTheDefault() async throws {
    defer { folder.remove() }
    let defaults = try await run(["config", "list"])
    #expect(defaults.status == 0)
    #expect(
      defaults.lines.map { $0.split(separator: " ").first.map(String.init) } == ["home", "format", "units", "lang", "preview", "height", "bind", "server"])
    #expect(defaults.lines.allSatisfy { $0.hasSuffix("(default)") }, "\(defaults.stdout)")
    #expect(try await run(["config"]).stdout == defaults.stdout)
    #expect(try await run(["config", "set", "units", "mi"]).stdout == "units = mi\n")
    let changed = try await run(["config", "list"])
    #expect(changed.lines.dropFirst(2).first == "units    mi", "\(changed.stdout)")
    let json = try await run(["config", "list", "--json"])
    let units = json.jsonLines.first { $0?["key"] as? String == "units" } ?? nil
    #expect(units?["value"] as? String == "mi")
    #expect(units?["default"] as? Bool == false)
    #expect(try await run(["config", "set", "height", "15"]).stdout == "height = 15\n")
    #expect(try await run(["config", "get", "height"]).stdout == "15\n")
  }

  @Test func aFolderWhereTheSettingsFileGoesIsOnePlainSentence() async throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.configFile, withIntermediateDirectories: true)
    for arguments in [["config", "get", "units"], ["config", "set", "units", "mi"], ["config", "list"]] {
      let result = try await run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr == "placesearch: \(folder.configFile.path) is a folder, where placesearch keeps a file. "
          + "Hint: move the folder away (placesearch then starts a new file there).\n", "\(arguments): \(result.stderr)")
    }
  }

  @Test func setGetUnset() async throws {
    defer { folder.remove() }
    #expect(try await run(["config", "get", "format"]).stdout == "text\n")
    #expect(try await run(["config", "set", "output.format", "geojson"]).status == 0)
    #expect(try await run(["config", "get", "format"]).stdout == "geojson\n")
    let file = try String(contentsOf: folder.configFile, encoding: .utf8)
    #expect(file.contains("\"output.format\": \"geojson\""), "\(file)")
    #expect(try await run(["config", "unset", "format"]).status == 0)
    #expect(try await run(["config", "get", "format"]).stdout == "text\n")
  }

  @Test("an unset key: nothing on stdout and exit 1 from get, null in JSON; a set home is an object")
  func unsetHomeAndHomeAsJSON() async throws {
    defer { folder.remove() }
    let unset = try await run(["config", "get", "home"])
    #expect(unset.status == 1)
    #expect(unset.stdout.isEmpty)
    #expect(unset.stderr.isEmpty)
    let home = { (result: CLIResult) in result.jsonLines.first { $0?["key"] as? String == "home" } ?? nil }
    let none = try #require(home(try await run(["config", "list", "--json"])))
    #expect(none["value"] is NSNull)
    #expect(try await run(["config", "set", "home", "Busan", "--lang", "en"]).status == 0)
    let busan = try #require(home(try await run(["config", "list", "--json"]))?["value"] as? [String: Any])
    #expect(busan["id"] as? String == "geonames:1838524")
    #expect(busan["name"] as? String == "Busan")
    #expect(busan["label"] as? String == "Busan, South Korea")
    #expect(CLI.number(busan["latitude"]) == 35.10168)
    #expect(CLI.number(busan["longitude"]) == 129.03004)
    #expect(try await run(["config", "get", "home"]).stdout == "Busan, South Korea (35.10168,129.03004)\n")
    #expect(try await run(["config", "set", "home", "35.18,129.08"]).status == 0)
    let point = try #require(home(try await run(["config", "list", "--json"]))?["value"] as? [String: Any])
    #expect(point["id"] is NSNull && point["name"] is NSNull)
    #expect(CLI.number(point["latitude"]) == 35.18)
  }

  @Test func invalidValuesAndUnknownKeysAreOneSentence() async throws {
    defer { folder.remove() }
    let value = try await run(["config", "set", "units", "miles"])
    #expect(value.status == 2)
    #expect(value.stderr == "placesearch: invalid value \"miles\" for units; accepted values: km, mi.\n")
    let height = try await run(["config", "set", "height", "3"])
    #expect(height.status == 2)
    #expect(height.stderr == "placesearch: invalid value \"3\" for height; accepted values: full, a number of rows from 5 (e.g. 10), or a percentage (e.g. 40%).\n")
    let key = try await run(["config", "get", "colour"])
    #expect(key.status == 2)
    #expect(key.stderr == "placesearch: unknown setting \"colour\"; the settings are home, format, units, lang, preview, height, bind, server.\n")
    let place = try await run(["config", "set", "home", "Atlantisxyzzy"])
    #expect(place.status == 2)
    #expect(place.errorLines.count == 1)
    #expect(place.stderr.hasPrefix(#"placesearch: No place is named "Atlantisxyzzy". Hint: "#), "\(place.stderr)")
    let number = try await run(["config", "set", "home", "-33.87"])
    #expect(number.status == 2)
    #expect(number.stderr.contains("for home; accepted values: a place name"), "\(number.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path))
  }

  /// `bind` keeps the bindings as given; one that names an unknown key or action is
  /// refused with what the setting takes, and nothing is written.
  @Test func bindKeepsBindingsAndRefusesUnknownNames() async throws {
    defer { folder.remove() }
    let bad = try await run(["config", "set", "bind", "ctrl-y:jump"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        #"placesearch: invalid value "ctrl-y:jump" for bind: "jump" in "ctrl-y:jump" is no action placesearch has; actions: up, down,"#),
      "\(bad.stderr)")
    #expect(bad.errorLines.count == 1 && bad.stderr.contains("accept, back, abort"), "\(bad.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path))
    #expect(try await run(["config", "set", "keys.bind", "ctrl-y:accept,q:abort"]).stdout == "bind = ctrl-y:accept,q:abort\n")
    #expect(try await run(["config", "get", "bind"]).stdout == "ctrl-y:accept,q:abort\n")
    let file = try String(contentsOf: folder.configFile, encoding: .utf8)
    #expect(file.contains(#""keys.bind": "ctrl-y:accept,q:abort""#), "\(file)")
    // A bad value written by hand stops the search with one sentence naming it.
    try Data(#"{"keys.bind": "ctrl-y:jump"}"#.utf8).write(to: folder.configFile)
    let search = try await run(["--query", "seoul"])
    #expect(search.status == 2)
    #expect(search.stderr.contains(#"keys.bind is "ctrl-y:jump"; "jump" in "ctrl-y:jump" is no action"#), "\(search.stderr)")
    #expect(search.errorLines.count == 1, "\(search.stderr)")
    // --select-1's answer opens no screen and reads no keys.
    let answer = try await run(["--query", "역삼동", "--select-1", "--no-history"], wrapper: ["setsid", "-w"])
    #expect(answer.status == 0 && answer.stdout.hasPrefix("Yeoksam-dong, Gangnam-gu"), "\(answer.stderr)")
  }

  @Test func homeIsTheCurrentLocationUnlessNearSaysOtherwise() async throws {
    defer { folder.remove() }
    let set = try await run(["config", "set", "home", "Busan"])
    #expect(set.status == 0)
    #expect(set.stdout.hasPrefix("home = Busan, South Korea (35.1"), "\(set.stdout)")
    let near = try await run(["recommend", "--limit", "1", "--json"])
    let first = try #require(near.jsonLines.first ?? nil)
    #expect(first["name"] as? String == "Busan", "\(near.stdout)")
    #expect(CLI.number(first["distanceKm"]) == 0)
    let environment = try await run(["recommend", "--limit", "1", "--json"], environment: ["PLACESEARCH_NEAR": "Seoul"])
    #expect(environment.jsonLines.first??["name"] as? String == "Seoul")
    let flag = try await run(["recommend", "--limit", "1", "--json", "--near", "37.57,126.98"])
    #expect(flag.jsonLines.first??["name"] as? String == "Seoul")
    #expect(try await run(["config", "set", "home", "35.5,129.3"]).stdout == "home = 35.50000,129.30000\n")
  }

  @Test func aLocationNameMustNameAPlaceAndTheLabelNamesItsArea() async throws {
    defer { folder.remove() }
    let expected =
      #"No place is named "garbage"; closest: Garbagnate Milanese, Garbagnate Monastero, Garbagna Novarese."#
    let set = try await run(["config", "set", "home", "garbage"])
    #expect(set.status == 2)
    #expect(set.stdout.isEmpty)
    #expect(set.stderr.hasPrefix("placesearch: \(expected) Hint: "), "\(set.stderr)")
    #expect(set.errorLines.count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path))
    let near = try await run(["recommend", "--near", "garbage"])
    #expect(near.status == 2)
    #expect(near.stderr.hasPrefix("placesearch: \(expected) Hint: "), "\(near.stderr)")
    let environment = try await run(["recommend"], environment: ["PLACESEARCH_NEAR": "garbage"])
    #expect(environment.status == 2)
    #expect(environment.stderr.hasPrefix(#"placesearch: No place is named "garbage", the value of PLACESEARCH_NEAR; closest: Garbagnate Milanese"#), "\(environment.stderr)")

    // Any case and accents; of namesakes the best-ranked, labelled with its area.
    let springfield = try await run(["config", "set", "home", "SPRINGFIELD", "--lang", "en"])
    #expect(springfield.stdout.hasPrefix("home = Springfield, Missouri, United States ("), "\(springfield.stdout)")
    let saoPaulo = try await run(["config", "set", "home", "sao paulo", "--lang", "en"])
    #expect(saoPaulo.stdout.hasPrefix("home = São Paulo, São Paulo, Brazil ("), "\(saoPaulo.stdout)")
    let korean = try await run(["config", "set", "home", "Seoul", "--lang", "ko"])
    #expect(korean.stdout.hasPrefix("home = 서울, 대한민국 ("), "\(korean.stdout)")
  }

  @Test func aHomeByNameIsLookedUpOnTheServerEveryCommandAsks() async throws {
    defer { folder.remove() }
    let refusing = RefusingPort()
    defer { withExtendedLifetime(refusing) {} }
    // A deadline no loaded machine reaches: the refusal is what is said.
    let refused = try await run(
      ["config", "set", "home", "Busan", "--server", refusing.url, "--no-fallback", "--server-timeout", "60000"])
    #expect(refused.status == 2)
    #expect(refused.errorLines.first?.hasPrefix("placesearch: Cannot reach the place server \(refusing.url)") == true, "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path))
    // With the fallback: one warning, and the embedded data names Busan.
    let fellBack = try await run(["config", "set", "home", "Busan", "--server", refusing.url, "--server-timeout", "60000"])
    #expect(fellBack.status == 0 && fellBack.stdout.hasPrefix("home = Busan"), "\(fellBack.stdout)\(fellBack.stderr)")
    #expect(fellBack.stderr.contains(refusing.url))
  }

  @Test func theFormatSettingAppliesAndTheFlagOverridesIt() async throws {
    defer { folder.remove() }
    #expect(try await run(["config", "set", "format", "latlon"]).status == 0)
    let configured = try await run(["--query", "역삼동", "--select-1", "--no-history"], wrapper: ["setsid", "-w"])
    #expect(configured.stdout == "37.50039,127.03868\n")
    let flagged = try await run(["--query", "역삼동", "--select-1", "--no-history", "--format", "text"], wrapper: ["setsid", "-w"])
    #expect(flagged.stdout == "Yeoksam-dong, Gangnam-gu, Seoul, South Korea\t37.50039,127.03868\n")
  }

  @Test func milesInTextOutputKilometresInJSON() async throws {
    defer { folder.remove() }
    #expect(try await run(["config", "set", "units", "mi"]).status == 0)
    let text = try await run(["recommend", "--near", "37.57,126.98", "--limit", "2"])
    #expect(text.lines.last?.contains(" 17 mi  SW") == true, "\(text.stdout)")
    let json = try await run(["recommend", "--near", "37.57,126.98", "--limit", "2", "--json"])
    #expect(CLI.number(json.jsonLines.last??["distanceKm"]) == 27.3)
  }

  @Test func aBrokenSettingsFileIsOneSentenceNamingIt() async throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("units = mi\n".utf8).write(to: folder.configFile)
    let result = try await run(["recommend", "--limit", "1"])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.stderr.hasPrefix("placesearch: the settings file \(folder.configFile.path) cannot be used: it is not a JSON object."), "\(result.stderr)")
  }

  private func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(at: folder.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: folder.configFile)
  }

  @Test func anInvalidValueStopsOnlyWhatReadsItAndSetOrUnsetRepairsIt() async throws {
    defer { folder.remove() }
    let broken = #"{"display.units": "miles", "output.format": "json", "future.key": true}"#
    try writeConfig(broken)
    #expect(try await run(["config", "get", "format"]).stdout == "json\n")
    for arguments in [["config", "get", "units"], ["recommend", "--near", "1,2", "--limit", "1"]] {
      let failed = try await run(arguments)
      #expect(failed.status == 2, "\(arguments)")
      #expect(failed.errorLines.count == 1, "\(failed.stderr)")
      #expect(
        failed.stderr.hasPrefix(
          "placesearch: the settings file \(folder.configFile.path) cannot be used: display.units is \"miles\""),
        "\(failed.stderr)")
    }
    let set = try await run(["config", "set", "units", "mi"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "units = mi\n")
    #expect(try await run(["config", "get", "units"]).stdout == "mi\n")

    try writeConfig(broken)
    let unset = try await run(["config", "unset", "units"])
    #expect(unset.status == 0, "\(unset.stderr)")
    #expect(try await run(["config", "get", "units"]).stdout == "km\n")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.configFile)) as? [String: Any])
    #expect(object["future.key"] as? Bool == true)
    #expect(object["output.format"] as? String == "json")
  }

  @Test func aKeyIsReadOnlyByWhatUsesIt() async throws {
    defer { folder.remove() }
    try writeConfig(#"{"location.home": "Atlantis", "display.units": "miles"}"#)
    // A location given by flag or environment needs no home; JSON is always in km.
    for (arguments, environment) in [
      (["recommend", "--near", "Seoul", "--limit", "1", "--json"], [:]),
      (["recommend", "--limit", "1", "--json"], ["PLACESEARCH_NEAR": "Seoul"]),
      (["search", "seoul", "--limit", "1", "--json"], [:]),
    ] as [([String], [String: String?])] {
      let result = try await run(arguments, environment: environment)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.jsonLines.first??["name"] as? String == "Seoul", "\(arguments): \(result.stdout)")
    }
    // What needs a key still stops on it, with its one sentence.
    for (arguments, key) in [
      (["recommend", "--limit", "1", "--json"], "location.home"), (["search", "seoul", "--limit", "1"], "display.units"),
    ] {
      let failed = try await run(arguments)
      #expect(failed.status == 2, "\(arguments)")
      #expect(failed.errorLines.count == 1, "\(failed.stderr)")
      #expect(failed.stderr.contains("cannot be used: \(key) is"), "\(failed.stderr)")
    }
  }

  @Test func aDatasetThatCannotBeLoadedIsReportedAsItselfAndChangesNothing() async throws {
    defer { folder.remove() }
    let missing = folder.url.appendingPathComponent("no-such-cities500.txt").path
    let result = try await run(["config", "set", "home", "Busan", "--data", missing])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("placesearch: Cannot read the data file \(missing)"), "\(result.stderr)")
    #expect(!result.stderr.contains("invalid value"))
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path))
    // Coordinates need no dataset.
    let coordinates = try await run(["config", "set", "home", "35.5,129.3", "--data", missing])
    #expect(coordinates.stdout == "home = 35.50000,129.30000\n", "\(coordinates.stderr)")
  }

  @Test func twoProcessesSettingDifferentKeysBothKeepTheirValue() async throws {
    defer { folder.remove() }
    // Hold the lock, start two processes that set a key each, see both blocked on the
    // lock (in /proc/locks), and release it: each must re-read under the lock.
    let lock = try HeldLock(folder.configFile.deletingLastPathComponent().appendingPathComponent("config.json.lock"))
    let started = Box(0)
    async let units = run(["config", "set", "units", "mi"], started: started)
    async let format = run(["config", "set", "format", "geojson"], started: started)
    #expect(try await lock.waitForWaiters(2, started: started) == 2, "both processes should wait for the lock")
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path), "written without the lock")
    lock.release()
    let results = try await [units, format]
    #expect(results.map(\.status) == [0, 0])
    #expect(try await run(["config", "get", "units"]).stdout == "mi\n")
    #expect(try await run(["config", "get", "format"]).stdout == "geojson\n")
  }
}
