/// Terminal column widths of text (like `wcwidth`), so Hangul, CJK and Latin rows align.
///
/// East Asian Wide and Fullwidth characters take two columns, combining marks and
/// zero-width characters none, control characters none, everything else one.
public enum DisplayWidth {
  /// Columns taken by one Unicode scalar.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    if isZeroWidth(value) { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// Columns taken by `text`.
  public static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// `text` cut to at most `columns` columns, ending in "…" when cut; never splits a
  /// character (a cluster with combining marks stays whole).
  public static func truncate(_ text: String, toColumns columns: Int) -> String {
    guard columns > 0 else { return "" }
    if of(text) <= columns { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = character.unicodeScalars.reduce(0) { $0 + of($1) }
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// `text` cut from its start to at most `columns` columns, starting with "…" when cut:
  /// for a text whose end matters most.
  public static func truncateLeading(_ text: String, toColumns columns: Int) -> String {
    guard columns > 0 else { return "" }
    if of(text) <= columns { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = character.unicodeScalars.reduce(0) { $0 + of($1) }
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return "…" + String(kept.reversed())
  }

  /// `text` padded with spaces to `columns` columns (truncated first when longer).
  public static func pad(_ text: String, toColumns columns: Int) -> String {
    let cut = truncate(text, toColumns: columns)
    return cut + String(repeating: " ", count: max(0, columns - of(cut)))
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
      0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1160...0x11FF, 0x1AB0...0x1AFF,
      0x1DC0...0x1DFF, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x20D0...0x20FF,
      0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0xE0100...0xE01EF:
      return true
    default:
      return Unicode.Scalar(value)?.properties.generalCategory == .nonspacingMark
        || Unicode.Scalar(value)?.properties.generalCategory == .enclosingMark
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
      0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
      0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
