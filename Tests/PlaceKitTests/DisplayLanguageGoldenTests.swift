import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// One row per real place, named in the reader's language, on the real embedded data.
@Suite(.serialized) struct DisplayLanguageGoldenTests {
  private func engine(_ language: DisplayLanguage = .english) async throws -> PlaceEngine {
    try await TestIndex.engine().speaking(language)
  }

  @Test func aKoreanAreaThatIsAGeoNamesPlaceIsOneRow() async throws {
    let engine = try await engine()
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

  @Test func recentPlacesUnderAMergedIDShowOnce() async throws {
    let engine = try await engine()
    let entries = ["geonames:1835848", "kr-admin:1100000000"].map { id in
      RecentPlace(
        Place(
          id: id, name: "Seoul", subtitle: "South Korea", location: Location(latitude: 37.57, longitude: 126.98),
          countryCode: "KR", admin1: "Seoul", population: 0, timezone: "Asia/Seoul"))
    }
    let service = RecentPlacesService(entries: entries, lookup: EmbeddedPlaceService(loader: EngineLoader(engine: engine)))
    let places = try await withCheckedThrowingContinuation { continuation in
      service.recentPlaces(near: Location(latitude: 37.5, longitude: 127), limit: 5) { continuation.resume(with: $0) }
    }
    #expect(places.map(\.id) == ["geonames:1835848"])
  }

  @Test func englishRowsNameEveryLevelInLatinLetters() async throws {
    let engine = try await engine()
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

  @Test func koreanRowsNameEveryLevelInHangul() async throws {
    let engine = try await engine(.korean)
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
    #expect(try await self.engine().complete("서울", limit: 1).first?.title == "서울 (Seoul)")
    let tokyo = try #require(engine.places(ids: ["geonames:1850147"]).first)
    #expect(tokyo.name == "도쿄")
    #expect(tokyo.subtitle.hasSuffix(", 일본"))
  }

  @Test func japaneseChineseAndOtherLanguages() async throws {
    let tokyo = try await #require(try engine(.japanese).places(ids: ["geonames:1850147"]).first)
    #expect("\(tokyo.name) / \(tokyo.subtitle)" == "東京 / 東京都, 日本")
    let paris = try await #require(try engine(.japanese).places(ids: ["geonames:2988507"]).first)
    #expect(paris.name == "パリ")
    #expect(try await engine(.chinese).places(ids: ["geonames:1835848"]).first?.name == "首尔")
    // German, French and Spanish: GeoNames has no tags, so names stay Latin; countries
    // and first-level areas are translated.
    let munich = try await #require(try engine(.german).places(ids: ["geonames:2867714"]).first)
    #expect(munich.subtitle == "Bayern, Deutschland")
    #expect(try await engine(.french).places(ids: ["geonames:1835848"]).first?.subtitle == "Corée du Sud")
  }

  /// The city you are in heads the list, however big the cities near it: Paris, Texas,
  /// before Dallas and Fort Worth, as Seoul, Paris and Sydney head theirs.
  @Test func theCityYouAreInHeadsTheRecommendations() async throws {
    let engine = try await engine()
    let cities = [
      ("geonames:4717560", Location(latitude: 33.66094, longitude: -95.55551)),  // Paris, Texas
      ("geonames:1835848", Location(latitude: 37.566, longitude: 126.978)),  // Seoul
      ("geonames:2988507", Location(latitude: 48.8534, longitude: 2.3488)),  // Paris
      ("geonames:2147714", Location(latitude: -33.8679, longitude: 151.2073)),  // Sydney
    ]
    for (id, location) in cities {
      let places = engine.recommendations(near: location, limit: 10)
      #expect(places.first?.id == id, "\(places.map(\.name))")
      #expect(places.count == 10 && Set(places.map(\.id)).count == 10)
    }
  }

  @Test func recommendationsLeaveOutTheAreasAroundYou() async throws {
    let engine = try await engine()
    // Seoul City Hall lies in Jung-gu (중구), in the dong of Taepyeongno/Myeong-dong.
    let cityHall = Location(latitude: 37.5663, longitude: 126.9779)
    let places = engine.recommendations(near: cityHall, limit: 30)
    #expect(!places.contains { $0.id == "kr-admin:1114000000" }, "\(places.map(\.name))")
    #expect(places.first?.id == "geonames:1835848")
    // The province around you is not nearby either (Yangpyeong is in Gyeonggi-do; a
    // centroid only tells so near the province's middle: Gyeonggi-do rings Seoul).
    let yangpyeong = engine.recommendations(near: Location(latitude: 37.4917, longitude: 127.4875), limit: 30)
    #expect(!yangpyeong.contains { $0.id == "kr-admin:4100000000" }, "\(yangpyeong.map(\.name))")
    #expect(engine.recommendations(near: Location(latitude: 37.75, longitude: 128.9), limit: 30).contains {
      $0.id == "kr-admin:4100000000"
    })
    // In a city that is also a district (Gwangmyeong is 광명시), that city is the area
    // around you: it stays, and the district next door (Guro-gu, Seoul) is nearby.
    let gwangmyeong = engine.recommendations(near: Location(latitude: 37.4772, longitude: 126.8664), limit: 40)
    #expect(gwangmyeong.contains { $0.id == "geonames:1948005" }, "\(gwangmyeong.map(\.name))")
    #expect(gwangmyeong.contains { $0.id == "kr-admin:1153000000" }, "\(gwangmyeong.map(\.name))")
    // From Jongno-gu, north of it, Jung-gu is a district nearby like any other.
    let jongno = Location(latitude: 37.5940, longitude: 126.9770)
    #expect(engine.recommendations(near: jongno, limit: 60).contains { $0.id == "kr-admin:1114000000" })
  }
}
