import PlaceKit
/// The administrative suffix of a Korean place name, in Hangul (광명시) or romanized
/// (Gwangmyeong-si), and the stem left without it: names of one place from different
/// sources agree on the stem (광명, gwangmyeong) more often than on the suffix.
enum AdminSuffix: Sendable, Equatable {
  /// 특별시, 광역시, 특별자치시: a metropolitan city, at the level of a province.
  case metropolitanCity
  /// 도, 특별자치도: a province.
  case province
  /// 시: a city.
  case city
  /// 군: a county.
  case county
  /// 구: a district.
  case district
  /// 읍, 면, 동, 리, 가: a town, township, neighbourhood or village.
  case neighbourhood

  /// Hangul suffixes, longest first so 특별시 is not read as 시.
  private static let hangul: [(String, AdminSuffix)] = [
    ("특별자치시", .metropolitanCity), ("특별자치도", .province), ("특별시", .metropolitanCity),
    ("광역시", .metropolitanCity), ("도", .province), ("시", .city), ("군", .county), ("구", .district),
    ("읍", .neighbourhood), ("면", .neighbourhood), ("동", .neighbourhood), ("리", .neighbourhood),
    ("가", .neighbourhood),
  ]

  /// Romanized suffixes, after a hyphen or space (Seoul-teukbyeolsi, Jung-gu, Taesal-li).
  private static let latin: [String: AdminSuffix] = [
    "teukbyeoljachisi": .metropolitanCity, "teukbyeolsi": .metropolitanCity, "gwangyeoksi": .metropolitanCity,
    "teukbyeoljachido": .province, "do": .province, "si": .city, "shi": .city, "gun": .county, "gu": .district,
    "eup": .neighbourhood, "myeon": .neighbourhood, "dong": .neighbourhood, "ri": .neighbourhood,
    "li": .neighbourhood, "ni": .neighbourhood, "ga": .neighbourhood,
  ]

  /// A Hangul name's stem and suffix (강남구 → 강남, district); the whole name and nil
  /// when it has no suffix or nothing would be left.
  /// The suffixes of a city (시) and a county (군): in Hangul, and romanized (si, shi, gun).
  static let cityAndCountyHangul = hangul.filter { $0.1 == .city || $0.1 == .county }.map(\.0)
  static let cityAndCountyLatin = latin.filter { $0.value == .city || $0.value == .county }.map(\.key).sorted()
  /// The romanized suffixes of a city's districts and counties (gu, gun, si, shi).
  static let districtLatin = latin.filter { [.city, .county, .district].contains($0.value) }.map(\.key).sorted()

  static func splitHangul(_ name: String) -> (stem: String, suffix: AdminSuffix?) {
    for (text, suffix) in hangul where name.hasSuffix(text) && name.count > text.count {
      return (String(name.dropLast(text.count)), suffix)
    }
    return (name, nil)
  }

  /// A Latin name's search key, cut into the letters of its stem and its suffix
  /// (Gwangmyeong-si → "gwangmyeong", city; Siheungdong → "siheung", neighbourhood):
  /// the suffix follows a space or hyphen, or is "dong" glued to a longer stem.
  static func splitLatin(key: [UInt8]) -> (stem: [UInt8], suffix: AdminSuffix?) {
    let letters = { (bytes: ArraySlice<UInt8>) in bytes.filter { $0 != 0x20 } }
    if let space = key.lastIndex(of: 0x20), space > 0,
      let suffix = latin[String(decoding: key[(space + 1)...], as: UTF8.self)]
    {
      return (letters(key[..<space]), suffix)
    }
    let dong = Array("dong".utf8)
    if key.count > dong.count + 2, key.suffix(dong.count).elementsEqual(dong), !key.contains(0x20) {
      return (Array(key.dropLast(dong.count)), .neighbourhood)
    }
    return (letters(key[...]), nil)
  }

  /// The romanized suffixes of official Korean names that no one types to mean a place
  /// ("gwangyeoksi" of Incheon-gwangyeoksi): not indexed as words, or "gwang" would
  /// complete every metropolitan city.
  private static let officialTails: [[UInt8]] = latin.keys
    .filter { latin[$0] == .metropolitanCity || $0.hasPrefix("teukbyeol") }.sorted().map { Array($0.utf8) }

  /// Whether a word key is one of `officialTails`.
  static func isOfficialTail(_ key: ArraySlice<UInt8>) -> Bool {
    officialTails.contains { $0.elementsEqual(key) }
  }
}
