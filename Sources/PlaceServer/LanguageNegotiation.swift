import Foundation
import PlaceKit

/// Which `DisplayLanguage` a request asks for: its `lang` parameter (a language not
/// supported is a 400, as in Photon), else the first supported language of its
/// `Accept-Language` header, else the server's default.
enum LanguageNegotiation {
  /// The language for `lang` and `acceptLanguage`, `fallback` when neither names one.
  static func language(lang: String?, acceptLanguage: String?, fallback: DisplayLanguage) throws(APIError)
    -> DisplayLanguage
  {
    if let lang {
      let code = lang.trimmingCharacters(in: .whitespaces)
      if code.isEmpty { return fallback }
      guard let language = DisplayLanguage(locale: code.replacingOccurrences(of: "-", with: "_")) else {
        let supported = DisplayLanguage.allCases.map(\.rawValue).joined(separator: ", ")
        throw APIError.invalid("lang", "names a language not supported here (\(supported))")
      }
      return language
    }
    guard let acceptLanguage else { return fallback }
    // "ko-KR,ko;q=0.9,en;q=0.8": by quality, first listed first among equals.
    let ranges = acceptLanguage.split(separator: ",").enumerated().compactMap {
      (position, item) -> (DisplayLanguage, Double, Int)? in
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let tag = parts.first, let language = DisplayLanguage(locale: tag) else { return nil }
      let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      return quality > 0 ? (language, quality, position) : nil
    }
    let best = ranges.min { ($0.1, -$0.2) > ($1.1, -$1.2) }
    return best?.0 ?? fallback
  }
}
