import Foundation

/// Reads the JSON a server answers with (Photon's FeatureCollections, our native API's
/// objects) into dictionaries, declared once for every decoder; what is not the shape
/// expected is a `WireDecodingError` saying so in a few words.
public enum WireJSON {
  /// The top-level object of `data`.
  public static func object(_ data: Data) throws(WireDecodingError) -> [String: Any] {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw WireDecodingError(reason: "it is not valid JSON")
    }
    guard let object = parsed as? [String: Any] else { throw WireDecodingError(reason: "it is not a JSON object") }
    return object
  }

  /// The list of objects under `key` in `object`.
  public static func objects(_ object: [String: Any], _ key: String) throws(WireDecodingError) -> [[String: Any]] {
    guard let list = object[key] as? [[String: Any]] else {
      throw WireDecodingError(reason: "it has no \"\(key)\" list")
    }
    return list
  }

  /// A number field as a Double; nil when missing or not a number.
  public static func double(_ object: [String: Any], _ key: String) -> Double? {
    (object[key] as? NSNumber)?.doubleValue
  }
}

/// A server's answer that could not be read: not JSON, or not the shape expected.
public struct WireDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why, in a few words: "it is not valid JSON".
  public var reason: String

  /// An error for `reason`.
  public init(reason: String) { self.reason = reason }

  /// One sentence.
  public var description: String { "The server's answer cannot be read: \(reason)" }
}
