/// Korean district names hold the city or county they are in ("수원시 장안구", "용인시
/// 수지구"), which people write without its suffix ("수원 장안구", "경기 용인 수지"): the
/// city's word then counts once, as the start of the district's name.
enum KoreanDistrictName {
  /// The keys of the suffixes of a city (시) and a county (군).
  private static let suffixes: [[UInt8]] = {
    var normalizer = TextNormalizer()
    return ["시", "군"].map { normalizer.key($0) }
  }()

  /// The name keys to look up besides `nameKey` when its first word is Hangul and more
  /// words follow: that word with each suffix ("수원 장안구" → "수원시 장안구").
  static func forms(of nameKey: [UInt8]) -> [[UInt8]] {
    guard let space = nameKey.firstIndex(of: 0x20), space > 0, space + 1 < nameKey.count,
      isHangul(nameKey[..<space])
    else { return [] }
    return suffixes.map { Array(nameKey[..<space]) + $0 + Array(nameKey[space...]) }
  }

  /// Whether a key word starts with a Hangul jamo (keys spell Hangul as jamo, U+3131–U+318E:
  /// E3 84 B1 to E3 86 8E in UTF-8).
  private static func isHangul(_ word: ArraySlice<UInt8>) -> Bool {
    let bytes = Array(word.prefix(3))
    guard bytes.count == 3, bytes[0] == 0xE3 else { return false }
    let value = (UInt32(bytes[0]) & 0x0F) << 12 | (UInt32(bytes[1]) & 0x3F) << 6 | UInt32(bytes[2]) & 0x3F
    return (0x3131...0x318E).contains(value)
  }
}
