import HTTPTypes

/// A request the server cannot answer as asked: a status (400 for a bad parameter) and
/// one sentence naming the parameter, sent as `{"message": …}`.
public struct APIError: Error, Sendable, Equatable {
  /// The HTTP status.
  public var status: HTTPResponse.Status
  /// One sentence for the client's developer.
  public var message: String

  /// An error answered with `status` and `message`.
  public init(status: HTTPResponse.Status = .badRequest, _ message: String) {
    self.status = status
    self.message = message
  }

  /// A parameter whose value is not what it must be.
  static func invalid(_ name: String, _ reason: String) -> APIError {
    APIError("Parameter '\(name)' \(reason).")
  }

  /// A parameter that must be given and is not, or is empty.
  static func missing(_ name: String) -> APIError {
    APIError("Parameter '\(name)' is missing.")
  }
}
