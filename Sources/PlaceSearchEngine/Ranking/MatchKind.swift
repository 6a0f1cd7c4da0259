import PlaceKit
/// Which name of a place a search key comes from; better kinds rank higher.
enum MatchKind: UInt8, Sendable, CaseIterable {
  /// The whole primary name ("rio de janeiro").
  case primary = 0
  /// The whole of an alternate name in the primary name's script ("Seúl" for Seoul).
  case alternate = 1
  /// A later word of the primary name ("janeiro").
  case primaryWord = 2
  /// A later word of an alternate name.
  case alternateWord = 3
  /// The initial consonants (초성) of a Hangul name ("ㅅㅇ").
  case initials = 4
  /// The whole of an alternate name in another script: the name in another language
  /// ("서울" for Seoul), ranked close to the primary name.
  case translation = 5
  /// A code that names the place only when typed whole: a country's alpha-3 code (JPN),
  /// an airport's IATA or ICAO code (ICN, RKSI). Its penalty keeps it out of every
  /// prefix's best entries and last among equal keys; a whole match earns it back
  /// (`RankingModel.codeBonus`, `CandidateSearch.gatherCodes`).
  case code = 6
  /// The whole short reading of the primary name (`NameForms`: "st louis" of "Saint
  /// Louis", "hague" of "The Hague"): a query in either form finds it, a little below a
  /// place whose name is written as typed ("st louis" is St. Louis, Missouri, before the
  /// district Saint Louis of the Seychelles).
  case shortReading = 7

  /// Added to a place's importance when it matches through this kind of key.
  var penalty: Float {
    switch self {
    case .primary: return 0
    case .alternate: return -5.0
    case .primaryWord: return -2.0
    case .alternateWord: return -6.0
    case .initials: return -0.3
    case .translation: return -2.0
    case .code: return -RankingModel.codeBonus
    case .shortReading: return -RankingModel.shortReadingPenalty
    }
  }

  /// An entry's static score, by which equal keys are ordered in the index and best
  /// entries chosen: its place's importance plus the penalty of its kind, given by raw
  /// value (an unknown one, from a corrupt index, counts as an alternate name's word).
  static func staticScore(importance: Float, kindCode: UInt8) -> Float {
    importance + penalties[Int(kindCode)]
  }

  /// `penalty` by raw value.
  private static let penalties: [Float] = (0...UInt8.max).map {
    (MatchKind(rawValue: $0) ?? .alternateWord).penalty
  }

  /// Whether the key is a later word of its name (it starts inside the name).
  var isWord: Bool { self == .primaryWord || self == .alternateWord }
  /// The kind of an alternate name's whole key: a translation when it is written in a
  /// non-Latin script other than the primary name's (서울 for Seoul). Latin
  /// romanizations of non-Latin names stay alternates: Latin prefixes are typed most
  /// and would otherwise crowd out primary names.
  static func wholeAlternate(_ name: String, primaryScript: UInt32) -> MatchKind {
    let script = script(of: name)
    return script != 0 && script != primaryScript ? .translation : .alternate
  }

  /// A coarse script class of a name's first letter: Latin, Greek, Cyrillic, Hangul,
  /// CJK/kana, or the 128-scalar block for the rest.
  static func script(of name: String) -> UInt32 {
    // The first scalar past ASCII spaces, digits and punctuation stands for the name.
    guard
      let letter = name.unicodeScalars.first(where: {
        $0.value >= 0x80 || (0x41...0x5A).contains($0.value) || (0x61...0x7A).contains($0.value)
      })
    else { return 0 }
    switch letter.value {
    case ..<0x250, 0x1E00...0x1EFF: return 0
    case 0x370...0x3FF, 0x1F00...0x1FFF: return 1
    case 0x400...0x52F: return 2
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3: return 3
    case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return 4
    default: return 0x100 + (letter.value >> 7)
    }
  }

  /// Whether the key is a whole name (primary, alternate or in another language), not a
  /// later word of one or its initial consonants.
  var isWholeName: Bool { self == .primary || self == .alternate || self == .translation || self == .shortReading }

  /// Whether the key comes from the primary name.
  var isPrimaryName: Bool { self == .primary || self == .primaryWord || self == .shortReading }
}
