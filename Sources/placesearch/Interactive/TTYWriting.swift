/// A terminal that can be sent a sequence that draws nothing (the clipboard's OSC 52),
/// after what it has drawn.
@MainActor
protocol TTYWriting: AnyObject {
  /// Writes `sequence` to the tty; false when it could not be written.
  @discardableResult
  func writeToTTY(_ sequence: String) -> Bool
}
