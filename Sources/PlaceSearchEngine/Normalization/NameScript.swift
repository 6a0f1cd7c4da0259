import PlaceKit
/// The script a whole name is written in, as far as choosing a display name needs it:
/// spaces, digits and punctuation are neutral; a name mixing scripts is `mixed`.
package enum NameScript: Sendable, Equatable {
  case latin, hangul, kana, han, cyrillic, other, mixed
  /// No letter at all ("123", "-").
  case none

  /// The script of `name`. Kana with Han (東京タワー) is Japanese, so it counts as kana.
  package static func of(_ name: String) -> NameScript {
    var found: NameScript = .none
    var hasKana = false, hasHan = false
    for scalar in name.unicodeScalars {
      let script: NameScript
      switch scalar.value {
      case _ where isLatin(scalar.value): script = .latin
      case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3: script = .hangul
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
        hasKana = true
        continue
      case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
        hasHan = true
        continue
      case 0x400...0x52F: script = .cyrillic
      // ASCII and Latin-1 punctuation, modifier letters (the ʻokina of Haʻikū), combining
      // marks, general and CJK punctuation, full-width punctuation.
      case ..<0xC0, 0x2B0...0x36F, 0x2000...0x206F, 0x3000...0x303F, 0xFF00...0xFF20: continue
      default: script = .other
      }
      if found == .none { found = script } else if found != script { return .mixed }
    }
    if hasKana || hasHan {
      guard found == .none else { return .mixed }
      return hasKana ? .kana : .han
    }
    return found
  }

  /// Whether `value` is a Latin letter's scalar (with Latin-1 and the Latin extensions).
  static func isLatin(_ value: UInt32) -> Bool {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: true
    default: false
    }
  }
}
