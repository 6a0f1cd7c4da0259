import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// A place's details (`PlaceLookingUp.details(of:near:)`): other names and hierarchy.
struct PlaceDetailsTests {
  @Test func seoulHasItsNamesInOtherScriptsAndEndsWithItsCountry() async throws {
    let engine = try await TestIndex.engine()
    let details = try #require(try await engine.source.details(of: "geonames:1835848", near: nil))
    #expect(details.place.name == "Seoul")
    #expect(details.otherNames.contains("서울"))
    #expect(details.otherNames.count <= PlaceDetails.maximumOtherNames)
    #expect(!details.otherNames.contains("Seoul"))
    #expect(Set(details.otherNames).count == details.otherNames.count)
    #expect(details.hierarchy.last == "South Korea")
    #expect(!details.hierarchy.contains("Seoul"))
  }

  @Test func aKoreanDistrictIsInItsCityInTheDisplayLanguage() async throws {
    let engine = try await TestIndex.engine()
    let jungGu = try #require(engine.details(id: "kr-admin:2711000000"))
    #expect(jungGu.hierarchy == ["Daegu", "South Korea"])
    #expect(jungGu.place.subtitle == jungGu.hierarchy.joined(separator: ", "))
    #expect(engine.speaking(.korean).details(id: "kr-admin:2711000000")?.hierarchy == ["대구광역시", "대한민국"])
    let yeoksam = try #require(engine.details(id: "kr-admin:1168010100"))
    #expect(yeoksam.hierarchy == ["Gangnam-gu", "Seoul", "South Korea"])
    // Shown in Korean, the Hangul name is the shown one and the Latin one another.
    let korean = try #require(engine.speaking(.korean).details(id: "kr-admin:1168010100"))
    #expect(korean.place.name == "역삼동")
    #expect(korean.otherNames.first == "Yeoksam-dong")
  }

  @Test func anUnknownIDHasNoDetails() async throws {
    let engine = try await TestData(TestData.world).engine()
    #expect(try await engine.source.details(of: "geonames:999", near: nil) == nil)
    let paris = try #require(try await engine.source.details(of: "geonames:6", near: Location(latitude: 37.566, longitude: 126.978)))
    #expect(paris.place.distanceKm != nil)
    #expect(paris.otherNames == ["파리", "Lutèce"])
    #expect(paris.hierarchy == ["France"])
  }

  @Test func otherNamesTakeNewScriptsFirstWithoutRepeats() {
    let chosen = OtherNames.choose(
      shown: "Seoul", from: ["Seoul", "Séoul", "서울", "Seul", "서울", "ソウル", "首尔", "Сеул", "Σεούλ", "سيول"])
    #expect(chosen == ["서울", "ソウル", "首尔", "Сеул", "Σεούλ"])
    #expect(OtherNames.choose(shown: "Köln", from: ["Cologne", "Köln", "Colonia"]) == ["Cologne", "Colonia"])
  }

  @Test func aPhotonFeatureIsDetailedByItsHierarchy() throws {
    let text = """
      {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[13.37,52.52]},
      "properties":{"osm_type":"N","osm_id":1,"name":"Hauptbahnhof","osm_key":"railway","osm_value":"station",
      "district":"Moabit","city":"Berlin","state":"Berlin","country":"Germany","countrycode":"DE"}}]}
      """
    let details = try PhotonFeature.details(fromCollection: Data(text.utf8), near: nil)
    #expect(details.map(\.hierarchy) == [["Moabit", "Berlin", "Germany"]])
    #expect(details.first?.otherNames == [])
    #expect(details.first?.place.timezone == "")
  }
}
