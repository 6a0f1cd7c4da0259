/// Everything a frame shows; the frame is a function of this state.
public struct ScreenState: Sendable, Equatable {
  /// The query line.
  public var query: QueryEditor
  /// "near Seoul, KR".
  public var locationLabel: String
  /// The list.
  public var rows: [ListRow]
  /// The selected row, if any.
  public var selection: Int?
  /// The first row shown.
  public var scrollTop: Int
  /// The mode, for the status line.
  public var modeName: String
  /// Shown instead of the count: "searching…", "no matches", an error.
  public var message: String?
}
