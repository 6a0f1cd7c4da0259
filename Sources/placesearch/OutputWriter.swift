import PlaceKit

/// Buffers stdout lines and writes them in one go; tables are aligned by display width.
/// `line` takes a line as it is (JSON, which escapes its own control characters); text
/// goes through `textLine` or `table`.
final class OutputWriter {
  private var buffer = ""

  /// Adds one line.
  func line(_ text: String) {
    buffer += text
    buffer += "\n"
  }

  /// Adds one line of text fields joined by tabs, each with its control characters
  /// escaped (`String.escapingControlCharacters`).
  func textLine(_ fields: [String]) {
    line(fields.map(\.escapingControlCharacters).joined(separator: "\t"))
  }

  /// Adds rows with columns padded to their widest cell, in terminal columns (so a
  /// Hangul row and a Latin row line up). Columns listed in `rightAligned` are padded on
  /// the left (distances). Cells are text: their control characters are escaped.
  func table(_ rows: [[String]], rightAligned: Set<Int> = []) {
    let rows = rows.map { $0.map(\.escapingControlCharacters) }
    guard let columns = rows.map(\.count).max() else { return }
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
    }
    // Gaps are cut from one run of spaces: a gap string per cell costs more than the rest
    // of a long table. The last cell needs no gap after it; a line ends without spaces.
    let spaces = String(repeating: " " as Character, count: widths.max() ?? 0)
    for row in rows {
      var text = ""
      for (index, cell) in row.enumerated() {
        let gap = spaces.prefix(max(0, widths[index] - DisplayWidth.of(cell)))
        if rightAligned.contains(index) {
          text += gap
          text += cell
        } else {
          text += cell
          if index < row.count - 1 { text += gap }
        }
        if index < row.count - 1 { text += "  " }
      }
      while text.last == " " { text.removeLast() }
      line(text)
    }
  }

  /// Writes what is buffered to stdout (see `StandardStream` for a failed write).
  func flush() throws(StandardStreamError) {
    defer { buffer = "" }
    try StandardStream.output(buffer)
  }
}
