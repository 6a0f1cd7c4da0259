/// Which name of a place a search key comes from; better kinds rank higher.
enum MatchKind: UInt8, Sendable, CaseIterable {
  /// The whole primary name ("rio de janeiro").
  case primary = 0
  /// The whole of an alternate name ("서울" for Seoul).
  case alternate = 1
  /// A later word of the primary name ("janeiro").
  case primaryWord = 2
  /// A later word of an alternate name.
  case alternateWord = 3
  /// The initial consonants (초성) of a Hangul name ("ㅅㅇ").
  case initials = 4

  /// Added to a place's importance when it matches through this kind of key.
  var penalty: Float {
    switch self {
    case .primary: return 0
    case .alternate: return -0.8
    case .primaryWord: return -1.2
    case .alternateWord: return -1.8
    case .initials: return -0.3
    }
  }

  /// Whether the key is a later word of its name (it starts inside the name).
  var isWord: Bool { self == .primaryWord || self == .alternateWord }
  /// Whether the key comes from the primary name.
  var isPrimaryName: Bool { self == .primary || self == .primaryWord }
}
