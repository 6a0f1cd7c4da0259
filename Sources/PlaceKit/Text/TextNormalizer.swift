import Foundation

/// Folds names and queries into search keys: UTF-8 bytes compared byte by byte.
///
/// - Case is folded (ß = ss) and diacritics removed (São Paulo = sao paulo, Köln = koln).
/// - Compatibility forms are unified (full-width Ｓｅｏｕｌ = seoul, ﬁ = fi).
/// - Punctuation, symbols and runs of spaces become one space; apostrophes vanish
///   (O'Fallon = ofallon), so "Saint-Étienne" and "saint etienne" are the same key.
/// - Hangul is spelled as typed jamo (see `Hangul`).
///
/// Folding a non-ASCII character is slow (Foundation's decomposition), so results are
/// cached: in the instance (no locking; keep one per thread for bulk work) and in a
/// process-wide table shared by short-lived instances such as a query's.
public struct TextNormalizer: Sendable {
  private var cache: [UInt32: [UInt32]] = [:]
  private static let sharedCache = Box<[UInt32: [UInt32]]>([:])

  /// Creates a normalizer with an empty cache.
  public init() {}

  /// The search key of `text`. With `keepTrailingSpace`, a query ending in a space keeps
  /// one ("san " completes "San Jose" but not "Sanaa").
  public mutating func key(_ text: String, keepTrailingSpace: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var unused: [Int32] = []
    fold(text, into: &bytes, sources: &unused, tracking: false, keepTrailingSpace: keepTrailingSpace)
    return bytes
  }

  /// Appends the search key of `text` to `bytes` (bulk indexing, no allocation).
  public mutating func appendKey(_ text: String, to bytes: inout [UInt8]) {
    var unused: [Int32] = []
    fold(text, into: &bytes, sources: &unused, tracking: false, keepTrailingSpace: false)
  }

  /// The search key of `text` and, for each key byte, the offset of the Unicode scalar
  /// of `text` it came from (to turn matched key bytes into highlight ranges).
  public mutating func keyWithSources(_ text: String) -> (key: [UInt8], sources: [Int32]) {
    var bytes: [UInt8] = []
    var sources: [Int32] = []
    fold(text, into: &bytes, sources: &sources, tracking: true, keepTrailingSpace: false)
    return (bytes, sources)
  }

  /// The initial-consonant (초성) key of a name with at least two Hangul syllables:
  /// 서울특별시 → ㅅㅇㅌㅂㅅ. Nil for other names.
  public static func initialConsonantKey(_ text: String) -> [UInt8]? {
    var scalars: [UInt32] = []
    for scalar in text.unicodeScalars where Hangul.isSyllable(scalar.value) {
      scalars.append(Hangul.initial(of: scalar.value))
    }
    guard scalars.count >= 2 else { return nil }
    var bytes: [UInt8] = []
    for value in scalars { appendUTF8(value, to: &bytes) }
    return bytes
  }

  /// Number of Unicode scalars in a key (for the typo budget and highlights).
  public static func scalarCount(_ key: some Collection<UInt8>) -> Int {
    key.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
  }

  private static let separator: UInt32 = 0x20

  private mutating func fold(
    _ text: String, into bytes: inout [UInt8], sources: inout [Int32], tracking: Bool,
    keepTrailingSpace: Bool
  ) {
    let start = bytes.count
    var pendingSpace = false
    var scalarIndex: Int32 = -1
    var expansion: [UInt32] = []
    func emit(_ unit: UInt32) {
      if unit == TextNormalizer.separator {
        pendingSpace = bytes.count > start
        return
      }
      if pendingSpace {
        bytes.append(0x20)
        if tracking { sources.append(scalarIndex) }
        pendingSpace = false
      }
      let before = bytes.count
      TextNormalizer.appendUTF8(unit, to: &bytes)
      if tracking {
        for _ in before..<bytes.count { sources.append(scalarIndex) }
      }
    }
    for scalar in text.unicodeScalars {
      scalarIndex += 1
      let value = scalar.value
      if value < 0x80 {
        if let unit = TextNormalizer.foldASCII(UInt8(value)) { emit(unit) }
        continue
      }
      expansion.removeAll(keepingCapacity: true)
      if Hangul.isHangul(value) {
        Hangul.appendJamo(of: value, to: &expansion)
      } else if let cached = cache[value] {
        expansion.append(contentsOf: cached)
      } else {
        let folded =
          TextNormalizer.sharedCache.update { $0[value] }
          ?? {
            let folded = TextNormalizer.foldSlow(scalar)
            TextNormalizer.sharedCache.update { $0[value] = folded }
            return folded
          }()
        cache[value] = folded
        expansion.append(contentsOf: folded)
      }
      for unit in expansion { emit(unit) }
    }
    if pendingSpace && keepTrailingSpace {
      bytes.append(0x20)
      if tracking { sources.append(scalarIndex) }
    }
  }

