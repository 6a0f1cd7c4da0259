/// A list of key names (`--expect`) that names no key, or a key not told apart here.
public enum KeyNameError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The list is empty.
  case empty
  /// `name` is no key placesearch reads.
  case unknown(String)

  /// One sentence: what is wrong and which names are accepted.
  public var description: String {
    switch self {
    case .empty:
      "give at least one key name (such as ctrl-o or alt-enter; several separated by commas)"
    case .unknown(let name):
      "\"\(name)\" is no key placesearch tells apart; give names separated by commas: \(KeyName.acceptedForms)"
    }
  }
}
