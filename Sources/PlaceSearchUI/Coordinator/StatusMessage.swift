/// What the status line says instead of the count, the first that applies: a notice
/// until the next key (a cut query, a copy), the list's error, "searching…" while Enter
/// waits, the words no row matches, then an empty list's reason. Nil: the count.
@MainActor
enum StatusMessage {
  /// The message for `list` showing `rows`, with `notice` said until the next key;
  /// `waiting` while Enter waits (held, or a place being opened); `queryIsEmpty` on the
  /// first screen.
  static func text(
    notice: String?, list: ListController, rows: [ListRow], waiting: Bool, queryIsEmpty: Bool, strings: UIStrings
  ) -> String? {
    if let notice { return notice }
    if let failure = list.failure { return failure.description }
    if waiting { return strings.searching }
    // Rows that leave words out are never counted as matches ("1 of 1").
    if !list.leftOutWords.isEmpty { return strings.leftOut(list.leftOutWords) }
    guard rows.isEmpty else { return nil }
    return list.isLoading ? strings.searching : (queryIsEmpty ? strings.nothingNearby : strings.noMatches)
  }
}
