import Foundation

/// The URL of a place server (`--server`, `PLACESEARCH_SERVER`, the `server` setting):
/// http or https with a host, e.g. `https://photon.komoot.io`.
public struct ServerURL: Sendable, Hashable, Codable, PreferenceValue {
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

  /// The server URL `text` stands for, or nil.
  public static func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) -> ServerURL? {
    ServerURL(text)
  }

  /// Stored as a JSON string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let url = ServerURL(text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an http(s) URL"))
    }
    self = url
  }

  /// Stored as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
