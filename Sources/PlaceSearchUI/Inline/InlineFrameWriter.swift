/// The bytes that draw frames in an `InlineRegion` with moves relative to the cursor, as
/// fzf's inline renderer does: no alternate screen and no absolute position, so the
/// screen above the region stays as it was, wherever the terminal has scrolled it.
///
/// Only rows that changed since the last frame are written; a frame of another size is
/// written whole. Each frame is one synchronized update (DEC mode 2026), with the cursor
/// hidden while rows are written.
public struct InlineFrameWriter: Sendable {
  private let palette: StylePalette
  private var shown: ScreenBuffer?
  /// The region row the terminal's cursor is on.
  private var cursorRow = 0

  /// A writer drawing in `palette`'s colours.
  public init(palette: StylePalette) {
    self.palette = palette
  }

  private static let escape = TerminalModes.csi

  /// Makes room for `rows` rows below the cursor, by printing newlines (which scroll the
  /// screen when it is full), and leaves the cursor on the region's first row. With
  /// `belowPrompt` the region starts on the next line, and the line the cursor was on
  /// is kept whole.
  public mutating func open(rows: Int, belowPrompt: Bool) -> String {
    var bytes = belowPrompt ? "\n\r" : "\r"
    // What is below the region's first row is the region's now (a terminal that has
    // scrolled back may show old lines there).
    bytes += Self.escape + "J"
    bytes += String(repeating: "\n", count: max(0, rows - 1))
    if rows > 1 { bytes += Self.escape + "\(rows - 1)A" }
    bytes += "\r"
    shown = nil
    cursorRow = 0
    return bytes
  }

  /// Draws `frame` over what was drawn before.
  public mutating func draw(_ frame: ScreenBuffer) -> String {
    var bytes = TerminalModes.beginSynchronizedUpdate + TerminalModes.hideCursor
    let whole = shown.map { $0.rows != frame.rows || $0.columns != frame.columns } ?? true
    for row in 0..<frame.rows where whole || !Self.same(row, of: frame, as: shown!) {
      bytes += move(to: row) + line(row, of: frame)
    }
    if let cursor = frame.cursor {
      bytes += move(to: cursor.row) + Self.escape + "\(cursor.column + 1)G" + TerminalModes.showCursor
    }
    shown = frame
    return bytes + TerminalModes.endSynchronizedUpdate
  }

  /// Clears the region and leaves the cursor on its first row, the next frame to be
  /// drawn whole.
  public mutating func clear() -> String {
    shown = nil
    return move(to: 0) + TerminalModes.plainStyle + Self.escape + "J"
  }

  /// Clears the region and puts the cursor back where it was when the search started
  /// (the prompt of `region`), visible.
  public mutating func close(_ region: InlineRegion) -> String {
    var bytes = clear()
    if region.belowPrompt { bytes += Self.escape + "A" }
    if region.promptColumn > 0 { bytes += Self.escape + "\(region.promptColumn + 1)G" }
    return bytes + TerminalModes.showCursor
  }

  /// The moves to the first column of region row `row`.
  private mutating func move(to row: Int) -> String {
    defer { cursorRow = row }
    if row > cursorRow { return Self.escape + "\(row - cursorRow)B\r" }
    if row < cursorRow { return Self.escape + "\(cursorRow - row)A\r" }
    return "\r"
  }

  private static func same(_ row: Int, of frame: ScreenBuffer, as other: ScreenBuffer) -> Bool {
    let range = row * frame.columns..<(row + 1) * frame.columns
    return frame.cells[range] == other.cells[range]
  }

  /// One row, from its first column: the cells up to the last that is not a plain
  /// blank, each run of a style after its SGR sequence, then the rest of the line erased
  /// (never written to the last column and erased, which would erase that column).
  private func line(_ row: Int, of frame: ScreenBuffer) -> String {
    var end = frame.columns
    while end > 0 && frame[row, end - 1] == .blank { end -= 1 }
    var bytes = ""
    var style: CellStyle?
    for column in 0..<end {
      let cell = frame[row, column]
      guard cell.width > 0 else { continue }
      if cell.style != style {
        bytes += sgr(cell.style)
        style = cell.style
      }
      bytes += cell.text
    }
    bytes += TerminalModes.plainStyle
    return end < frame.columns ? bytes + Self.escape + "K" : bytes
  }

  /// The SGR sequence that sets `style` from scratch.
  private func sgr(_ style: CellStyle) -> String {
    let look = palette.look(for: style)
    var parameters = ["0"]
    if look.bold { parameters.append("1") }
    if look.dim { parameters.append("2") }
    if look.reverse { parameters.append("7") }
    if let colour = look.foreground { parameters.append(colour < 8 ? "3\(colour)" : "38;5;\(colour)") }
    if let colour = look.background { parameters.append(colour < 8 ? "4\(colour)" : "48;5;\(colour)") }
    return Self.escape + parameters.joined(separator: ";") + "m"
  }
}
