/// The rule every recent-places store follows: most recent first, one entry per place,
/// at most `capacity` entries.
public enum RecentPlaces {
  /// How many places are remembered.
  public static let capacity = 50

  /// `list` with `entry` recorded: first, any older entry for the same place removed,
  /// the oldest dropped beyond `capacity`.
  public static func recording(_ entry: RecentPlace, in list: [RecentPlace]) -> [RecentPlace] {
    Array(([entry] + list.filter { $0.id != entry.id }).prefix(capacity))
  }
}
