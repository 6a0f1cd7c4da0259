import Foundation
import PlaceKit

/// Reads a server's JSON answer into dictionaries, turning anything unexpected into
/// `PlaceKitError.unreadableServerAnswer`.
enum JSONReading {
  /// The top-level object of `data`.
  static func object(_ data: Data, url: String) throws(PlaceKitError) -> [String: Any] {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .unreadableServerAnswer(url: url, reason: "it is not valid JSON")
    }
    guard let object = parsed as? [String: Any] else {
      throw .unreadableServerAnswer(url: url, reason: "it is not a JSON object")
    }
    return object
  }

  /// The array of objects under `key`.
  static func objects(_ object: [String: Any], _ key: String, url: String) throws(PlaceKitError)
    -> [[String: Any]]
  {
    guard let array = object[key] as? [[String: Any]] else {
      throw .unreadableServerAnswer(url: url, reason: "it has no \"\(key)\" list")
    }
    return array
  }

  /// A number field as a Double.
  static func double(_ object: [String: Any], _ key: String) -> Double? {
    (object[key] as? NSNumber)?.doubleValue
  }
}
