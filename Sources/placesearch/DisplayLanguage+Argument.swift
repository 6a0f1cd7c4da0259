import ArgumentParser
import PlaceKit
import PlaceSearchEngine

/// `--lang ko`: a supported language's code, in any case (`KO`); anything else is the
/// usual one sentence naming the codes (see `UsageMessage`).
extension DisplayLanguage: ExpressibleByArgument {
  /// The language whose code is `argument`, ignoring case and surrounding spaces.
  public init?(argument: String) {
    guard let language = DisplayLanguage.parse(argument, locate: { _ in nil }) else { return nil }
    self = language
  }
}

extension DisplayLanguage {
  /// `--help`'s line for each code: the language, and "mostly English names" where under
  /// half of the 1,000 most populous embedded places have a name in it (`NameShares`).
  public static var allValueDescriptions: [String: String] {
    Dictionary(uniqueKeysWithValues: allCases.map { language in
      let note = NameShares.embedded.isMostlyEnglish(language) ? " (mostly English names)" : ""
      return (language.rawValue, language.englishName + note)
    })
  }
}
