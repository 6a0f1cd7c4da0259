import Foundation
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
  /// Hangul row and a Latin row line up). Right-aligns cells that start with a digit
  /// or a minus sign in the last columns (distances).
  func table(_ rows: [[String]]) {
    guard let columns = rows.map(\.count).max() else { return }
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
    }
    for row in rows {
      var text = ""
      for (index, cell) in row.enumerated() {
        let isLast = index == row.count - 1
        let gap = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)))
        let numeric = cell.first.map { $0.isNumber || $0 == "-" } ?? false
        if numeric && index > 0 {
          text += gap + cell
        } else {
          text += cell + (isLast ? "" : gap)
        }
        if !isLast { text += "  " }
      }
      while text.hasSuffix(" ") { text.removeLast() }
      line(text)
    }
  }

  /// Writes what is buffered to stdout.
  func flush() {
    FileHandle.standardOutput.write(Data(buffer.utf8))
    buffer = ""
  }
}
