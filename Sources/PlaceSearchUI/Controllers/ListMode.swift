/// What the list shows at the selected row, for the status line.
public enum ListMode: Sendable, Equatable {
  /// A place chosen before (the "Recent" section of the first screen).
  case recent
  /// A place near the current location (the first screen).
  case nearby
  /// Completions of the query.
  case completions
  /// The places a chosen completion stands for, by the completion's title.
  case places(of: String)
}