  @inline(__always)
  package static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
    switch value {
    case ..<0x80:
      bytes.append(UInt8(value))
    case ..<0x800:
      bytes.append(UInt8(0xC0 | (value >> 6)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    case ..<0x10000:
      bytes.append(UInt8(0xE0 | (value >> 12)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    default:
      bytes.append(UInt8(0xF0 | (value >> 18)))
      bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    }
  }

  /// Folds an ASCII byte: letters lowercased, digits kept, apostrophes dropped (nil),
  /// anything else a separator.
  @inline(__always)
  private static func foldASCII(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte)
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(byte + 32)
    case UInt8(ascii: "'"), UInt8(ascii: "`"): return nil
    default: return separator
    }
  }

  /// Letters that compatibility decomposition leaves alone but people type plainly.
  private static let plainLetters: [UInt32: String] = [
    0xF8: "o", 0xD8: "o", 0xE6: "ae", 0xC6: "ae", 0x153: "oe", 0x152: "oe", 0x111: "d",
    0x110: "d", 0x142: "l", 0x141: "l", 0xFE: "th", 0xDE: "th", 0xF0: "d", 0xD0: "d",
    0x127: "h", 0x126: "h", 0x167: "t", 0x166: "t", 0x131: "i", 0x140: "l", 0x13F: "l",
    0x138: "k", 0x149: "n",
  ]

  /// Apostrophe-like characters, removed so "O’Fallon" = "ofallon".
  private static let apostrophes: Set<UInt32> = [
    0x2019, 0x2018, 0x02BC, 0x02BB, 0x00B4, 0x02B9, 0x02BE, 0x02BF, 0x2032,
  ]

  /// Combining marks that are diacritics on Latin, Greek and Cyrillic letters; marks
  /// that are letters' vowels in other scripts (Devanagari, Thai, …) are kept.
  private static func isDiacritic(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value)
      || (0x1DC0...0x1DFF).contains(value) || (0x20D0...0x20FF).contains(value)
      || (0xFE20...0xFE2F).contains(value)
  }

  /// Folds one non-ASCII scalar: compatibility decomposition, diacritics and invisible
  /// format characters removed, case folded; punctuation, symbols and separators become
  /// a space (0x20).
  private static func foldSlow(_ scalar: Unicode.Scalar) -> [UInt32] {
    if apostrophes.contains(scalar.value) { return [] }
    if let plain = plainLetters[scalar.value] { return plain.unicodeScalars.map(\.value) }
    var out: [UInt32] = []
    for part in String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars {
      let value = part.value
      if isDiacritic(value) || apostrophes.contains(value) { continue }
      if value < 0x80 {
        if let unit = foldASCII(UInt8(value)) { out.append(unit) }
        continue
      }
      if Hangul.isHangul(value) {
        Hangul.appendJamo(of: value, to: &out)
        continue
      }
      if let plain = plainLetters[value] {
        out.append(contentsOf: plain.unicodeScalars.map(\.value))
        continue
      }
      switch part.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark,
        .enclosingMark:
        for upper in part.properties.uppercaseMapping.unicodeScalars {
          for lower in upper.properties.lowercaseMapping.unicodeScalars
          where !isDiacritic(lower.value) {
            if let plain = plainLetters[lower.value] {
              out.append(contentsOf: plain.unicodeScalars.map(\.value))
            } else {
              out.append(lower.value)
            }
          }
        }
      case .format:
        // Invisible: zero-width space and joiners, soft hyphen, byte-order mark,
        // direction marks (copy-paste leftovers inside words).
        continue
      default:
        out.append(separator)
      }
    }
    return out
  }
}
