/// Turns a partial query into ranked completions (the list shown while typing).
///
/// Implementations return quickly from `complete` and deliver the answer later, on any
/// thread, through `completion`: the caller decides which answer is still current.
public protocol Completing: Sendable {
  /// Completes `query`, biased towards `location` when given, at most `limit` rows.
  func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void)
}

extension Completing {
  /// `complete` as an `async` call, for scripts and the command line.
  public func complete(_ query: String, near location: Location?, limit: Int) async throws(
    PlaceKitError
  ) -> [Completion] {
    let result = await withCheckedContinuation { continuation in
      complete(query, near: location, limit: limit) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }
}
