import Foundation
import PlaceKit

/// What one call to a place server does, as its dialect says: GET a path and read the
/// answer, or answer at once without asking (what Photon cannot look up).
enum ServerCall<Value: Sendable>: Sendable {
  /// GETs `path` with `query` (nil values left out) and reads the answer with `decode`
  /// (given the body and the URL, for errors).
  case fetch(path: String, query: [String: String?], decode: @Sendable (Data, String) throws(PlaceKitError) -> Value)
  /// Answers `Value` without a request.
  case answer(Value)
}
