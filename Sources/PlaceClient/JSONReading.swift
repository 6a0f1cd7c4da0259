import Foundation
import PlaceKit

/// `WireJSON` for the client: what cannot be read becomes
/// `PlaceKitError.unreadableServerAnswer` naming the URL.
enum JSONReading {
  /// The top-level object of `data`.
  static func object(_ data: Data, url: String) throws(PlaceKitError) -> [String: Any] {
    do {
      return try WireJSON.object(data)
    } catch {
      throw .unreadableServerAnswer(url: url, reason: error.reason)
    }
  }
}
