/// Where an inline search sits: `rows` rows of the screen from `top`, below the shell's
/// prompt (fzf's `--height`). The screen above is never drawn on.
public struct InlineRegion: Sendable, Equatable {
  /// The screen row (0-based) of the region's first row; nil when the terminal did not
  /// say where its cursor was (no mouse then, and a crash cannot find the region).
  public let top: Int?
  /// The region's height.
  public let rows: Int
  /// Whether the cursor was inside a line (a prompt, a half-typed command line) when the
  /// search started: the region starts on the next line, and the cursor goes back there.
  public let belowPrompt: Bool
  /// The column the cursor was on when the search started, where it goes back to.
  public let promptColumn: Int

  /// The region of `rows` rows (fewer when the terminal has not that many) for a cursor at `cursor` (0-based; nil when unknown) on a
  /// terminal of `terminalRows` rows: it starts at the cursor's line, or the next one
  /// when the cursor is inside a line, and moves up as far as the screen must scroll to
  /// make room for it (the newlines that make room scroll it).
  public init(cursor: (row: Int, column: Int)?, terminalRows: Int, rows: Int) {
    let belowPrompt = (cursor?.column ?? 0) > 0
    let height = Self.height(rows, terminalRows: terminalRows, belowPrompt: belowPrompt)
    self.rows = height
    self.belowPrompt = belowPrompt
    promptColumn = cursor?.column ?? 0
    top = cursor.map { cursor in
      let first = cursor.row + (cursor.column > 0 ? 1 : 0)
      return max(0, first - max(0, first + height - terminalRows))
    }
  }

  /// The same prompt's region after the terminal changed: `rows` rows from the cursor's
  /// line `cursorRow` (nil when unknown), moved up as far as the screen must scroll.
  public func moved(toCursorRow cursorRow: Int?, terminalRows: Int, rows: Int) -> InlineRegion {
    let moved = InlineRegion(
      cursor: cursorRow.map { ($0, 0) }, terminalRows: terminalRows,
      rows: Self.height(rows, terminalRows: terminalRows, belowPrompt: belowPrompt))
    return InlineRegion(top: moved.top, rows: moved.rows, belowPrompt: belowPrompt, promptColumn: promptColumn)
  }

  /// At most the terminal's rows, less the prompt's line when the region is below it
  /// (which the newlines would scroll off the screen, and the cursor could not go back).
  private static func height(_ rows: Int, terminalRows: Int, belowPrompt: Bool) -> Int {
    max(1, min(rows, terminalRows - (belowPrompt && terminalRows > 1 ? 1 : 0)))
  }

  private init(top: Int?, rows: Int, belowPrompt: Bool, promptColumn: Int) {
    self.top = top
    self.rows = rows
    self.belowPrompt = belowPrompt
    self.promptColumn = promptColumn
  }

  /// The region row a screen row (0-based) is, or nil outside the region.
  public func row(ofScreenRow row: Int) -> Int? {
    guard let top, row >= top, row < top + rows else { return nil }
    return row - top
  }
}
