import Foundation
import PlaceKit

/// Reads our native API's answers with the wire types that write them (`PlaceObject`,
/// `CompletionObject`, `DetailsObject`): `{"places": […]}`, the
/// `{"query": …, "completions": […]}` line and a `/v1/details` answer. What cannot be
/// read is `PlaceKitError.unreadableServerAnswer` naming the URL.
enum NativeResponseDecoder {
  /// The places of a `{"places": […]}` answer.
  static func places(_ data: Data, url: String) throws(PlaceKitError) -> [Place] {
    try reading(url) { () throws(WireDecodingError) in
      try PlacesAnswer.read(try WireJSON.object(data)).map { item throws(WireDecodingError) in
        try PlaceObject.read(item)
      }
    }
  }

  /// The details of a `/v1/details` answer: its one place with its details
  /// (`DetailsObject`), nil when it lists none.
  static func details(_ data: Data, url: String) throws(PlaceKitError) -> PlaceDetails? {
    try reading(url) { () throws(WireDecodingError) in
      guard let item = try PlacesAnswer.read(try WireJSON.object(data)).first else { return nil }
      return try DetailsObject.read(item)
    }
  }

  /// The completions of a `complete --json` line.
  static func completions(_ data: Data, url: String) throws(PlaceKitError) -> [Completion] {
    try reading(url) { () throws(WireDecodingError) in try CompletionObject.read(try WireJSON.object(data)) }
  }

  /// `read`'s result; its error as the server's answer from `url` that cannot be read.
  private static func reading<Result>(_ url: String, _ read: () throws(WireDecodingError) -> Result)
    throws(PlaceKitError) -> Result
  {
    do {
      return try read()
    } catch {
      throw .unreadableServerAnswer(url: url, reason: error.reason)
    }
  }
}
