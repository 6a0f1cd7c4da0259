import PlaceKit

/// Everything a frame shows; the frame is a function of this state.
public struct ScreenState: Sendable, Equatable {
  /// The query line.
  public var query: QueryEditor
  /// "Seoul, South Korea", shown as "near Seoul, South Korea".
  public var locationLabel: String
  /// Which source answered last, with a server ("server" / "offline: embedded data");
  /// nil without one.
  public var source: AnswerSource? = nil
  /// The list.
  public var rows: [ListRow]
  /// Whether the source had more rows than the list holds ("50 of 50+").
  public var hasMore: Bool
  /// The selected row, if any.
  public var selection: Int?
  /// The first row shown.
  public var scrollTop: Int
  /// What the list shows at the selection, for the status line.
  public var mode: ListMode
  /// The keys that act here, for the status line.
  public var hints: [KeyHint]
  /// Which key does what: the hints name the keys it gives them.
  public var keys: KeyMap = .standard
  /// Shown instead of the count: "searching…", "no matches", an error, a cut query.
  public var message: String?
  /// Shown in an empty list, wrapped to its width: where the places the data lacks come
  /// from; nil for nothing.
  public var note: String? = nil
  /// The words of the screen, in the display language.
  public var strings: UIStrings
  /// The preview pane, when the layout shows one.
  public var preview: PreviewPane? = nil
}
