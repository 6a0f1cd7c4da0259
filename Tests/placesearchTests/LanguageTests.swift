/// Choosing the display language end to end: `--lang` on every command (any case; an
/// unknown code is one sentence naming the supported ones), the `lang` setting and its
/// default from the locale, and an invalid stored value stopping only what reads it.
import Foundation
import Testing

struct LanguageTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// The locale variables of this test's run, the others unset (the test process's own
  /// locale must not leak in).
  private static func locale(_ variables: [String: String] = [:]) -> [String: String?] {
    var environment: [String: String?] = ["LC_ALL": nil, "LC_MESSAGES": nil, "LANG": nil]
    for (name, value) in variables { environment[name] = value }
    return environment
  }

  private func run(
    _ arguments: [String], locale: [String: String] = [:], wrapper: [String] = []
  ) async throws -> CLIResult {
    try await CLI.run(
      arguments, environment: folder.xdgEnvironment.merging(Self.locale(locale)) { $1 }, wrapper: wrapper)
  }

  private func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: folder.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: folder.configFile)
  }

  @Test(
    "--lang with an unknown code is one sentence naming the supported languages, for every command",
    arguments: [
      (["--lang", "xx"], "pick"),
      (["pick", "--lang", "xx"], "pick"),
      (["complete", "seoul", "--lang", "xx"], "complete"),
      (["search", "seoul", "--lang", "pt"], "search"),
      (["recommend", "--lang", "ko_KR"], "recommend"),
      (["recent", "--lang", "xx"], "recent"),
      (["config", "set", "home", "Busan", "--lang", "xx"], "config set"),
    ])
  func unknownCode(arguments: [String], command: String) async throws {
    defer { folder.remove() }
    let line = ErrorMessageTests.expectError(try await run(arguments))
    let value = try #require(arguments.last)
    #expect(
      line == "placesearch: invalid value \"\(value)\" for --lang; accepted values: en, ko, ja, zh, de, fr, es, ru. "
        + "Hint: see 'placesearch \(command) --help'.")
  }

  @Test func everyCommandTakesLangInAnyCase() async throws {
    defer { folder.remove() }
    // The interactive search first: the home set below would make 역삼동 ambiguous.
    let picked = try await run(
      ["--query", "역삼동", "--select-1", "--no-history", "--lang", "Ko"], wrapper: ["setsid", "-w"])
    #expect(picked.status == 0, "\(picked.stderr)")
    #expect(picked.stdout.hasSuffix("\t37.50039,127.03868\n"), "\(picked.stdout)")
    let runs: [([String], Int32)] = [
      (["complete", "seoul", "--lang", "KO", "--limit", "1"], 0),
      (["search", "seoul", "--lang", "ko", "--limit", "1"], 0),
      (["recommend", "--near", "Seoul", "--lang", "De", "--limit", "1"], 0),
      (["recent", "--lang", "ja"], 1),  // no recent places yet
      (["config", "set", "home", "Busan", "--lang", "zh"], 0),
    ]
    for (arguments, status) in runs {
      let result = try await run(arguments)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
    }
  }

  @Test func setGetUnsetLang() async throws {
    defer { folder.remove() }
    let german = ["LANG": "de_DE.UTF-8"]
    #expect(try await run(["config", "get", "lang"], locale: german).stdout == "de\n")
    let set = try await run(["config", "set", "lang", "KO"], locale: german)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "lang = ko\n")
    #expect(try await run(["config", "get", "display.lang"], locale: german).stdout == "ko\n")
    let file = try String(contentsOf: folder.configFile, encoding: .utf8)
    #expect(file.contains("\"display.lang\": \"ko\""), "\(file)")
    #expect(try await run(["config", "unset", "lang"], locale: german).status == 0)
    #expect(try await run(["config", "get", "lang"], locale: german).stdout == "de\n")
  }

  @Test func anUnsupportedLangValueIsOneSentenceAndChangesNothing() async throws {
    defer { folder.remove() }
    let result = try await run(["config", "set", "lang", "xx"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "placesearch: invalid value \"xx\" for lang; accepted values: en, ko, ja, zh, de, fr, es, ru.\n")
    #expect(!FileManager.default.fileExists(atPath: folder.configFile.path))
  }

  /// The `lang` row of `config list`, split into its cells.
  private func langRow(locale: [String: String]) async throws -> [String] {
    let result = try await run(["config", "list"], locale: locale)
    #expect(result.status == 0, "\(result.stderr)")
    let row = result.lines.first { $0.hasPrefix("lang ") } ?? ""
    return row.split(separator: " ").map(String.init)
  }

  @Test func listShowsTheLocaleLanguageAsTheDefaultUntilOneIsSet() async throws {
    defer { folder.remove() }
    #expect(try await langRow(locale: ["LANG": "ja_JP.UTF-8"]) == ["lang", "ja", "(default)"])
    #expect(try await langRow(locale: ["LC_ALL": "ru_RU.UTF-8", "LANG": "ja_JP.UTF-8"]) == ["lang", "ru", "(default)"])
    #expect(try await langRow(locale: ["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == ["lang", "ko", "(default)"])
    #expect(try await langRow(locale: ["LANG": "C"]) == ["lang", "en", "(default)"])
    #expect(try await langRow(locale: [:]) == ["lang", "en", "(default)"])
    #expect(try await langRow(locale: ["LANG": "pt_BR.UTF-8"]) == ["lang", "en", "(default)"])
    let json = try await run(["config", "list", "--json"], locale: ["LANG": "fr_FR.UTF-8"])
    #expect(json.lines.first { $0.contains(#""key":"lang""#) } == #"{"key":"lang","value":"fr","default":true}"#, "\(json.stdout)")

    #expect(try await run(["config", "set", "lang", "es"]).status == 0)
    #expect(try await langRow(locale: ["LANG": "ja_JP.UTF-8"]) == ["lang", "es"])
    let changed = try await run(["config", "list", "--json"], locale: ["LANG": "fr_FR.UTF-8"])
    #expect(changed.lines.first { $0.contains(#""key":"lang""#) } == #"{"key":"lang","value":"es","default":false}"#, "\(changed.stdout)")
  }

  @Test func anInvalidStoredLangStopsOnlyWhatReadsItAndLangGetsPastIt() async throws {
    defer { folder.remove() }
    try writeConfig(#"{"display.lang": "xx", "display.units": "mi"}"#)
    let failed = try await run(["complete", "seoul", "--limit", "1"])
    #expect(failed.status == 2)
    #expect(failed.errorLines.count == 1, "\(failed.stderr)")
    #expect(
      failed.stderr.hasPrefix(
        "placesearch: the settings file \(folder.configFile.path) cannot be used: display.lang is \"xx\"; "
          + "accepted values: en, ko, ja, zh, de, fr, es, ru."),
      "\(failed.stderr)")
    let flagged = try await run(["complete", "seoul", "--limit", "1", "--lang", "en"])
    #expect(flagged.status == 0, "\(flagged.stderr)")
    #expect(try await run(["config", "get", "units"]).stdout == "mi\n")
    #expect(try await run(["recent"]).status == 1)  // reads no settings: just no places
    #expect(try await run(["config", "get", "lang"]).status == 2)
    let repaired = try await run(["config", "set", "lang", "ko"])
    #expect(repaired.status == 0, "\(repaired.stderr)")
    #expect(try await run(["complete", "seoul", "--limit", "1"]).status == 0)
  }

  @Test func aLocaleOfAnUnsupportedLanguageIsEnglishWithoutAWord() async throws {
    defer { folder.remove() }
    for locale in [["LANG": "pt_BR.UTF-8"], ["LC_ALL": "C"], ["LC_ALL": "POSIX"]] {
      let result = try await run(["complete", "seoul", "--limit", "1"], locale: locale)
      #expect(result.status == 0, "\(locale)")
      #expect(result.stderr.isEmpty, "\(locale): \(result.stderr)")
      #expect(try await run(["config", "get", "lang"], locale: locale).stdout == "en\n")
    }
  }

  @Test func rowsAreNamedInTheDisplayLanguage() async throws {
    defer { folder.remove() }
    let flag = try await run(["complete", "부산", "--limit", "1", "--lang", "ko"])
    #expect(flag.stdout == "부산  대한민국\n", "\(flag.stdout)")
    let locale = try await run(["complete", "busan", "--limit", "1"], locale: ["LANG": "ko_KR.UTF-8"])
    #expect(locale.stdout == "Busan (부산)  대한민국\n", "\(locale.stdout)")
    let english = try await run(["complete", "jung-gu", "--near", "37.5663,126.9779", "--limit", "1"], locale: ["LANG": "en_US.UTF-8"])
    #expect(english.stdout.hasPrefix("Jung-gu  Seoul, South Korea "), "\(english.stdout)")
    let setting = try await run(["config", "set", "lang", "ja"])
    #expect(setting.status == 0)
    let japanese = try await run(["search", "tokyo", "--limit", "1"], locale: ["LANG": "ko_KR.UTF-8"])
    #expect(japanese.stdout.hasPrefix("東京  東京都, 日本 "), "\(japanese.stdout)")
  }

  /// GeoNames writes 시 apart in "오사카 시": the rows read 오사카 (the city, and the
  /// prefecture that takes its namesake's name), and 지바 typed finds 지바 titled as it.
  @Test func koreanRowsReadTheNameAloneNotAKindWordWrittenApart() async throws {
    defer { folder.remove() }
    let osaka = try await run(["search", "osaka", "--limit", "2", "--lang", "ko"])
    let titles = osaka.lines.map { $0.components(separatedBy: "  ").first ?? "" }
    #expect(titles == ["오사카", "오사카"], "\(osaka.stdout)")
    let chiba = try await run(["complete", "지바", "--limit", "1", "--lang", "ko"])
    #expect(chiba.stdout.hasPrefix("지바  "), "\(chiba.stdout)")
    let json = try await run(["search", "--json", "오사카", "--lang", "ko"])
    #expect(!json.stdout.contains("오사카 시"), "\(json.stdout)")
  }

  @Test func jsonCarriesTheShownNameAndThePrimaryName() async throws {
    defer { folder.remove() }
    for lang in ["en", "ko"] {
      let result = try await run(["search", "역삼동", "--json", "--limit", "1", "--lang", lang])
      let object = try #require(CLI.object(result.stdout.trimmingCharacters(in: .newlines)))
      #expect(object["name"] as? String == (lang == "en" ? "Yeoksam-dong" : "역삼동"))
      #expect(object["primaryName"] as? String == "역삼동")
      #expect(object["id"] as? String == "kr-admin:1168010100")
    }
  }

  /// `--help` lists each code with its language, and marks those in which under half of
  /// the 1,000 most populous embedded places have a name (`name-shares.tsv`: Spanish).
  @Test func helpMarksTheLanguagesMostlyInEnglish() async throws {
    defer { folder.remove() }
    let help = try await run(["complete", "--help"])
    let lines = help.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains { $0.hasPrefix("es ") && $0.hasSuffix("- Spanish (mostly English names)") }, "\(help.stdout)")
    for (code, language) in [("en", "English"), ("ko", "Korean"), ("de", "German"), ("ru", "Russian")] {
      #expect(lines.contains { $0.hasPrefix("\(code) ") && $0.hasSuffix("- \(language)") }, "\(help.stdout)")
    }
  }
}
