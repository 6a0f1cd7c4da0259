import PlaceKit
/// Chooses the name a place shows in each display language, at index build time.
///
/// Names tagged with a language (GeoNames' `alternateNamesV2.txt`, the embedded
/// `place-names.tsv.gz`, the Korean administrative data) are exact. Where a place has no
/// tagged name in a language, it is inferred from the script of its untagged GeoNames
/// names where the script belongs to one language:
/// Hangul is Korean; kana is Japanese (パリ), and for places in Japan so is the kanji
/// name that has an administrative form beside it (東京 beside 東京都); Han elsewhere is
/// Chinese. Cyrillic (Russian, Ukrainian, Bulgarian, …) and the Latin script (German,
/// French, Spanish, …) are shared by many languages, so those languages show the Latin
/// name unless a tag says otherwise.
enum DisplayNames {
  /// The name of `record` in every language, indexed by `DisplayLanguage.slot`; nil when
  /// every language shows its primary name (most places: a Latin name, and no tag and
  /// no Hangul, kana or Han name to show instead).
  static func names(of record: PlaceRecord) -> [String]? {
    if record.taggedNames.isEmpty, !record.alternateNames.contains(where: mayBeHangulKanaOrHan),
      isLatin(record.name)
    {
      return nil
    }
    let latin = latinName(of: record)
    var names = [String](repeating: latin, count: DisplayLanguage.allCases.count)
    inferNames(of: record, latin: latin, into: &names)
    for (language, name) in record.taggedNames { names[language.slot] = name }
    return names
  }

  /// The primary name when it is Latin, else its first Latin alternate (a
  /// romanization), else the primary name as it is.
  static func latinName(of record: PlaceRecord) -> String {
    if isLatin(record.name) { return record.name }
    return record.alternateNames.first(where: isLatin) ?? record.name
  }

  private static func isLatin(_ name: String) -> Bool { NameScript.of(name) == .latin }

  /// Whether `name` has a character at U+3000 or above, where Hangul, kana and Han are:
  /// a byte test that passes over most names.
  private static func mayBeHangulKanaOrHan(_ name: String) -> Bool { name.utf8.contains { $0 >= 0xE3 } }

  /// Japanese administrative suffixes: a kanji name with one of these beside the bare
  /// name (東京都 and 東京) marks the bare one as the Japanese name.
  private static let japaneseSuffixes: [Character] = ["都", "道", "府", "県", "市", "町", "村", "区"]

  /// Sets the Korean, Japanese and Chinese names the scripts of the record's names tell.
  private static func inferNames(of record: PlaceRecord, latin: String, into names: inout [String]) {
    var hangul: [String] = [], kana: [String] = [], han: [String] = []
    func classify(_ name: String) {
      guard mayBeHangulKanaOrHan(name) else { return }
      switch NameScript.of(name) {
      case .hangul: hangul.append(name)
      case .kana: kana.append(name)
      case .han: han.append(name)
      default: break
      }
    }
    classify(record.name)
    for name in record.alternateNames { classify(name) }
    if let korean = everydayHangulName(hangul.flatMap(hangulForms), latin: latin) {
      names[DisplayLanguage.korean.slot] = korean
    }
    guard !kana.isEmpty || !han.isEmpty else { return }
    let japaneseKanji = han.first { name in
      japaneseSuffixes.contains { han.contains(name + String($0)) }
    }
    let japanese = record.countryCode == "JP" ? japaneseKanji ?? kana.first ?? han.first : kana.first
    if let japanese { names[DisplayLanguage.japanese.slot] = japanese }
    let chinese = han.first { $0 != japaneseKanji || record.countryCode != "JP" } ?? han.first
    if let chinese { names[DisplayLanguage.chinese.slot] = chinese }
  }

  /// The one-syllable words for what a place is that GeoNames' Hangul names of places
  /// abroad write apart from the name ("오사카 시", "뉴욕 주", "지바 현"): Korean writes
  /// them attached, and says the place by its name alone.
  static let hangulKindWords: Set<String> = ["시", "군", "구", "현", "부", "도", "주", "성", "정", "촌", "읍", "면", "동", "리"]

  /// The forms of a Hangul name a reader uses: for a name whose last word is one of
  /// `hangulKindWords`, the name alone and the name with the word attached (오사카,
  /// 오사카시 of "오사카 시"), for `everydayHangulName` to choose by the Latin name;
  /// any other name as it is.
  static func hangulForms(_ name: String) -> [String] {
    guard let space = name.lastIndex(of: " "), hangulKindWords.contains(String(name[name.index(after: space)...])),
      space > name.startIndex
    else { return [name] }
    let stem = String(name[..<space])
    return [stem, stem + name[name.index(after: space)...]]
  }

  /// Of several Hangul names (서울, 서울특별시, 경성, 한양), the one that sounds most like
  /// the Latin name (fewest edits between its romanization and the Latin letters, per
  /// letter of the longer), then the shortest: the everyday name, not the official long
  /// form, a historic one or a nickname (엘에이 of Los Angeles).
  /// One syllable is an abbreviation, never chosen when there is more.
  static func everydayHangulName(_ names: [String], latin: String) -> String? {
    let candidates = names.count > 1 ? names.filter { $0.count >= 2 } : names
    guard candidates.count > 1 else { return candidates.first }
    let letters = Array(latin.lowercased().utf8.filter { (0x61...0x7A).contains($0) })
    // Edits per letter of the longer spelling: a faithful long transliteration
    // (로스앤젤레스 for Los Angeles) beats a short nickname far from it (엘에이, "LA").
    func cost(_ name: String) -> (Double, Int) {
      let romanized = HangulRomanizer.romanize(name)
      let distance = Double(EditDistance.between(romanized, letters, transpositions: false)) / Double(max(1, romanized.count, letters.count))
      return (distance, name.count)
    }
    return candidates.min { cost($0) < cost($1) }
  }
}
