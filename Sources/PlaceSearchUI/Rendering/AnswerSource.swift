/// Which kind of source answered last, for the header: a server, or the embedded data
/// because the server did not answer. The composition root feeds it; the UI never knows
/// the source types.
public enum AnswerSource: Sendable, Equatable {
  /// The server answered.
  case server
  /// The server did not: the embedded data answered.
  case offline
}
