import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Places titled in the reader's language from the embedded `place-names.tsv.gz`
/// (GeoNames' names tagged by language): the matched name first when the query typed
/// another ("Munich (München)"), the language's name alone otherwise.
@Suite(.serialized) struct TaggedPlaceNamesTests {
  private func engine(_ language: DisplayLanguage) async throws -> PlaceEngine {
    try await TestIndex.engine().speaking(language)
  }

  private func firstTitle(_ query: String, _ language: DisplayLanguage) async throws -> String? {
    try await engine(language).complete(query, limit: 5).first?.title
  }

  @Test(
    "a place typed by its English name shows its name in the display language beside it",
    arguments: [
      ("london", DisplayLanguage.french, "London (Londres)"), ("munich", .german, "Munich (München)"),
      ("cairo", .german, "Cairo (Kairo)"), ("london", .spanish, "London (Londres)"),
      ("moscow", .russian, "Moscow (Москва)"), ("beijing", .japanese, "Beijing (北京)"),
      ("london", .chinese, "London (伦敦)"),
    ])
  func englishNameWithTheLanguagesName(query: String, language: DisplayLanguage, title: String) async throws {
    #expect(try await firstTitle(query, language) == title)
  }

  @Test(
    "a place typed by its name in the display language is titled by it alone",
    arguments: [
      ("münchen", DisplayLanguage.german, "München"), ("kairo", .german, "Kairo"), ("londres", .french, "Londres"),
      ("москва", .russian, "Москва"),
    ])
  func theLanguagesNameAlone(query: String, language: DisplayLanguage, title: String) async throws {
    #expect(try await firstTitle(query, language) == title)
  }

  @Test func recommendationsReadInTheDisplayLanguage() async throws {
    let munich = Location(latitude: 48.14, longitude: 11.58)
    #expect(try await engine(.german).recommendations(near: munich, limit: 1).first?.name == "München")
    #expect(try await engine(.russian).recommendations(near: munich, limit: 1).first?.name == "Мюнхен")
    #expect(try await engine(.english).recommendations(near: munich, limit: 1).first?.name == "Munich")
  }

  /// Chinese names are Simplified, a Chinese place's reads as its Latin name in pinyin
  /// (the catalog's 玉山 is another place; 昆山 is Kunshan), and 市 is dropped where the
  /// place's names hold the name without it (深圳市 → 深圳).
  @Test func chineseNamesAreSimplifiedEverydayAndTheirOwn() async throws {
    #expect(try await firstTitle("kunshan", .chinese) == "Kunshan (昆山)")
    #expect(try await firstTitle("shenzhen", .chinese) == "Shenzhen (深圳)")
    #expect(try await firstTitle("new york city", .chinese) == "New York City (纽约)")
  }

  /// A German, French or Spanish spelling is that language's: an English reader typing
  /// "jabarovsk" sees GeoNames' plain spelling, a Spanish one the Spanish name.
  @Test func aLanguagesSpellingTitlesOnlyForItsReaders() async throws {
    #expect(try await firstTitle("jabarovsk", .english) == "Jabarovsk (Khabarovsk)")
    #expect(try await firstTitle("jabarovsk", .spanish) == "Jabárovsk")
  }

  /// In a display language, a place's name in it ranks as its primary name: "kair" is
  /// Kairo (Cairo) before Kairouan in German, "pék" Pékin in French, and "лонд" matches
  /// London by Лондон, not by the variant Лондан; English keeps its order.
  @Test(
    "a place's name in the display language ranks as its primary name",
    arguments: [
      ("kair", DisplayLanguage.german, "Kairo"), ("mail", .german, "Mailand"), ("pék", .french, "Pékin"),
      ("pek", .spanish, "Pekín"), ("лонд", .russian, "Лондон"), ("kair", .english, "Kairouan"),
    ])
  func theLanguagesNameRanksAsThePrimary(query: String, language: DisplayLanguage, title: String) async throws {
    #expect(try await firstTitle(query, language) == title)
  }

  /// A name's later words find the place in every language, whatever spelling titles it:
  /// French "pétersbourg" is Saint-Pétersbourg.
  @Test func aLanguagesNameIsFoundByItsLaterWords() async throws {
    let rows = try await engine(.french).complete("pétersbourg", limit: 5)
    #expect(rows.first?.placeIDs.contains("geonames:498817") == true, "\(rows.map(\.title))")
  }

  /// The shares `--help` reads are the embedded data's, every language's: Spanish, whose
  /// names GeoNames gives for 489 of the 1,000 most populous places, is the one marked
  /// mostly English.
  @Test func theEmbeddedSharesCoverEveryLanguage() {
    let shares = NameShares.embedded
    #expect(Set(shares.named.keys) == Set(DisplayLanguage.allCases).subtracting([.english]))
    for (language, counts) in shares.named {
      #expect(counts.top1000 > 0 && counts.top10000 >= counts.top1000, "\(language)")
    }
    #expect(DisplayLanguage.allCases.filter(shares.isMostlyEnglish) == [.spanish])
  }

  @Test func damagedShareLinesAreLeftOut() {
    let text = "#language\tof 1,000\tof 10,000\r\nde\t651\t3210\r\nfr\t618\nes\tmany\t2\nru\t1001\t5000\n"
      + "ko\t700\t600\nen\t10\t20\nxx\t1\t1\nja\t499\t4000\n"
    let shares = Array(text.utf8).withUnsafeBytes { NameShares(parsing: $0) }
    #expect(shares.named == [.german: .init(top1000: 651, top10000: 3210), .japanese: .init(top1000: 499, top10000: 4000)])
    #expect(!shares.isMostlyEnglish(.german))
    #expect(shares.isMostlyEnglish(.japanese))
    #expect(!shares.isMostlyEnglish(.french), "a language the file does not count is not marked")
    #expect(!shares.isMostlyEnglish(.english))
  }
}
