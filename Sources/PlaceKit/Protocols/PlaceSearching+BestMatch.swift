/// A query read the way a command reads it, declared once for `show` and `--select-1`.
extension PlaceSearching where Self: Completing {
  /// Completes `query` near `location` and searches for its best row: the rows that
  /// match every word (at most `limit`, best first), and the first place behind the
  /// first row when `searching` accepts the rows (nil otherwise, or when no row matches
  /// every word).
  public func bestMatch(
    of query: String, near location: Location?, limit: Int,
    searching: ([Completion]) -> Bool = { _ in true }
  ) async throws(PlaceKitError) -> (rows: [Completion], place: Place?) {
    let rows = try await complete(query, near: location, limit: limit).matchingEveryWord
    guard let first = rows.first, searching(rows) else { return (rows, nil) }
    return (rows, try await search(.completion(first), near: location, limit: 1).first)
  }
}
