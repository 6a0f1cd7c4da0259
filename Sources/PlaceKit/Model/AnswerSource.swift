/// Which source answered last where a server is the source: the server, or the embedded
/// data because the server did not answer. The fallback service keeps it; the
/// interactive header shows it (the UI never knows the source types).
public enum AnswerSource: Sendable, Equatable {
  /// The server answered.
  case server
  /// The server did not: the embedded data answered.
  case embedded
}
