import PlaceKit

/// Warnings kept back while something else has the terminal (a build's progress line,
/// the interactive UI), to be said once it is done.
struct HeldWarnings: Sendable {
  private let messages = Box<[String]?>(nil)

  /// Starts keeping warnings back.
  func hold() {
    messages.update { $0 = $0 ?? [] }
  }

  /// Keeps `message` back while holding; false when not holding (say it now).
  func keep(_ message: String) -> Bool {
    messages.update { messages in
      messages?.append(message)
      return messages != nil
    }
  }

  /// Stops holding; the warnings kept back, in order.
  func release() -> [String] {
    messages.update { messages in
      defer { messages = nil }
      return messages ?? []
    }
  }
}
