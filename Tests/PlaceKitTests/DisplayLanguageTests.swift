import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// The display language a locale names, and the locale's default as gettext finds it
/// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`); English whenever nothing supported is named.
struct DisplayLanguageTests {
  @Test(
    "a POSIX locale names its language",
    arguments: [
      ("ko_KR.UTF-8", DisplayLanguage.korean), ("ko", .korean), ("ja_JP.eucJP", .japanese),
      ("zh_CN.UTF-8", .chinese), ("de_DE@euro", .german), ("fr_CA", .french), ("es_MX.UTF-8", .spanish),
      ("ru_RU.KOI8-R", .russian), ("en_US.UTF-8", .english), ("KO_KR.UTF-8", .korean),
    ])
  func localeNamesItsLanguage(locale: String, language: DisplayLanguage) {
    #expect(DisplayLanguage(locale: locale) == language)
  }

  @Test(
    "C, POSIX, an empty value and unsupported languages name none",
    arguments: ["C", "C.UTF-8", "POSIX", "", "pt_BR.UTF-8", "it_IT", "kok_IN", "english"])
  func localeNamesNoSupportedLanguage(locale: String) {
    #expect(DisplayLanguage(locale: locale) == nil)
  }

  @Test(
    "the environment's locale decides: LC_ALL, then LC_MESSAGES, then LANG; else English",
    arguments: [
      (["LANG": "ko_KR.UTF-8"], DisplayLanguage.korean),
      (["LANG": "C"], .english),
      (["LANG": "POSIX"], .english),
      ([:], .english),
      (["LC_ALL": "de_DE.UTF-8", "LANG": "ko_KR.UTF-8"], .german),
      (["LC_ALL": "", "LANG": "ko_KR.UTF-8"], .korean),
      (["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"], .japanese),
      (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], .french),
      (["LANG": "pt_BR.UTF-8"], .english),
      // The first variable that is set decides, even when its language is not supported.
      (["LC_ALL": "pt_BR.UTF-8", "LANG": "ko_KR.UTF-8"], .english),
      (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .english),
      (["LANG": "de_DE@euro"], .german),
      (["LC_CTYPE": "ko_KR.UTF-8"], .english),
    ])
  func environmentDecides(environment: [String: String], language: DisplayLanguage) {
    #expect(DisplayLanguage.fromEnvironment(environment) == language)
  }
}
