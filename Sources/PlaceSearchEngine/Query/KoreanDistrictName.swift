import PlaceKit
/// Korean district names hold the city or county they are in ("수원시 장안구", "Suwon-si
/// Jangan-gu"), which people write without its suffix and before or after the district
/// ("수원 장안구", "장안구 수원", "jangan-gu suwon"), or leave out ("경기 수지구"): the city's
/// word then counts once, as the start of the district's name.
enum KoreanDistrictName {
  /// The keys of the suffixes of a city and a county (`AdminSuffix`): Hangul ones are
  /// joined to the name, romanized ones are a word of their own.
  private static let hangulSuffixes: [[UInt8]] = {
    var normalizer = TextNormalizer()
    return AdminSuffix.cityAndCountyHangul.map { normalizer.key($0) }
  }()
  private static let latinSuffixes: [[UInt8]] = AdminSuffix.cityAndCountyLatin.map { Array($0.utf8) }
  /// The romanized suffixes of a city's districts and counties, as key words.
  private static let districtSuffixes: [[UInt8]] = AdminSuffix.districtLatin.map { Array($0.utf8) }

  /// The name keys to look up besides `nameKey` (without a trailing space: the caller
  /// says the name is whole) when it has two words or more: its first or last word as a
  /// city with each suffix, then the other words ("수원 장안구" and "장안구 수원" → "수원시
  /// 장안구"; "jangan gu suwon" → "suwon si jangan gu"). A romanized name takes part only
  /// when a word of it is a district's suffix ("gu", "gun", "si"): other Latin queries are
  /// no Korean district, and pay for no look-up.
  static func forms(of nameKey: [UInt8]) -> [[UInt8]] {
    let words = nameKey.split(separator: 0x20, omittingEmptySubsequences: true)
    guard words.count >= 2 else { return [] }
    let romanizedDistrict = words.contains { word in districtSuffixes.contains { $0.elementsEqual(word) } }
    var forms: [[UInt8]] = []
    for cityPosition in [0, words.count - 1] {
      let city = words[cityPosition]
      let rest = words.indices.filter { $0 != cityPosition }.map { words[$0] }
      let suffixes = isHangul(city) ? hangulSuffixes : romanizedDistrict && city.allSatisfy(isASCIILetter) ? latinSuffixes.map { [0x20] + $0 } : []
      let tail = Array(rest.joined(separator: [0x20]))
      for suffix in suffixes { forms.append(Array(city) + suffix + [0x20] + tail) }
    }
    return forms
  }

  /// Whether `words`, the start of a key before one of its words, is a city or county
  /// name with its suffix ("용인시", "yongin si"): a district's word key after it is then
  /// the district's own name ("수지구" of 용인시 수지구).
  static func holdsCity(_ words: some Collection<UInt8>) -> Bool {
    let words = Array(words)
    if hangulSuffixes.contains(where: { words.count > $0.count && words.suffix($0.count).elementsEqual($0) }) {
      return !words.contains(0x20)
    }
    return latinSuffixes.contains { suffix in
      words.count > suffix.count + 1 && words.suffix(suffix.count + 1).elementsEqual([0x20] + suffix)
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

  /// Whether a key word starts with Hangul (keys spell Hangul as compatibility jamo).
  private static func isHangul(_ word: ArraySlice<UInt8>) -> Bool {
    guard let first = String(decoding: word.prefix(4), as: UTF8.self).unicodeScalars.first else { return false }
    return Hangul.isHangul(first.value)
  }
}
