import ArgumentParser
import Foundation
import PlaceKit
import PlaceSettings

/// `--lang CODE`, the language names are shown in; every command takes it (the search
/// commands through `CommonOptions`). Without it, the `lang` setting, else the locale's
/// language decides (`resolved(settings:environment:)`).
struct LanguageOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Show names in this language (default: the lang setting, else the locale's language).",
      valueName: "CODE"))
  var lang: DisplayLanguage?
}

extension LanguageOption {
  /// The language names are shown in, decided here only: `--lang`, else the `lang`
  /// setting, else the language of the locale in `environment` (`LC_ALL`, `LC_MESSAGES`,
  /// `LANG`; English for `C`, `POSIX` or a language not supported). The setting is read
  /// only without `--lang`, so the flag works even when the stored value is invalid (a
  /// `PreferenceError` otherwise).
  func resolved(
    settings: Settings, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PreferenceError) -> DisplayLanguage {
    if let lang { return lang }
    return try settings.value(Preferences.Display.lang, environment: environment)
  }
}
