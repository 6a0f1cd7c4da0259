import Foundation
import PlaceKitFakes
import Testing
import PlaceKit
@testable import PlaceSettings

/// Typed preferences and the settings file: defaults, round trips, clear sentences for
/// bad keys, values and files, unknown keys kept.
final class PreferencesTests {
  /// A directory of this test's own, removed when it ends.
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
  var file: URL { directory.appendingPathComponent("placesearch/config.json") }
  var store: ConfigStore { ConfigStore(file: file) }

  deinit { try? FileManager.default.removeItem(at: directory) }

  private func noLookUp(_ name: String) -> LocationResolver.Resolved? { nil }

  /// `key` set to `text` in `settings`, as `config set` does.
  private func set(
    _ key: String, _ text: String, in settings: inout Settings,
    locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved? = { _ in nil }
  ) throws {
    try Preferences.key(named: key).parse(text, locate: locate).apply(to: &settings)
  }

  @Test func everyKeyHasItsDefaultWithoutAFile() throws {
    let settings = try store.load()
    #expect(try settings.value(Preferences.Location.home) == nil)
    #expect(try settings.value(Preferences.Output.format) == .text)
    #expect(try settings.value(Preferences.Display.units) == .kilometres)
    #expect(!settings.isSet(Preferences.Display.units))
    #expect(try settings.value(Preferences.Display.preview) == .on)
    #expect(Preferences.all.map(\.name) == ["home", "format", "units", "lang", "preview", "height", "bind", "server"])
  }

