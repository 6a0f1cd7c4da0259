import PlaceKit
/// The places completions favor (recently chosen ones), looked up in one engine's index
/// once (`PlaceEngine.favoredPlaces(ids:)`), so that a keystroke only checks membership
/// and finds their keys in a range by binary search. Valid with the index that made it:
/// an engine whose index was built again looks the ids up anew.
public struct FavoredPlaces: Sendable {
  /// No place favored.
  public static let none = FavoredPlaces(ids: [], index: 0, places: [], entries: [])

  /// The ids looked up.
  let ids: Set<String>
  /// The serial of the index they were looked up in (`IndexDamage.serial`).
  let index: UInt64

  /// Place numbers in the index.
  let places: Set<Int>
  /// Index entries (search keys) of those places, sorted.
  let entries: [Int]

  /// Whether `place` (a place number) is favored.
  @inline(__always)
  func contains(_ place: Int) -> Bool {
    !places.isEmpty && places.contains(place)
  }

  /// The favored places' entries within `range`.
  func entries(in range: Range<Int>) -> ArraySlice<Int> {
    entries[lowerBound(range.lowerBound)..<lowerBound(range.upperBound)]
  }

  private func lowerBound(_ value: Int) -> Int {
    partitionPoint(in: entries.indices) { entries[$0] >= value }
  }
}
