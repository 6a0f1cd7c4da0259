/// Korean district names hold the city or county they are in ("수원시 장안구", "Suwon-si
/// Jangan-gu"), which people write without its suffix and before or after the district
/// ("수원 장안구", "장안구 수원", "jangan-gu suwon"): the city's word then counts once, as
/// the start of the district's name.
enum KoreanDistrictName {
  /// The keys of the suffixes of a city (시) and a county (군), in Hangul (joined to the
  /// name) and romanized (a word of their own).
  private static let hangulSuffixes: [[UInt8]] = {
    var normalizer = TextNormalizer()
    return ["시", "군"].map { normalizer.key($0) }
  }()
  private static let latinSuffixes: [[UInt8]] = [Array(" si".utf8), Array(" gun".utf8)]
  /// The romanized suffixes of a city's districts (구, 군, 시) as key words.
  private static let districtSuffixes: [[UInt8]] = ["gu", "gun", "si"].map { Array($0.utf8) }

  /// The name keys to look up besides `nameKey` when it has two words or more: its first
  /// or last word as a city with each suffix, then the other words ("수원 장안구" and "장안구
  /// 수원" → "수원시 장안구"; "jangan gu suwon" → "suwon si jangan gu"). A romanized name
  /// takes part only when a word of it is a district's suffix ("gu", "gun", "si"): other
  /// Latin queries are no Korean district, and pay for no look-up.
  static func forms(of nameKey: [UInt8]) -> [[UInt8]] {
    let words = nameKey.split(separator: 0x20, omittingEmptySubsequences: true)
    guard words.count >= 2 else { return [] }
    let romanizedDistrict = words.contains { word in districtSuffixes.contains { $0.elementsEqual(word) } }
    var forms: [[UInt8]] = []
    let trailingSpace = nameKey.last == 0x20 ? [UInt8(0x20)] : []
    for (city, rest) in [(words[0], words[1...]), (words[words.count - 1], words[..<(words.count - 1)])] {
      let latin = romanizedDistrict && city.allSatisfy(isLatinLetter)
      let suffixes = isHangul(city) ? hangulSuffixes : latin ? latinSuffixes : []
      let tail = Array(rest.joined(separator: [0x20])) + (city == words[0] ? trailingSpace : [])
      for suffix in suffixes { forms.append(Array(city) + suffix + [0x20] + tail) }
    }
    return forms
  }

  private static func isLatinLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

  /// Whether a key word starts with a Hangul jamo (keys spell Hangul as jamo, U+3131–U+318E:
  /// E3 84 B1 to E3 86 8E in UTF-8).
  private static func isHangul(_ word: ArraySlice<UInt8>) -> Bool {
    let bytes = Array(word.prefix(3))
    guard bytes.count == 3, bytes[0] == 0xE3 else { return false }
    let value = (UInt32(bytes[0]) & 0x0F) << 12 | (UInt32(bytes[1]) & 0x3F) << 6 | UInt32(bytes[2]) & 0x3F
    return (0x3131...0x318E).contains(value)
  }
}
