/// A rough Revised Romanization of Hangul, letter by letter (서울 → seoul, 베이징 →
/// beijing), for telling which of a place's Hangul names is the one that sounds like its
/// Latin name (서울, not the historic 경성). Not for display.
package enum HangulRomanizer {
  private static let initials = [
    "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
  ]
  private static let medials = [
    "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi",
    "yu", "eu", "ui", "i",
  ]
  private static let finals = [
    "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t",
    "t", "ng", "t", "t", "k", "t", "p", "t",
  ]

  /// The ASCII letters of `name`'s syllables, romanized; other characters are dropped.
  package static func romanize(_ name: String) -> [UInt8] {
    var out: [UInt8] = []
    for scalar in name.unicodeScalars where Hangul.isSyllable(scalar.value) {
      let index = Int(scalar.value - Hangul.syllableBase)
      out += Array(initials[index / 588].utf8)
      out += Array(medials[(index % 588) / 28].utf8)
      out += Array(finals[index % 28].utf8)
    }
    return out
  }
}
