import PlaceKit

/// Buffers stdout lines and writes them in one go; tables are aligned by display width.
final class OutputWriter {
  private var buffer = ""

  /// Adds one line.
  func line(_ text: String) {
    buffer += text
    buffer += "\n"
  }

  /// Adds rows with columns padded to their widest cell, in terminal columns (so a
  /// Hangul row and a Latin row line up). Columns listed in `rightAligned` are padded on
  /// the left (distances).
  func table(_ rows: [[String]], rightAligned: Set<Int> = []) {
    guard let columns = rows.map(\.count).max() else { return }
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
    }
    for row in rows {
      var text = ""
      for (index, cell) in row.enumerated() {
        let gap = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)))
        text += rightAligned.contains(index) ? gap + cell : cell + gap
        if index < row.count - 1 { text += "  " }
      }
      while text.hasSuffix(" ") { text.removeLast() }
      line(text)
    }
  }

  /// Writes what is buffered to stdout (see `StandardStream` for a failed write).
  func flush() throws(StandardStreamError) {
    defer { buffer = "" }
    try StandardStream.output(buffer)
  }
}
