/// Turns a partial query into ranked completions (the list shown while typing).
///
/// Implementations return quickly from `complete` and deliver the answer later, on any
/// thread, through `completion`: the caller decides which answer is still current, and cancels
/// through the returned handle what it no longer wants (`PlaceRequest`).
public protocol Completing: Sendable {
  /// Completes `query`, biased towards `location` when given, at most `limit` rows.
  @discardableResult
  func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void) -> PlaceRequest
}

extension Completing {
  /// `complete` as an `async` call, for scripts and the command line.
  public func complete(_ query: String, near location: Location?, limit: Int) async throws(
    PlaceKitError
  ) -> [Completion] {
    try await PlaceRequest.answer { complete(query, near: location, limit: limit, completion: $0) }
  }
}
