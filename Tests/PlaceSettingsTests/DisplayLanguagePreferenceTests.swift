import PlaceKit
import PlaceSettings
import Testing

/// The display language as a preference (`config set lang`, `--lang`).
struct DisplayLanguagePreferenceTests {
  @Test func theCodesAreTheOnesTheCommandLineAccepts() {
    #expect(DisplayLanguage.allCases.map(\.rawValue) == ["en", "ko", "ja", "zh", "de", "fr", "es", "ru"])
    #expect(DisplayLanguage.acceptedValues == "en, ko, ja, zh, de, fr, es, ru")
    #expect(DisplayLanguage.parse(" KO ", locate: { _ in nil }) == .korean)
    #expect(DisplayLanguage.parse("ko_KR", locate: { _ in nil }) == nil)
  }
}
