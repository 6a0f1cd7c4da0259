import PlaceKit

/// Lays out a frame: the query line, the list, the status line.
///
///     search> gwang▏                  near Seoul, South Korea
///     ──────────────────────────────────────────────────────
///     ▸ Gwangju           Gwangju, South Korea     268 km  │
///       Gwangju-si        Gyeonggi-do, South Korea  24 km
///     ──────────────────────────────────────────────────────
///     1 of 50+ · completions · ↑↓ move · ⏎ choose · tab fill
///
/// Widths are display columns; where each part goes is `ScreenLayout`'s to say. A
/// terminal smaller than the layout's minimum gets a one-line notice instead. A list
/// longer than the screen gets a scroll mark in its last column.
public enum ScreenRenderer {
  /// The scroll mark: drawn over the rows of the last column that stand for the part of
  /// the list on the screen.
  public static let scrollMark = "│"
  /// Marks a part of the query scrolled out of sight, at either end.
  public static let hiddenMark = "…"

  /// The frame for `state` laid out as `layout` says.
  public static func render(_ state: ScreenState, layout: ScreenLayout) -> ScreenBuffer {
    let rows = layout.rows
    let columns = layout.columns
    var frame = ScreenBuffer(rows: rows, columns: columns)
    guard layout.fits else {
      if rows > 0 && columns > 0 {
        frame.write(DisplayWidth.truncate(state.strings.terminalTooSmall, toColumns: columns), row: 0, column: 0, style: CellStyle(.notice))
      }
      return frame
    }
    drawQueryLine(state, into: &frame)
    let rule = String(repeating: "─", count: columns)
    frame.write(rule, row: 1, column: 0, style: CellStyle(.dim))
    drawList(state, into: &frame, top: ScreenLayout.listTop, height: layout.listHeight, columns: layout.listColumns)
    if layout.showsPreview, let pane = state.preview { PreviewRenderer.draw(pane, into: &frame, layout: layout) }
    frame.write(rule, row: rows - 2, column: 0, style: CellStyle(.dim))
    drawStatus(state, into: &frame, row: rows - 1)
    return frame
  }

  private static func drawQueryLine(_ state: ScreenState, into frame: inout ScreenBuffer) {
    let columns = frame.columns
    let promptEnd = frame.write(state.strings.prompt, row: 0, column: 0, style: CellStyle(.prompt))
    let near = state.strings.near(state.locationLabel)
    let label = state.source.map { "\(near) · \(state.strings.source($0))" } ?? near
    let labelWidth = DisplayWidth.of(label)
    // The label stays beside a long query while it leaves the query half the room; the
    // query scrolls in what is left.
    let available = columns - promptEnd
    let fitsBeside = DisplayWidth.of(state.query.text) + 1 + labelWidth + 2 <= available
    let showLabel = fitsBeside || labelWidth + 2 <= available / 2
    let queryRoom = available - (showLabel ? labelWidth + 2 : 0)
    let characters = state.query.characters
    let shown = window(of: state.query, room: queryRoom)
    var column = promptEnd
    if shown.lowerBound > 0 {
      column = frame.write(hiddenMark, row: 0, column: column, style: CellStyle(.dim))
    }
    let cursorColumn = column + DisplayWidth.of(String(characters[shown.lowerBound..<state.query.cursor]))
    column = frame.write(String(characters[shown]), row: 0, column: column)
    if shown.upperBound < characters.count {
      frame.write(hiddenMark, row: 0, column: column, style: CellStyle(.dim))
    }
    if showLabel {
      frame.write(label, row: 0, column: columns - labelWidth, style: CellStyle(.dim))
    }
    frame.cursor = (0, min(cursorColumn, columns - 1))
  }

