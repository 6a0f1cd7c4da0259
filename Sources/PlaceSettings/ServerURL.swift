import Foundation
import PlaceKit

/// The URL of a place server (`--server`, `PLACESEARCH_SERVER`, the `server` setting):
/// http or https with a host, e.g. `https://photon.komoot.io`.
public struct ServerURL: Sendable, Hashable, TextPreferenceValue {
  /// The URL as given, without a trailing slash.
  public let text: String

  /// The URL `text` stands for, or nil when it is not an http(s) URL with a host.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = components.host, !host.isEmpty, components.url != nil
    else { return nil }
    self.text = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
  }

  /// The URL.
  public var url: URL { URL(string: text)! }

  /// The URL as given.
  public var displayText: String { text }
  /// What `parse` accepts.
  public static var acceptedValues: String { "an http:// or https:// URL, e.g. https://photon.komoot.io" }
}
