import PlaceKit

/// Lays out a frame: the query line, the list, the status line.
///
///     검색> gwang▏                          near Seoul, KR
///     ─────────────────────────────────────────────────────
///     ▸ Gwangju            Gwangju, South Korea      268 km
///       Gwangju-si         Gyeonggi-do, South Korea   24 km
///     ─────────────────────────────────────────────────────
///     1 of 41 · completions · ↑↓ move · ⏎ choose · esc back
///
/// Widths are display columns; a terminal smaller than `minimumSize` gets a one-line
/// notice instead.
public enum ScreenRenderer {
  /// The smallest terminal the full layout fits.
  public static let minimumSize = (rows: 5, columns: 20)
  /// The prompt before the query.
  public static let prompt = "검색> "
  /// Rows taken by the query line, the two rules and the status line.
  public static let chromeRows = 4

  /// How many list rows fit in a terminal of `rows` rows.
  public static func listHeight(rows: Int) -> Int { max(0, rows - chromeRows) }

  /// Whether a `rows` × `columns` terminal gets the full layout, not the notice.
  public static func fits(rows: Int, columns: Int) -> Bool {
    rows >= minimumSize.rows && columns >= minimumSize.columns
  }

  /// The frame for `state` in a `rows` × `columns` terminal.
  public static func render(_ state: ScreenState, rows: Int, columns: Int) -> ScreenBuffer {
    var frame = ScreenBuffer(rows: rows, columns: columns)
    guard fits(rows: rows, columns: columns) else {
      if rows > 0 && columns > 0 {
        frame.write(DisplayWidth.truncate("terminal too small", toColumns: columns), row: 0, column: 0, style: CellStyle(.notice))
      }
      return frame
    }
    drawQueryLine(state, into: &frame)
    let rule = String(repeating: "─", count: columns)
    frame.write(rule, row: 1, column: 0, style: CellStyle(.dim))
    drawList(state, into: &frame, top: 2, height: listHeight(rows: rows))
    frame.write(rule, row: rows - 2, column: 0, style: CellStyle(.dim))
    drawStatus(state, into: &frame, row: rows - 1)
    return frame
  }

  private static func drawQueryLine(_ state: ScreenState, into frame: inout ScreenBuffer) {
    let columns = frame.columns
    let promptEnd = frame.write(prompt, row: 0, column: 0, style: CellStyle(.prompt))
    let label = "near \(state.locationLabel)"
    let labelWidth = DisplayWidth.of(label)
    // The label gives way to the query when both do not fit.
    let available = columns - promptEnd
    let showLabel = DisplayWidth.of(state.query.text) + 1 + labelWidth + 2 <= available
    let queryRoom = available - (showLabel ? labelWidth + 2 : 0)
    let before = String(state.query.characters[..<state.query.cursor])
    let beforeWidth = DisplayWidth.of(before)
    // Keep the cursor visible: show the query's tail when it is wider than the room.
    var shown = state.query.characters[...]
    var cursorColumn = promptEnd + beforeWidth
    if beforeWidth >= queryRoom {
      var dropped = 0
      while DisplayWidth.of(String(shown[shown.startIndex..<state.query.cursor])) >= queryRoom
        && shown.startIndex < state.query.cursor
      {
        dropped += ScreenBuffer.width(of: shown.first!)
        shown = shown.dropFirst()
      }
      cursorColumn -= dropped
    }
    frame.write(String(shown), row: 0, column: promptEnd, limit: queryRoom)
    if showLabel {
      frame.write(label, row: 0, column: columns - labelWidth, style: CellStyle(.dim))
    }
    frame.cursor = (0, min(cursorColumn, columns - 1))
  }

  private static func drawList(_ state: ScreenState, into frame: inout ScreenBuffer, top: Int, height: Int) {
    let columns = frame.columns
    let visible = Array(state.rows.dropFirst(state.scrollTop).prefix(height))
    // Widths come from the whole list, so the columns hold still while it scrolls.
    let places = state.rows.filter { !$0.isSectionTitle }
    let trailingWidth = places.map { DisplayWidth.of($0.trailing) }.max() ?? 0
    let available = columns - 2 - (trailingWidth > 0 ? trailingWidth + 2 : 0)
    let widestTitle = places.map { DisplayWidth.of($0.title) }.max() ?? 0
    let widestSubtitle = places.map { DisplayWidth.of($0.subtitle) }.max() ?? 0
    let titleWidth = max(0, min(widestTitle, max(available / 2, available - widestSubtitle - 2)))
    for (offset, row) in visible.enumerated() {
      let screenRow = top + offset
      if row.isSectionTitle {
        frame.write(DisplayWidth.truncate(row.title, toColumns: columns), row: screenRow, column: 0, style: CellStyle(.notice))
        continue
      }
      let selected = state.selection == state.scrollTop + offset
      if selected { frame.fill(row: screenRow, style: CellStyle(.plain, selected: true)) }
      frame.write(selected ? "▸ " : "  ", row: screenRow, column: 0, style: CellStyle(.prompt, selected: selected))
      drawTitle(row, into: &frame, row: screenRow, column: 2, width: titleWidth, selected: selected)
      let subtitleColumn = 2 + titleWidth + 2
      let subtitleRoom = columns - subtitleColumn - (trailingWidth > 0 ? trailingWidth + 2 : 0)
      if subtitleRoom > 0 {
        frame.write(
          DisplayWidth.truncate(row.subtitle, toColumns: subtitleRoom), row: screenRow, column: subtitleColumn,
          style: CellStyle(.dim, selected: selected), limit: subtitleRoom)
      }
      if !row.trailing.isEmpty {
        let width = DisplayWidth.of(row.trailing)
        frame.write(row.trailing, row: screenRow, column: columns - width, style: CellStyle(.trailing, selected: selected))
      }
    }
  }

  /// The title, cut with "…" to `width`, matched characters in the match style.
  private static func drawTitle(
    _ row: ListRow, into frame: inout ScreenBuffer, row screenRow: Int, column: Int, width: Int, selected: Bool
  ) {
    let title = DisplayWidth.truncate(row.title, toColumns: width)
    let truncated = title != row.title
    var scalarOffset = 0
    var position = column
    for (index, character) in title.enumerated() {
      let count = character.unicodeScalars.count
      let isEllipsis = truncated && index == title.count - 1
      let matched = !isEllipsis && row.highlights.contains { range in
        scalarOffset < range.start + range.length && range.start < scalarOffset + count
      }
      position = frame.write(
        String(character), row: screenRow, column: position,
        style: CellStyle(matched ? .match : .plain, selected: selected), limit: column + width - position)
      scalarOffset += count
    }
  }

  private static func drawStatus(_ state: ScreenState, into frame: inout ScreenBuffer, row: Int) {
    let position: String
    if let message = state.message {
      position = message
    } else if let selection = state.selection {
      // Section titles are not counted: "1 of 12" is the first place.
      let before = state.rows.prefix(selection + 1).filter { !$0.isSectionTitle }.count
      position = "\(before) of \(state.rows.filter { !$0.isSectionTitle }.count)"
    } else {
      position = "0 of 0"
    }
    let text = "\(position) · \(state.modeName) · ↑↓ move · ⏎ choose · tab fill · esc back · ^C quit"
    frame.fill(row: row, style: CellStyle(.status))
    frame.write(DisplayWidth.truncate(text, toColumns: frame.columns), row: row, column: 0, style: CellStyle(.status))
  }
}
