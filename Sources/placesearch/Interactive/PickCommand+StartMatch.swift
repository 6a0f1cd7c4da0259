import PlaceKit

extension PickCommand {
  /// What a start query matches, for `--select-1`.
  enum StartMatch {
    /// Nothing: the UI would open on "no matches".
    case none
    /// Exactly one place: printed without the UI.
    case one(Place)
    /// Several places, or a row that stands for several.
    case several
  }

  /// What `query` matches near `location` in `source` (`--select-1`).
  static func startMatch(_ query: String, near location: Location, in source: any PlaceSource) async throws(PlaceKitError)
    -> StartMatch
  {
    let (rows, place) = try await source.bestMatch(of: query, near: location, limit: 2) { rows in
      rows.count == 1 && !rows[0].isGroup
    }
    guard !rows.isEmpty else { return .none }
    guard let place else { return .several }
    return .one(place)
  }
}
