/// What to search for: free text, or the places a chosen completion stands for.
public enum SearchRequest: Sendable, Hashable {
  /// Every place matching the text, ranked like completions.
  case text(String)
  /// The places behind a completion (the detail results of a grouped row).
  case completion(Completion)
}

/// Finds all places for a query or a completion (the detail results).
public protocol PlaceSearching: Sendable {
  /// Searches, biased towards `location` when given, at most `limit` places, best first.
  /// `completion` is called once, on any thread; the handle returned cancels.
  @discardableResult
  func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void) -> PlaceRequest
}

extension PlaceSearching {
  /// `search` as an `async` call, for scripts and the command line.
  public func search(_ request: SearchRequest, near location: Location?, limit: Int) async throws(
    PlaceKitError
  ) -> [Place] {
    try await PlaceRequest.answer { search(request, near: location, limit: limit, completion: $0) }
  }
}
