import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Folding rules: case, diacritics, compatibility forms, punctuation, Hangul.
struct TextNormalizerTests {
  private func key(_ text: String, trailing: Bool = false) -> String {
    var normalizer = TextNormalizer()
    return String(decoding: normalizer.key(text, keepTrailingSpace: trailing), as: UTF8.self)
  }

  @Test(arguments: [
    ("São Paulo", "sao paulo"), ("Köln", "koln"), ("Straße", "strasse"), ("ＳＥＯＵＬ", "seoul"),
    ("Saint-Étienne", "saint etienne"), ("O’Fallon", "ofallon"), ("  New   York  ", "new york"),
    ("Łódź", "lodz"), ("Ærøskøbing", "aeroskobing"), ("ﬁnland", "finland"), ("İstanbul", "istanbul"),
    ("Ober\u{AD}hausen", "oberhausen"), ("\u{FEFF}se\u{200B}oul\u{200E}", "seoul"), ("se\u{0}oul\u{7}", "se oul"),
  ])
  func foldsToTheSameKey(input: String, expected: String) {
    #expect(key(input) == expected)
  }

  @Test func keepsOneTrailingSpaceForQueries() {
    #expect(key("san ", trailing: true) == "san ")
    #expect(key("san ", trailing: false) == "san")
  }

  @Test func hangulQueryEndingMidSyllableIsAPrefix() {
    let seoul = key("서울")
    for partial in ["ㅅ", "서", "성", "서우", "서울"] {
      #expect(seoul.hasPrefix(key(partial)), "\(partial)")
    }
    #expect(!seoul.hasPrefix(key("서아")))
    // A compound final consonant is typed as two keys: 달 is on the way to 닭.
    #expect(key("닭").hasPrefix(key("달")))
    // A compound vowel likewise: 고 is on the way to 과.
    #expect(key("과천").hasPrefix(key("고")))
  }

  @Test func initialConsonantKeys() {
    #expect(TextNormalizer.initialConsonantKey("서울특별시").map { String(decoding: $0, as: UTF8.self) } == "ㅅㅇㅌㅂㅅ")
    #expect(TextNormalizer.initialConsonantKey("부산").map { String(decoding: $0, as: UTF8.self) } == key("ㅂㅅ"))
    #expect(TextNormalizer.initialConsonantKey("Seoul") == nil)
    #expect(TextNormalizer.initialConsonantKey("강") == nil)
  }

  @Test func sourcesMapKeyBytesToCharacters() {
    var normalizer = TextNormalizer()
    let (bytes, sources) = normalizer.keyWithSources("Saint-Étienne")
    #expect(bytes.count == sources.count)
    // "saint etienne": the 'e' of "etienne" (byte 6) comes from 'É', character 6.
    #expect(sources[6] == 6)
  }

  @Test func emptyAndPunctuationOnlyTextHasNoKey() {
    #expect(key("").isEmpty)
    #expect(key(" - , ! ").isEmpty)
  }

  @Test func typoBudgetFollowsWordLength() {
    var normalizer = TextNormalizer()
    #expect(FuzzyMatcher.budget(for: normalizer.key("seoul")) == 1)
    #expect(FuzzyMatcher.budget(for: normalizer.key("seou")) == 1)
    #expect(FuzzyMatcher.budget(for: normalizer.key("seo")) == 0)
    #expect(FuzzyMatcher.budget(for: normalizer.key("new yrok")) == 1)
    #expect(FuzzyMatcher.budget(for: normalizer.key("portland")) == 1)
    #expect(FuzzyMatcher.budget(for: normalizer.key("philadelphia")) == 2)
    #expect(FuzzyMatcher.budget(for: normalizer.key("sao paolo")) == 1)
  }
}
