import ArgumentParser
import PlaceKit

/// `--lang ko`: a supported language's code, in any case (`KO`); anything else is the
/// usual one sentence naming the codes (see `UsageMessage`).
extension DisplayLanguage: ExpressibleByArgument {
  /// The language whose code is `argument`, ignoring case and surrounding spaces.
  public init?(argument: String) {
    guard let language = DisplayLanguage.parse(argument, locate: { _ in nil }) else { return nil }
    self = language
  }
}
