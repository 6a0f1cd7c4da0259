import PlaceKit

/// One character cell of the screen. A wide character (Hangul, CJK) fills its first cell
/// and leaves the next one empty (`text` "" and `width` 0), as terminals do.
public struct Cell: Sendable, Hashable {
  public var text: String
  public var width: Int
  public var style: CellStyle

  /// A blank cell.
  public static let blank = Cell(text: " ", width: 1, style: CellStyle())
}

/// A frame to show: rows × columns of cells and where the cursor goes.
///
/// Writing measures every character in display columns and never splits one: a wide
/// character that does not fit at the edge leaves a blank instead.
public struct ScreenBuffer: Sendable, Equatable {
  public let rows: Int
  public let columns: Int
  public private(set) var cells: [Cell]
  /// Where the terminal cursor should be, if visible.
  public var cursor: (row: Int, column: Int)?

  /// A blank frame of `rows` × `columns`.
  public init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
    cells = Array(repeating: .blank, count: self.rows * self.columns)
  }

  public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
    lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.cells == rhs.cells
      && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
  }

  /// The cell at a position.
  public subscript(row: Int, column: Int) -> Cell {
    cells[row * columns + column]
  }

  /// Display width of one character (a grapheme cluster).
  public static func width(of character: Character) -> Int {
    min(2, character.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) })
  }

  /// Writes `text` from `column` on `row`, within `limit` columns (to the right edge by
  /// default); returns the column after the last one written. Zero-width characters
  /// are dropped.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: CellStyle = CellStyle(), limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows, column >= 0 else { return column }
    let end = min(columns, limit.map { column + max(0, $0) } ?? columns)
    var position = column
    for character in text {
      let width = ScreenBuffer.width(of: character)
      guard width > 0 else { continue }
      if position + width > end {
        if position < end { set(row, position, Cell(text: " ", width: 1, style: style)) }
        return min(position + 1, end)
      }
      set(row, position, Cell(text: String(character), width: width, style: style))
      if width == 2 { set(row, position + 1, Cell(text: "", width: 0, style: style)) }
      position += width
    }
    return position
  }

  /// Paints `count` cells of a row from `column` with blanks in `style`.
  public mutating func fill(row: Int, column: Int = 0, count: Int? = nil, style: CellStyle) {
    guard row >= 0, row < rows else { return }
    let end = min(columns, column + (count ?? columns))
    for position in max(0, column)..<max(max(0, column), end) {
      set(row, position, Cell(text: " ", width: 1, style: style))
    }
  }

  /// A row as plain text, wide characters once (for tests and logs).
  public func text(ofRow row: Int) -> String {
    (0..<columns).map { self[row, $0].text }.joined()
  }

  private mutating func set(_ row: Int, _ column: Int, _ cell: Cell) {
    // Overwriting half of a wide character blanks its other half.
    let index = row * columns + column
    if cells[index].width == 0 && column > 0 && cells[index - 1].width == 2 {
      cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
    }
    if cells[index].width == 2 && column + 1 < columns {
      cells[index + 1] = Cell(text: " ", width: 1, style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}
