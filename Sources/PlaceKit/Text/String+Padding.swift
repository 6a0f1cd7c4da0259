extension String {
  /// The text with zeros before it up to `width` characters (`"1b"` → `"001b"` at 4):
  /// hexadecimal fields written without Foundation's `String(format:)`, whose first use
  /// costs a start-up a fifth of a millisecond.
  public func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
