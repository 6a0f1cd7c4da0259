/// The language names are shown in: titles, subtitles, countries and areas
/// (`--lang ko`, `placesearch config set lang ko`, else the locale).
///
/// Matching never depends on it: every name in every language matches.
public enum DisplayLanguage: String, Sendable, CaseIterable {
  /// English; also the fallback for a locale of a language not listed here.
  case english = "en"
  /// Korean.
  case korean = "ko"
  /// Japanese.
  case japanese = "ja"
  /// Chinese.
  case chinese = "zh"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Spanish.
  case spanish = "es"
  /// Russian.
  case russian = "ru"

  /// The language's name in English ("Korean"), as `--help` lists it.
  public var englishName: String {
    switch self {
    case .english: "English"
    case .korean: "Korean"
    case .japanese: "Japanese"
    case .chinese: "Chinese"
    case .german: "German"
    case .french: "French"
    case .spanish: "Spanish"
    case .russian: "Russian"
    }
  }

  /// Position in the index's per-language columns.
  package var slot: Int { DisplayLanguage.allCases.firstIndex(of: self)! }

  /// The language a POSIX locale names (`ko_KR.UTF-8` → Korean, `de_DE@euro` → German);
  /// nil for `C`, `POSIX`, an empty value or a language not supported here.
  public init?(locale: String) {
    let language = locale.prefix { $0.isLetter }.lowercased()
    guard let value = DisplayLanguage(rawValue: language) else { return nil }
    self = value
  }

  /// The language of the environment's locale: the first of `LC_ALL`, `LC_MESSAGES`,
  /// `LANG` that is set and not empty decides, as for gettext; English when it names
  /// `C`, `POSIX` or a language not supported here.
  public static func fromEnvironment(_ environment: [String: String]) -> DisplayLanguage {
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[variable], !value.isEmpty else { continue }
      return DisplayLanguage(locale: value) ?? .english
    }
    return .english
  }
}