  @Test func langDefaultsToTheLocaleLanguageAndASetValueWins() throws {
    var settings = try store.load()
    let korean = ["LANG": "ko_KR.UTF-8"]
    #expect(try settings.value(Preferences.Display.lang, environment: korean) == .korean)
    #expect(try settings.value(Preferences.Display.lang, environment: ["LC_ALL": "C"]) == .english)
    #expect(try settings.value(Preferences.Display.lang, environment: ["LANG": "pt_BR.UTF-8"]) == .english)
    let lang = try Preferences.key(named: "display.lang")
    #expect(try lang.text(in: settings, environment: korean) == "ko")
    #expect(!lang.isSet(in: settings))

    try set("lang", "DE", in: &settings)
    #expect(try settings.value(Preferences.Display.lang, environment: korean) == .german)
    #expect(try lang.text(in: settings, environment: korean) == "de")
    try store.update { $0 = settings }
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"display.lang\": \"de\""), "\(text)")
    lang.unset(in: &settings)
    #expect(try settings.value(Preferences.Display.lang, environment: korean) == .korean)
  }

  @Test func anUnsupportedLangIsOneSentenceNamingTheCodes() throws {
    var settings = Settings()
    #expect(
      throws: PreferenceError.invalidValue(key: "lang", value: "pt", accepted: "en, ko, ja, zh, de, fr, es, ru")
    ) {
      try set("lang", "pt", in: &settings)
    }
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"display.lang": "xx", "display.units": "mi"}"#.utf8).write(to: file)
    let stored = try store.load()
    #expect(try stored.value(Preferences.Display.units) == .miles)
    #expect(throws: PreferenceError.self) { try stored.value(Preferences.Display.lang, environment: [:]) }
  }

  @Test func valuesSurviveTheFileAndUnsetRestoresTheDefault() throws {
    let busan = LocationResolver.Resolved(
      location: Location(latitude: 35.1, longitude: 129.04), label: "Busan, TL", origin: .home,
      placeID: "geonames:1838524")
    var changed = Settings()
    try set("units", "MI", in: &changed)
    try set("output.format", "json", in: &changed)
    try set("home", "Busan", in: &changed) { $0 == "Busan" ? busan : nil }
    try store.update { $0 = changed }
    let settings = try store.load()
    #expect(try settings.value(Preferences.Display.units) == .miles)
    #expect(try settings.value(Preferences.Output.format) == .json)
    #expect(try settings.value(Preferences.Location.home) == HomeLocation(busan))
    #expect(try settings.value(Preferences.Location.home)?.resolved == busan)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"display.units\": \"mi\""), "\(text)")

    try store.update { try! Preferences.key(named: "units").unset(in: &$0) }
    #expect(try store.load().value(Preferences.Display.units) == .kilometres)
    #expect(try store.load().value(Preferences.Output.format) == .json)
  }

  @Test func anInvalidValueIsOneSentenceNamingTheKeyAndTheAcceptedValues() {
    var settings = Settings()
    #expect(throws: PreferenceError.invalidValue(key: "units", value: "miles", accepted: "km, mi")) {
      try set("units", "miles", in: &settings)
    }
    #expect(
      PreferenceError.invalidValue(key: "units", value: "miles", accepted: "km, mi").description
        == "invalid value \"miles\" for units; accepted values: km, mi.")
    #expect(throws: PreferenceError.self) {
      try set("format", "xml", in: &settings)
    }
    #expect(settings == Settings())
  }

  @Test func anUnknownKeyListsTheKeys() {
    #expect(throws: PreferenceError.unknownKey("colour", known: ["home", "format", "units", "lang", "preview", "height", "bind", "server"])) {
      try Preferences.key(named: "colour")
    }
    #expect(
      PreferenceError.unknownKey("colour", known: ["home", "format", "units", "lang", "preview", "height", "bind", "server"]).description
        == "unknown setting \"colour\"; the settings are home, format, units, lang, preview, height, bind, server.")
  }

  @Test func homeIsWhatTheLocatorFindsForTheTrimmedText() throws {
    let seoul = LocationResolver.Resolved(
      location: Location(latitude: 37.5660004, longitude: 126.978), label: "Seoul, KR", origin: .home,
      placeID: "geonames:1835848")
    let home = try HomeLocation.parse(" seoul ") { $0 == "seoul" ? seoul : nil }
    #expect(home?.displayText == "Seoul, KR (37.56600,126.97800)")
    #expect(home?.latitude == 37.566)  // rounded to five decimals, as stored
    // Stored the way it is printed: no second rounding moves the last digit.
    let busan = Location(latitude: Double(Float(35.1016845)), longitude: Double(Float(129.0300445)))  // as the index keeps it
    #expect(busan.rounded.text == busan.text)
    #expect(busan.rounded.text == "35.10168,129.03004")
    #expect(try HomeLocation.parse("Atlantis", locate: noLookUp) == nil)
    #expect(try HomeLocation.parse("  ", locate: { _ in Issue.record("nothing to look up"); return nil }) == nil)
    #expect(throws: PlaceKitError.missingEmbeddedData) {
      try HomeLocation.parse("seoul", locate: { _ throws(PlaceKitError) in throw .missingEmbeddedData })
    }
    let coordinates = LocationResolver.Resolved(
      location: Location(latitude: 35.18, longitude: 129.08), label: "35.18000,129.08000", origin: .home)
    #expect(try HomeLocation.parse("35.18,129.08", locate: { _ in coordinates })?.displayText == "35.18000,129.08000")
  }

  @Test func aFileThatIsNotAnObjectNamesTheFile() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("units = mi".utf8).write(to: file)
    #expect(throws: PreferenceError.invalidFile(path: file.path, reason: "it is not a JSON object")) {
      try store.load()
    }
    let message = PreferenceError.invalidFile(path: file.path, reason: "it is not a JSON object").description
    #expect(message.contains(file.path))
  }

  @Test func aStoredValueItsKeyRejectsNamesKeyAndFile() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"display.units": "miles", "output.format": "json"}"#.utf8).write(to: file)
    let settings = try store.load()
    #expect(try settings.value(Preferences.Output.format) == .json)
    do {
      _ = try settings.value(Preferences.Display.units)
      Issue.record("read an invalid value")
    } catch {
      #expect(error.description.contains(file.path))
      #expect(error.description.contains("display.units is \"miles\"; accepted values: km, mi"), "\(error)")
    }
  }

  @Test func anEnumeratedValueInTheFileIsReadInAnyCaseAsOnTheCommandLine() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"display.units": "MI", "output.format": " GeoJSON", "display.lang": "Ko"}"#.utf8).write(to: file)
    let settings = try store.load()
    #expect(try settings.value(Preferences.Display.units) == .miles)
    #expect(try settings.value(Preferences.Output.format) == .geojson)
    #expect(try settings.value(Preferences.Display.lang) == .korean)
  }

  @Test func anInvalidValueCanBeReplacedOrRemovedAndOtherKeysAreKept() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"display.units": "miles", "output.format": "bogus", "future.key": 1}"#.utf8).write(to: file)
    try store.update { try! set("units", "mi", in: &$0) }
    try store.update { Preferences.all[1].unset(in: &$0) }
    let settings = try store.load()
    #expect(try settings.value(Preferences.Display.units) == .miles)
    #expect(!settings.isSet(Preferences.Output.format))
    #expect(settings.isSet(qualifiedName: "future.key"))
  }

  @Test func keysThisVersionDoesNotKnowSurviveARewrite() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"future.key": {"a": [1, 2]}, "output.format": "latlon"}"#.utf8).write(to: file)
    #expect(try store.load().value(Preferences.Output.format) == .latlon)
    try store.update { $0.set(Preferences.Display.units, to: .miles) }
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    #expect((object["future.key"] as? [String: Any])?["a"] as? [Int] == [1, 2])
    #expect(object["display.units"] as? String == "mi")
    #expect(object["output.format"] as? String == "latlon")
  }

  @Test func distancesInMiles() {
    #expect(DistanceText.text(1.609344, in: .miles) == "1.0 mi")
    #expect(DistanceText.text(0.8, in: .miles) == "0.5 mi")
    #expect(DistanceText.text(1931.2, in: .miles) == "1,200 mi")
    #expect(DistanceText.text(24.2, in: .kilometres) == "24 km")
    #expect(DistanceText.text(1204, in: .kilometres) == "1,204 km")
    #expect(DistanceText.text(0.54, in: .kilometres) == "0.5 km")
  }
}
