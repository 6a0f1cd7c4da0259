import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit

/// Typed preferences and the settings file: defaults, round trips, clear sentences for
/// bad keys, values and files, unknown keys kept.
struct PreferencesTests {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("config-\(UUID().uuidString)/placesearch/config.json")
  var store: ConfigStore { ConfigStore(file: file) }

  private func noLookUp(_ name: String) -> Place? { nil }

  @Test func everyKeyHasItsDefaultWithoutAFile() throws {
    let settings = try store.load()
    #expect(settings[Preferences.Location.home] == nil)
    #expect(settings[Preferences.Output.format] == .text)
    #expect(settings[Preferences.Display.units] == .kilometres)
    #expect(!settings.isSet(Preferences.Display.units))
    #expect(Preferences.all.map(\.name) == ["home", "format", "units"])
  }

  @Test func valuesSurviveTheFileAndUnsetRestoresTheDefault() throws {
    let busan = Place.fixture("Busan", id: "geonames:1838524", latitude: 35.1, longitude: 129.04)
    try store.update { (settings: inout Settings) throws(PreferenceError) in
      try Preferences.key(named: "units").set("MI", in: &settings, lookUp: noLookUp)
      try Preferences.key(named: "output.format").set("json", in: &settings, lookUp: noLookUp)
      try Preferences.key(named: "home").set("Busan", in: &settings) { $0 == "Busan" ? busan : nil }
    }
    let settings = try store.load()
    #expect(settings[Preferences.Display.units] == .miles)
    #expect(settings[Preferences.Output.format] == .json)
    #expect(settings[Preferences.Location.home] == HomeLocation(place: busan))
    #expect(settings[Preferences.Location.home]?.label == "Busan, TL")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"display.units\": \"mi\""), "\(text)")

    try store.update { (settings: inout Settings) throws(PreferenceError) in
      try Preferences.key(named: "units").unset(in: &settings)
    }
    #expect(try store.load()[Preferences.Display.units] == .kilometres)
    #expect(try store.load()[Preferences.Output.format] == .json)
  }

  @Test func anInvalidValueIsOneSentenceNamingTheKeyAndTheAcceptedValues() {
    var settings = Settings()
    #expect(throws: PreferenceError.invalidValue(key: "units", value: "miles", accepted: "km, mi")) {
      try Preferences.key(named: "units").set("miles", in: &settings, lookUp: noLookUp)
    }
    #expect(
      PreferenceError.invalidValue(key: "units", value: "miles", accepted: "km, mi").description
        == "invalid value \"miles\" for units; accepted values: km, mi.")
    #expect(throws: PreferenceError.self) {
      try Preferences.key(named: "format").set("xml", in: &settings, lookUp: noLookUp)
    }
    #expect(settings == Settings())
  }

  @Test func anUnknownKeyListsTheKeys() {
    #expect(throws: PreferenceError.unknownKey("colour", known: ["home", "format", "units"])) {
      try Preferences.key(named: "colour")
    }
    #expect(
      PreferenceError.unknownKey("colour", known: ["home", "format", "units"]).description
        == "unknown setting \"colour\"; the settings are home, format, units.")
  }

  @Test func homeTakesCoordinatesOrAPlaceName() {
    let coordinates = HomeLocation.parse("35.18, 129.08", lookUp: noLookUp)
    #expect(coordinates?.location == Location(latitude: 35.18, longitude: 129.08))
    #expect(coordinates?.id == nil)
    #expect(HomeLocation.parse("95,10", lookUp: { _ in Issue.record("not a name"); return nil }) == nil)
    #expect(HomeLocation.parse("Atlantis", lookUp: noLookUp) == nil)
    #expect(HomeLocation.parse("  ", lookUp: noLookUp) == nil)
    let seoul = Place.fixture("Seoul", id: "geonames:1835848", latitude: 37.566, longitude: 126.978)
    #expect(HomeLocation.parse("seoul", lookUp: { _ in seoul })?.displayText == "Seoul, TL (37.56600,126.97800)")
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
    try Data(#"{"display.units": "miles"}"#.utf8).write(to: file)
    do {
      _ = try store.load()
      Issue.record("loaded an invalid value")
    } catch {
      #expect(error.description.contains(file.path))
      #expect(error.description.contains("display.units is \"miles\"; accepted values: km, mi"), "\(error)")
    }
  }

  @Test func keysThisVersionDoesNotKnowSurviveARewrite() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"future.key": {"a": [1, 2]}, "output.format": "latlon"}"#.utf8).write(to: file)
    #expect(try store.load()[Preferences.Output.format] == .latlon)
    try store.update { (settings: inout Settings) throws(PreferenceError) in
      settings[Preferences.Display.units] = .miles
    }
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
