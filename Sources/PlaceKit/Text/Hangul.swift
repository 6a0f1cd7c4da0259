/// Hangul in search keys: syllables are spelled out as the jamo a user types, so a
/// query that ends mid-syllable is a prefix of the name (서우 → ㅅㅓㅇㅜ, a prefix of
/// 서울 → ㅅㅓㅇㅜㄹ), and names get a second key of their initial consonants (초성:
/// 서울 → ㅅㅇ).
package enum Hangul {
  package static let syllableBase: UInt32 = 0xAC00
  package static let syllableCount: UInt32 = 11172

  /// Initial consonants, as compatibility jamo, in syllable order.
  package static let initials: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]
  /// Vowels, as compatibility jamo, in syllable order.
  package static let medials: [UInt32] = (0x314F...0x3163).map { $0 }
  /// Final consonants (index 0 = none), as compatibility jamo, in syllable order.
  package static let finals: [UInt32] = [
    0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
    0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146,
    0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// Jamo typed with two keys on a standard keyboard, spelled as those two keys.
  package static let compounds: [UInt32: (UInt32, UInt32)] = [
    0x3133: (0x3131, 0x3145), 0x3135: (0x3134, 0x3148), 0x3136: (0x3134, 0x314E),
    0x313A: (0x3139, 0x3131), 0x313B: (0x3139, 0x3141), 0x313C: (0x3139, 0x3142),
    0x313D: (0x3139, 0x3145), 0x313E: (0x3139, 0x314C), 0x313F: (0x3139, 0x314D),
    0x3140: (0x3139, 0x314E), 0x3144: (0x3142, 0x3145),
    0x3158: (0x3157, 0x314F), 0x3159: (0x3157, 0x3150), 0x315A: (0x3157, 0x3163),
    0x315D: (0x315C, 0x3153), 0x315E: (0x315C, 0x3154), 0x315F: (0x315C, 0x3163),
    0x3162: (0x3161, 0x3163),
  ]

  /// Whether `value` is a precomposed Hangul syllable.
  @inline(__always)
  package static func isSyllable(_ value: UInt32) -> Bool {
    value &- syllableBase < syllableCount
  }

  /// Whether `value` is Hangul that `appendJamo` handles (syllables and jamo).
  @inline(__always)
  package static func isHangul(_ value: UInt32) -> Bool {
    isSyllable(value) || (0x3131...0x318E).contains(value) || (0x1100...0x11FF).contains(value)
  }

  /// The initial consonant of a syllable, as a compatibility jamo.
  package static func initial(of syllable: UInt32) -> UInt32 {
    initials[Int((syllable - syllableBase) / 588)]
  }

  /// Whether `jamo` (a key's word, as `appendJamo` spells it) is one syllable: Hangul
  /// compatibility jamo only, with one run of vowels (a compound vowel is spelt as two).
  package static func isOneSyllable(jamo: [UInt32]) -> Bool {
    guard !jamo.isEmpty, jamo.allSatisfy({ (0x3131...0x3163).contains($0) }) else { return false }
    var runs = 0, inVowels = false
    for value in jamo {
      let vowel = value >= 0x314F
      if vowel && !inVowels { runs += 1 }
      inVowels = vowel
    }
    return runs == 1
  }

  /// Appends the typed jamo of a Hangul syllable or jamo to `out`.
  package static func appendJamo(of value: UInt32, to out: inout [UInt32]) {
    if isSyllable(value) {
      let index = value - syllableBase
      out.append(initials[Int(index / 588)])
      appendSpelled(medials[Int((index % 588) / 28)], to: &out)
      let final = finals[Int(index % 28)]
      if final != 0 { appendSpelled(final, to: &out) }
    } else if (0x1100...0x1112).contains(value) {
      out.append(initials[Int(value - 0x1100)])
    } else if (0x1161...0x1175).contains(value) {
      appendSpelled(medials[Int(value - 0x1161)], to: &out)
    } else if (0x11A8...0x11C2).contains(value) {
      appendSpelled(finals[Int(value - 0x11A7)], to: &out)
    } else if (0x3131...0x3163).contains(value) {
      appendSpelled(value, to: &out)
    }
    // Archaic jamo (U+3165–U+318E, U+1113–U+11FF beyond the modern set) carry no key.
  }

  private static func appendSpelled(_ jamo: UInt32, to out: inout [UInt32]) {
    if let (first, second) = compounds[jamo] {
      out.append(first)
      out.append(second)
    } else {
      out.append(jamo)
    }
  }
}
