import Foundation
import Testing
@testable import PlaceKit

/// One row per real place, named in the reader's language, on the real embedded data.
@Suite(.serialized) struct DisplayLanguageGoldenTests {
  private func engine(_ language: DisplayLanguage = .english) throws -> PlaceEngine {
    try #require(GoldenTests.engine).speaking(language)
  }

  @Test func aKoreanAreaThatIsAGeoNamesPlaceIsOneRow() throws {
    let engine = try engine()
    #expect(engine.mergedPlaceCount > 150)
    // The Korean record's id resolves to the merged place, which keeps GeoNames' id.
    let seoul = try #require(engine.places(ids: ["kr-admin:1100000000"]).first)
    #expect(seoul.id == "geonames:1835848")
    #expect(seoul.population > 10_000_000)
    let busan = engine.complete("busan", limit: 10).map(\.title)
    #expect(busan.filter { $0 == "Busan" || $0.contains("gwangyeoksi") || $0.contains("부산광역시") } == ["Busan"], "\(busan)")
    #expect(engine.search("서울특별시", limit: 5).first?.id == "geonames:1835848")
    #expect(engine.search("광명시", limit: 5).first?.id == "geonames:1948005")
    let nearSeoul = engine.recommendations(near: Location(latitude: 37.566, longitude: 126.978), limit: 20)
    #expect(!nearSeoul.contains { $0.name == "Seoul-teukbyeolsi" || $0.primaryName == "서울특별시" })
    #expect(Set(nearSeoul.map(\.id)).count == nearSeoul.count)
  }

  @Test func englishRowsNameEveryLevelInLatinLetters() throws {
    let engine = try engine()
    let jungGu = try #require(engine.places(ids: ["kr-admin:1114000000"]).first)
    #expect(jungGu.name == "Jung-gu")
    #expect(jungGu.subtitle == "Seoul, South Korea")
    let yeoksam = try #require(engine.places(ids: ["kr-admin:1168010100"]).first)
    #expect("\(yeoksam.name), \(yeoksam.subtitle)" == "Yeoksam-dong, Gangnam-gu, Seoul, South Korea")
    // No Korean place shows Hangul in English, at any level.
    let hangul = engine.index.withView { view in
      (0..<view.placeCount).filter { view.placeCountry[$0] == 0x524B }.map {
        view.displayName(of: $0, in: .english) + " / " + view.subtitle(of: $0, in: .english)
      }.filter { $0.unicodeScalars.contains { Hangul.isSyllable($0.value) } }
    }
    #expect(hangul.isEmpty, "\(hangul.prefix(5))")
  }

  @Test func koreanRowsNameEveryLevelInHangul() throws {
    let engine = try engine(.korean)
    let busan = try #require(engine.complete("부산", limit: 1).first)
    #expect(busan.title == "부산")
    #expect(busan.subtitle == "대한민국")
    let yeoksam = try #require(engine.places(ids: ["kr-admin:1168010100"]).first)
    #expect("\(yeoksam.name), \(yeoksam.subtitle)" == "역삼동, 강남구, 서울특별시, 대한민국")
    #expect(yeoksam.primaryName == "역삼동")
    let latin = engine.index.withView { view in
      (0..<view.placeCount).filter { view.placeCountry[$0] == 0x524B }.map { view.subtitle(of: $0, in: .korean) }
        .filter { $0.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } }
    }
    #expect(latin.isEmpty, "\(latin.prefix(5))")
    // Typed in another script, the title shows the typed name and the shown one.
    #expect(engine.complete("seoul", limit: 1).first?.title == "Seoul (서울)")
    #expect(try self.engine().complete("서울", limit: 1).first?.title == "서울 (Seoul)")
    let tokyo = try #require(engine.places(ids: ["geonames:1850147"]).first)
    #expect(tokyo.name == "도쿄")
    #expect(tokyo.subtitle.hasSuffix(", 일본"))
  }

  @Test func japaneseChineseAndOtherLanguages() throws {
    let tokyo = try #require(try engine(.japanese).places(ids: ["geonames:1850147"]).first)
    #expect("\(tokyo.name) / \(tokyo.subtitle)" == "東京 / 東京都, 日本")
    let paris = try #require(try engine(.japanese).places(ids: ["geonames:2988507"]).first)
    #expect(paris.name == "パリ")
    #expect(try engine(.chinese).places(ids: ["geonames:1835848"]).first?.name == "首尔")
    // German, French and Spanish: GeoNames has no tags, so names stay Latin; countries
    // and first-level areas are translated.
    let munich = try #require(try engine(.german).places(ids: ["geonames:2867714"]).first)
    #expect(munich.subtitle == "Bayern, Deutschland")
    #expect(try engine(.french).places(ids: ["geonames:1835848"]).first?.subtitle == "Corée du Sud")
  }

  @Test func recommendationsLeaveOutTheAreasAroundYou() throws {
    let engine = try engine()
    // Seoul City Hall lies in Jung-gu (중구), in the dong of Taepyeongno/Myeong-dong.
    let cityHall = Location(latitude: 37.5663, longitude: 126.9779)
    let places = engine.recommendations(near: cityHall, limit: 30)
    #expect(!places.contains { $0.id == "kr-admin:1114000000" }, "\(places.map(\.name))")
    #expect(places.first?.id == "geonames:1835848")
    // From Jongno-gu, north of it, Jung-gu is a district nearby like any other.
    let jongno = Location(latitude: 37.5940, longitude: 126.9770)
    #expect(engine.recommendations(near: jongno, limit: 60).contains { $0.id == "kr-admin:1114000000" })
  }
}
