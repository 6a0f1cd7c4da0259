/// Where each part of a frame goes in a terminal of a given size: the one statement of
/// the layout, used by drawing (`ScreenRenderer`) and by hit-testing (clicks) alike.
///
///     row 0            query line (full width)
///     row 1            rule
///     rows 2…          the list            │ the preview (when shown)
///     row rows-2       rule
///     row rows-1       status line
public struct ScreenLayout: Sendable, Equatable {
  /// The smallest terminal the layout fits; a smaller one gets a one-line notice.
  public static let minimumSize = (rows: 5, columns: 20)
  /// The narrowest terminal that shows the preview beside the list.
  public static let previewMinimumColumns = 120
  /// The first row of the list (below the query line and its rule).
  public static let listTop = 2
  /// Rows taken by the query line, the two rules and the status line.
  public static let chromeRows = 4

  /// The terminal's size.
  public let rows: Int
  public let columns: Int
  /// Whether the preview is shown: wanted, and the terminal wide enough.
  public let showsPreview: Bool

  /// The layout of a `rows` × `columns` terminal; `preview` says whether the user wants
  /// the preview (it shows only from `previewMinimumColumns` on).
  public init(rows: Int, columns: Int, preview: Bool = false) {
    self.rows = rows
    self.columns = columns
    showsPreview = preview && columns >= ScreenLayout.previewMinimumColumns && rows >= ScreenLayout.minimumSize.rows
  }

  /// Whether the full layout fits (otherwise only a notice is drawn, and only cancel
  /// keys act).
  public var fits: Bool { rows >= ScreenLayout.minimumSize.rows && columns >= ScreenLayout.minimumSize.columns }

  /// How many list rows fit.
  public var listHeight: Int { max(0, rows - ScreenLayout.chromeRows) }

  /// The columns the list takes, from column 0 (with the preview: up to a blank column
  /// and the rule before the preview).
  public var listColumns: Int { showsPreview ? columns - previewColumns - 2 : columns }

  /// The width of the preview: two fifths of the terminal, between 44 and 64 columns.
  public var previewColumns: Int { showsPreview ? min(64, max(44, columns * 2 / 5)) : 0 }

  /// The first column of the preview (after the list, a blank column and the rule).
  public var previewLeft: Int { columns - previewColumns }

  /// The list row shown at screen `row`, `column` when the list's first shown row is
  /// `scrollTop`; nil outside the list (the query line, the rules, the status line, the
  /// preview).
  public func listIndex(row: Int, column: Int, scrollTop: Int) -> Int? {
    guard fits, row >= ScreenLayout.listTop, row < ScreenLayout.listTop + listHeight, column < listColumns else {
      return nil
    }
    return scrollTop + row - ScreenLayout.listTop
  }
}