  /// `text` in lines of at most `columns` display columns, broken at spaces (a word
  /// longer than a line is cut).
  static func wrapped(_ text: String, toColumns columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if DisplayWidth.of(candidate) <= columns {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = DisplayWidth.truncate(String(word), toColumns: columns)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The characters of the query shown in `room` columns, the cursor's cell among them:
  /// all of them when they fit, else those around the cursor, leaving a column for
  /// `hiddenMark` at each end that hides some.
  private static func window(of query: QueryEditor, room: Int) -> Range<Int> {
    let widths = query.characters.map(ScreenBuffer.width(of:))
    let count = widths.count
    let cursor = query.cursor
    if widths.reduce(0, +) + (cursor == count ? 1 : 0) <= room { return 0..<count }
    let cursorCell = cursor < count ? widths[cursor] : 1
    let markAfterCursor = cursor + 1 < count ? 1 : 0
    var start = 0
    var beforeCursor = widths[..<cursor].reduce(0, +)
    while start < cursor && (start > 0 ? 1 : 0) + beforeCursor + cursorCell + markAfterCursor > room {
      beforeCursor -= widths[start]
      start += 1
    }
    var end = cursor
    var used = (start > 0 ? 1 : 0) + beforeCursor
    while end < count && used + widths[end] + (end + 1 < count ? 1 : 0) <= room {
      used += widths[end]
      end += 1
    }
    return start..<end
  }

  private static func drawList(
    _ state: ScreenState, into frame: inout ScreenBuffer, top: Int, height: Int, columns listColumns: Int
  ) {
    if state.rows.isEmpty, let note = state.note {
      for (offset, line) in wrapped(note, toColumns: listColumns - 2).prefix(height).enumerated() {
        frame.write(line, row: top + offset, column: 2, style: CellStyle(.dim))
      }
      return
    }
    let scrolls = state.rows.count > height
    // The scroll mark takes the last column, a blank one keeps the rows off it.
    let columns = listColumns - (scrolls ? 2 : 0)
    let visible = Array(state.rows.dropFirst(state.scrollTop).prefix(height))
    // Widths come from the whole list, so the columns hold still while it scrolls; where
    // that leaves the areas too little room, from the rows in view, which need less.
    var (titleWidth, trailingWidth) = columnWidths(of: state.rows.filter { !$0.isSectionTitle }, columns: columns - 2)
    if subtitleRoom(columns: columns, title: titleWidth, trailing: trailingWidth) < minimumSubtitle {
      (titleWidth, trailingWidth) = columnWidths(of: visible.filter { !$0.isSectionTitle }, columns: columns - 2)
    }
    for (offset, row) in visible.enumerated() {
      let screenRow = top + offset
      if row.isSectionTitle {
        frame.write(DisplayWidth.truncate(row.title, toColumns: columns), row: screenRow, column: 0, style: CellStyle(.notice))
        continue
      }
      let selected = state.selection == state.scrollTop + offset
      if selected { frame.fill(row: screenRow, count: columns, style: CellStyle(.plain, selected: true)) }
      frame.write(selected ? "▸ " : "  ", row: screenRow, column: 0, style: CellStyle(.prompt, selected: selected))
      drawTitle(row, into: &frame, row: screenRow, column: 2, width: titleWidth, selected: selected)
      let room = subtitleRoom(columns: columns, title: titleWidth, trailing: trailingWidth)
      let subtitle = SubtitleCut.fit(row.subtitle, toColumns: room, minimumRoom: minimumSubtitle)
      if !subtitle.isEmpty {
        frame.write(
          subtitle, row: screenRow, column: 2 + titleWidth + 2, style: CellStyle(.dim, selected: selected),
          limit: room)
      }
      if trailingWidth > 0 && !row.trailing.isEmpty {
        let width = DisplayWidth.of(row.trailing)
        frame.write(row.trailing, row: screenRow, column: columns - width, style: CellStyle(.trailing, selected: selected))
      }
    }
    if scrolls { drawScrollMark(state, into: &frame, top: top, height: height, column: listColumns - 1) }
  }

  /// How the `columns` after the selection mark are shared by `places`: the title
  /// first, then the right-hand column (distance, a group's count), then the subtitle.
  /// The right-hand column shows only where the title keeps at least half the row (or
  /// all of its widest); a title of up to 24 columns is never cut for a subtitle, and
  /// the subtitle shows only where it gets 12 columns, else the title takes them. Returns the title's width and the right-hand column's (0: not shown).
  static func columnWidths(of places: [ListRow], columns: Int) -> (title: Int, trailing: Int) {
    let widestTitle = places.map { DisplayWidth.of($0.title) }.max() ?? 0
    let widestSubtitle = places.map { DisplayWidth.of($0.subtitle) }.max() ?? 0
    var trailing = places.map { DisplayWidth.of($0.trailing) }.max() ?? 0
    let titleFloor = min(widestTitle, max(8, columns / 2))
    if columns - trailing - 2 < titleFloor { trailing = 0 }
    let available = columns - (trailing > 0 ? trailing + 2 : 0)
    var title = max(0, min(widestTitle, max(available / 2, available - widestSubtitle - 2, comfortableTitle)))
    if available - title - 2 < minimumSubtitle { title = max(0, min(widestTitle, available)) }
    return (title, trailing)
  }

  /// The columns a row of `columns` leaves the subtitle beside a title and a right-hand
  /// column (0: not shown) of these widths.
  private static func subtitleRoom(columns: Int, title: Int, trailing: Int) -> Int {
    columns - (2 + title + 2) - (trailing > 0 ? trailing + 2 : 0)
  }

  /// A title this wide (most names) is never cut for a subtitle.
  private static let comfortableTitle = 24

  /// The fewest columns a subtitle is shown in: fewer would show a word or two of it at
  /// the title's expense.
  private static let minimumSubtitle = 12

  /// The scroll mark: as many rows of the last column as the screen shows of the list,
  /// as far down as the screen is.
  private static func drawScrollMark(
    _ state: ScreenState, into frame: inout ScreenBuffer, top: Int, height: Int, column: Int
  ) {
    let count = state.rows.count
    let length = max(1, height * height / count)
    let offset = ((height - length) * state.scrollTop + (count - height) / 2) / (count - height)
    for row in top + offset..<top + offset + length {
      frame.write(scrollMark, row: row, column: column, style: CellStyle(.dim))
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
    let strings = state.strings
    let position: String
    if let message = state.message {
      position = message
    } else {
      // Section titles are not counted: "1 of 12" is the first place.
      let before = state.selection.map { state.rows.prefix($0 + 1).filter { !$0.isSectionTitle }.count } ?? 0
      let count = state.rows.filter { !$0.isSectionTitle }.count
      position = strings.position(before, of: count, more: state.hasMore)
    }
    // Key hints are whole or left out, last first, but one that comes first (Esc's
    // "back") is kept before the others; shown in their order. The position and mode are
    // cut if need be.
    let head = [position, strings.name(of: state.mode)].joined(separator: " · ")
    let texts = state.hints.compactMap { hint in strings.hint(hint, keys: state.keys).map { (hint, $0) } }
    var kept: [KeyHint] = []
    var width = DisplayWidth.of(head)
    for (hint, hintText) in texts.filter({ $0.0.comesFirst }) + texts.filter({ !$0.0.comesFirst }) {
      let hintWidth = DisplayWidth.of(" · " + hintText)
      guard width + hintWidth <= frame.columns else { break }
      kept.append(hint)
      width += hintWidth
    }
    let text = ([head] + texts.filter { kept.contains($0.0) }.map(\.1)).joined(separator: " · ")
    frame.fill(row: row, style: CellStyle(.status))
    frame.write(DisplayWidth.truncate(text, toColumns: frame.columns), row: row, column: 0, style: CellStyle(.status))
  }
}
