extension String {
  /// The text with each control character (Unicode's Cc: U+0000–U+001F, U+007F,
  /// U+0080–U+009F) written as a Swift escape, `\u{1B}`, so that text from input or data
  /// cannot move the cursor, clear the screen or retitle the terminal it is printed on.
  ///
  /// The one rule for what reaches a terminal as text: error messages, warnings and text
  /// output (JSON escapes them its own way). Tabs and newlines are escaped too: inside a
  /// name or an echoed value they would break the line or the columns.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
    var escaped = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar.isControlCharacter {
        escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2))}".unicodeScalars)
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }
}

extension Unicode.Scalar {
  /// Whether this is a control character (general category Cc).
  fileprivate var isControlCharacter: Bool { properties.generalCategory == .control }
}
