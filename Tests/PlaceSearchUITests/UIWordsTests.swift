import PlaceKit
import Testing
@testable import PlaceSearchUI

/// Every UI language's table of words (`UIWords`): the compiler checks each has every
/// entry; these check that none is left empty and that each reads in its language.
struct UIWordsTests {
  private let tables: [(name: String, words: any UIWords)] = [("English", EnglishWords()), ("Korean", KoreanWords())]

  @Test func noTableLeavesAWordEmpty() {
    for (name, words) in tables {
      let texts =
        [words.prompt, words.recentMode, words.nearbyMode, words.completionsMode, words.recentTitle, words.nearbyTitle,
          words.noBrowser, words.notFound, words.searching, words.nothingNearby, words.noMatches, words.terminalTooSmall]
        + KeyHint.allCases.map(words.hint) + CompassPoint.allCases.map(words.compass)
      #expect(texts.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(name)")
    }
  }

  @Test func koreanWordsAreHangul() {
    let korean = KoreanWords()
    let hangul = { (text: String) in text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
    #expect(hangul(korean.prompt) && hangul(korean.searching) && KeyHint.allCases.map(korean.hint).allSatisfy(hangul))
    #expect(UIStrings(.korean) != UIStrings(.english) && UIStrings(.german) == UIStrings(.german))
    #expect(UIStrings(.german).prompt == EnglishWords().prompt)
  }
}
