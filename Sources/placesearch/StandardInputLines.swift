/// Lines of standard input as text, refusing a line that is not valid UTF-8 instead of
/// repairing it (as `readLine` would) into a query nobody typed.
struct StandardInputLines {
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var lineNumber = 0

  /// The next line without its line ending, or nil at the end of input. Reads only as
  /// far as the line's end, so a coprocess gets each answer before sending more.
  /// Throws `InvalidTextError` for a line that is not UTF-8, `StandardStreamError` when
  /// stdin cannot be read (a directory, a closed descriptor).
  mutating func next() throws -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        defer { start = newline + 1 }
        return try text(buffer[start..<newline])
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return try text(buffer[start...])
      }
      try refill()
    }
  }

  private mutating func refill() throws(StandardStreamError) {
    buffer.removeSubrange(0..<start)
    start = 0
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = try StandardStream.input(into: &chunk)
    if count == 0 { atEnd = true } else { buffer += chunk[0..<count] }
  }

  private mutating func text(_ line: ArraySlice<UInt8>) throws(InvalidTextError) -> String {
    lineNumber += 1
    let trimmed = line.last == 0x0D ? line.dropLast() : line
    guard let text = String(validating: trimmed, as: UTF8.self) else {
      throw InvalidTextError(source: "standard input, line \(lineNumber)")
    }
    return text
  }
}
