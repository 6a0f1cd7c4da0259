import PlaceKit
/// Splits a tab-separated file into lines and fields without copying, with line numbers
/// for error messages.
struct TSVScanner {
  let bytes: [UInt8]
  let path: String
  /// The kind of file, for the hint of its errors.
  let format: DataFileFormat
  /// The number of the first line of `bytes` in the whole file.
  var firstLine = 1

  /// Longest line accepted, in bytes. The longest GeoNames line (a capital's alternate
  /// names) is about 20 KB; a line of megabytes means a damaged or foreign file.
  static let maxLineLength = 1 << 20

  /// The UTF-8 byte-order mark some editors write at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Calls `body` for each non-empty, non-comment line with its 1-based number and the
  /// byte ranges of its fields. A byte-order mark opening the file (first line 1) is
  /// skipped. A NUL byte (a binary file) or a line longer than `maxLineLength` throws,
  /// naming the line.
  func forEachLine(
    _ body: (_ line: Int, _ fields: [Range<Int>]) throws(PlaceKitError) -> Void
  ) throws(PlaceKitError) {
    var lineNumber = firstLine - 1
    // A BOM is no part of the first field: kept, it would spoil the first record.
    var start = firstLine == 1 && bytes.starts(with: TSVScanner.byteOrderMark) ? TSVScanner.byteOrderMark.count : 0
    var fields: [Range<Int>] = []
    fields.reserveCapacity(24)
    let count = bytes.count
    while start < count {
      lineNumber += 1
      var end = start
      var fieldStart = start
      fields.removeAll(keepingCapacity: true)
      while end < count && bytes[end] != 0x0A {
        if bytes[end] == 0x09 {
          fields.append(fieldStart..<end)
          fieldStart = end + 1
        } else if bytes[end] == 0 {
          throw malformed(line: lineNumber, "it holds a NUL byte (is this a binary file?)")
        }
        end += 1
      }
      if end - start > TSVScanner.maxLineLength {
        throw malformed(
          line: lineNumber,
          "the line is \(end - start) bytes long; lines over \(TSVScanner.maxLineLength) bytes are not place data")
      }
      var lineEnd = end
      if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }  // CRLF files
      fields.append(fieldStart..<max(fieldStart, lineEnd))
      let isBlank = lineEnd == start
      let isComment = !isBlank && bytes[start] == UInt8(ascii: "#")
      if !isBlank && !isComment {
        try body(lineNumber, fields)
      }
      start = end + 1
    }
  }

  /// The error for `line` of this file.
  func malformed(line: Int, _ reason: String) -> PlaceKitError {
    .malformedData(path: path, line: line, reason: reason, format: format)
  }

  /// The error for a line whose `fields` are not the `expected` columns ("19
  /// tab-separated columns"). A line that is not UTF-8 says so: text in another encoding
  /// is the cause to fix, whatever its columns.
  func wrongColumns(line: Int, fields: [Range<Int>], expected: String) -> PlaceKitError {
    let text = bytes[(fields.first?.lowerBound ?? 0)..<(fields.last?.upperBound ?? 0)]
    guard String(validating: text, as: UTF8.self) != nil else { return malformed(line: line, TSVScanner.invalidUTF8) }
    return malformed(line: line, "expected \(expected), found \(fields.count)")
  }

  private static let invalidUTF8 = "the text is not valid UTF-8"

  /// The field as a String; malformed UTF-8 is an error naming the line.
  func string(_ range: Range<Int>, line: Int) throws(PlaceKitError) -> String {
    guard let text = String(validating: bytes[range], as: UTF8.self) else {
      throw malformed(line: line, TSVScanner.invalidUTF8)
    }
    return text
  }

  /// The non-empty parts of a field split at `separator` (GeoNames alternate names).
  func strings(_ range: Range<Int>, separatedBy separator: UInt8, line: Int) throws(PlaceKitError)
    -> [String]
  {
    guard !range.isEmpty else { return [] }
    guard String(validating: bytes[range], as: UTF8.self) != nil else {
      throw malformed(line: line, TSVScanner.invalidUTF8)
    }
    var parts: [String] = []
    var start = range.lowerBound
    for index in range where bytes[index] == separator {
      if index > start { parts.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
      start = index + 1
    }
    if range.upperBound > start {
      parts.append(String(decoding: bytes[start..<range.upperBound], as: UTF8.self))
    }
    return parts
  }

  /// The field as a plain decimal number (sign, digits, point), or nil.
  func double(_ range: Range<Int>) -> Double? {
    guard !range.isEmpty else { return nil }
    var index = range.lowerBound
    var negative = false
    if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var value = 0.0
    var digits = 0
    while index < range.upperBound, let digit = digitValue(bytes[index]) {
      value = value * 10 + Double(digit)
      digits += 1
      index += 1
    }
    if index < range.upperBound && bytes[index] == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      while index < range.upperBound, let digit = digitValue(bytes[index]) {
        value += Double(digit) * scale
        scale /= 10
        digits += 1
        index += 1
      }
    }
    // GeoNames writes plain decimals: "1e1", "0x10", "nan" or "inf" mean a damaged field,
    // though the standard library would read them.
    guard index == range.upperBound else { return nil }
    return digits > 0 ? (negative ? -value : value) : nil
  }

  /// The field as a non-negative integer; empty is `ifEmpty`.
  func integer(_ range: Range<Int>, ifEmpty: Int? = nil) -> Int? {
    guard !range.isEmpty else { return ifEmpty }
    var value = 0
    for index in range {
      guard let digit = digitValue(bytes[index]) else { return nil }
      let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = product.addingReportingOverflow(digit)
      if overflow1 || overflow2 { return nil }
      value = sum
    }
    return value
  }

  @inline(__always)
  private func digitValue(_ byte: UInt8) -> Int? {
    byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
  }
}
