import Foundation
@testable import PlaceKit
@testable import PlaceSearchEngine
import Testing

/// Photon's mapping of places, declared in PlaceKit for the server and a Photon client.
@Suite struct PhotonFeatureTests {
  private let gangnam = Place(
    id: "kr-admin:1168010100", name: "Yeoksam-dong", subtitle: "Gangnam-gu, Seoul, South Korea",
    location: Location(latitude: 37.5, longitude: 127.03), countryCode: "KR", admin1: "Seoul", population: 0,
    timezone: "Asia/Seoul", kind: .adminArea(level: 3))

  @Test func kindsMapToOSMTagsAndLayers() {
    #expect(PlaceKind.populated.photonTag(population: 2_000_000) == ("place", "city"))
    #expect(PlaceKind.populated.photonTag(population: 20_000) == ("place", "town"))
    #expect(PlaceKind.populated.photonTag(population: 600) == ("place", "village"))
    #expect(PlaceKind.adminArea(level: 1).photonTag(population: 0) == ("boundary", "administrative"))
    #expect(PlaceKind.adminArea(level: 1).photonType == "state")
    #expect(PlaceKind.adminArea(level: 2).photonType == "county")
    #expect(PlaceKind.adminArea(level: 3).photonType == "district")
    #expect(PlaceKind.tagged(key: "railway", value: "station").photonTag(population: 0) == ("railway", "station"))
  }

  @Test func photonTagsMapBackToKinds() {
    #expect(PlaceKind(photonKey: "place", value: "town") == .populated)
    #expect(PlaceKind(photonKey: "boundary", value: "administrative", type: "state") == .adminArea(level: 1))
    #expect(PlaceKind(photonKey: "boundary", value: "administrative", type: "county") == .adminArea(level: 2))
    #expect(PlaceKind(photonKey: "place", value: "suburb") == .adminArea(level: 3))
    let attraction = PlaceKind(photonKey: "tourism", value: "attraction")
    #expect(attraction == .tagged(key: "tourism", value: "attraction"))
    #expect(attraction.displayWord == "attraction")
    #expect(PlaceKind(photonKey: "highway", value: "bus_stop").displayWord == "bus stop")
  }

  @Test func featureCarriesTheHierarchy() {
    let feature = PhotonFeature(place: gangnam)
    #expect(feature.country == "South Korea")
    #expect(feature.state == "Seoul")
    #expect(feature.city == "Gangnam-gu")
    #expect(feature.type == "district")
    #expect(feature.json.hasPrefix(
      "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[127.03,37.5]},\"properties\":{\"id\":"))
  }

  /// A country's box is Photon's extent (west, north, east, south), and back.
  @Test func anExtentGoesOutInPhotonsOrderAndComesBack() throws {
    let fiji = Place(
      id: "geonames:2205218", name: "Fiji", subtitle: "country", location: Location(latitude: -18.1, longitude: 178.4),
      countryCode: "FJ", admin1: "", population: 883_483, timezone: "Pacific/Fiji", kind: .adminArea(level: 0),
      extent: Extent(west: 177.29, south: -18.29, east: -179.79, north: -16.02))
    let feature = PhotonFeature(place: fiji)
    #expect(feature.extent == [177.29, -16.02, -179.79, -18.29])
    #expect(feature.type == "country" && feature.country == "Fiji")
    let decoded = try #require(try PhotonFeature.features(fromCollection: Data(PhotonFeature.collection([feature]).utf8)).first)
    #expect(decoded.place.extent == fiji.extent)
    #expect(PlaceJSON.place(fiji).contains("\"extent\":[177.29,-18.29,-179.79,-16.02]"))
  }

  /// A dong of a city that governs 구 is in the city, and in the 구 as its county.
  @Test func aDongOfACityThatGovernsDistrictsHasBoth() {
    let dong = Place(
      id: "kr-admin:4146110100", name: "Gimnyangjang-dong", subtitle: "Yongin-si Cheoin-gu, Gyeonggi-do, South Korea",
      location: Location(latitude: 37.23, longitude: 127.2), countryCode: "KR", admin1: "Gyeonggi-do", population: 0,
      timezone: "Asia/Seoul", kind: .adminArea(level: 3))
    let feature = PhotonFeature(place: dong)
    #expect(feature.city == "Yongin-si" && feature.county == "Cheoin-gu" && feature.state == "Gyeonggi-do")
    #expect(KoreanCityDistrict.cityAndDistrict(of: "용인시 처인구")! == ("용인시", "처인구"))
    #expect(KoreanCityDistrict.cityAndDistrict(of: "Gangnam-gu") == nil)
  }

  @Test func encodedFeaturesDecodeBackToThePlace() throws {
    let paris = Place(
      id: "geonames:2988507", name: "Paris", subtitle: "Île-de-France, France",
      location: Location(latitude: 48.85341, longitude: 2.3488), countryCode: "FR", admin1: "Île-de-France",
      population: 2_138_551, timezone: "Europe/Paris")
    let text = PhotonFeature.collection([PhotonFeature(place: paris), PhotonFeature(place: gangnam)])
    let decoded = try PhotonFeature.features(fromCollection: Data(text.utf8))
    #expect(decoded == [PhotonFeature(place: paris), PhotonFeature(place: gangnam)])
    let place = decoded[0].place
    #expect(place.id == paris.id && place.name == "Paris" && place.subtitle == paris.subtitle)
    #expect(place.countryCode == "FR" && place.admin1 == "Île-de-France" && place.kind == .populated)
    #expect(decoded[1].place.subtitle == gangnam.subtitle)
  }

  @Test func featuresOfAnotherPhotonServerDecode() throws {
    let text = """
      {"features":[{"properties":{"name":"Berlin Olympic Stadium","state":"Berlin","country":"Germany",\
      "countrycode":"DE","osm_key":"leisure","osm_value":"stadium","osm_type":"W","osm_id":38862723,\
      "extent":[13.23727,52.5157151,13.241757,52.5135972]},"type":"Feature",\
      "geometry":{"type":"Point","coordinates":[13.2395,52.5146]}},{"properties":{},"type":"Feature"}]}
      """
    let features = try PhotonFeature.features(fromCollection: Data(text.utf8))
    #expect(features.count == 1)
    let place = try #require(features.first).place
    #expect(place.id == "photon:W38862723")
    #expect(place.kind == .tagged(key: "leisure", value: "stadium"))
    #expect(place.subtitle == "stadium · Berlin, Germany")
    #expect(abs(place.location.latitude - 52.5146) < 1e-9)
    #expect(throws: WireDecodingError.self) { try PhotonFeature.features(fromCollection: Data("[1]".utf8)) }
  }

  @Test func everyKindOurServerWritesDecodesBackToTheSamePlace() throws {
    func place(_ id: String, _ name: String, _ latitude: Double, _ longitude: Double, _ kind: PlaceKind,
      subtitle: String = "", admin1: String = "", population: Int = 0) -> Place {
      Place(
        id: id, name: name, subtitle: subtitle, location: Location(latitude: latitude, longitude: longitude),
        countryCode: "KR", admin1: admin1, population: population, timezone: "Asia/Seoul", kind: kind)
    }
    let places = [
      place("geonames:1835848", "Seoul", 37.566, 126.9784, .populated, subtitle: "South Korea", population: 10_349_312),
      place(
        "geonames:1", "Hamlet", -33.8688197, -151.2092955, .populated, subtitle: "Seoul, South Korea",
        admin1: "Seoul", population: 600),
      place("geonames:1835841", "South Korea", 36.5, 127.75, .adminArea(level: 0)),
      place("kr-admin:11", "Seoul", 37.5665, 126.978, .adminArea(level: 1), subtitle: "South Korea"),
      place(
        "kr-admin:11680", "Gangnam-gu", 37.5172, 127.0473, .adminArea(level: 2), subtitle: "Seoul, South Korea",
        admin1: "Seoul"),
      gangnam,
      place(
        "custom:7", "Seoul Station", 37.5547, 126.9707, .tagged(key: "railway", value: "station"),
        subtitle: "Seoul, South Korea", admin1: "Seoul"),
    ]
    let text = PhotonFeature.collection(places.map(PhotonFeature.init(place:)))
    let decoded = try PhotonFeature.places(fromCollection: Data(text.utf8), near: nil)
    #expect(decoded.count == places.count)
    for (back, place) in zip(decoded, places) {
      #expect(back.id == place.id)
      #expect(back.name == place.name)
      #expect(back.location == place.location.rounded)  // five decimals, as every JSON output writes
      #expect(back.kind == place.kind, "\(place.name)")
      #expect(back.distanceKm == nil)
    }
    let measured = try PhotonFeature.places(fromCollection: Data(text.utf8), near: places[0].location)
    #expect(measured[0].distanceKm == 0)
    #expect((measured[4].distanceKm ?? 0) > 5)
  }

  @Test func aFieldOfAnUnexpectedTypeIsLeftOutNotTheAnswer() throws {
    let text = """
      {"type":"FeatureCollection","features":[
      {"type":"Feature","geometry":{"type":"Point","coordinates":[13.4,52.5,34.0]},
       "properties":{"name":"Somewhere","osm_key":"building","osm_value":"yes","state":7,"extent":"none"}},
      {"type":"Feature","geometry":{"type":"Point","coordinates":"13.4,52.5"},"properties":{"name":"No point"}},
      {"type":"Feature","geometry":{"type":"Point","coordinates":[13.4,52.5]},"properties":{"name":42}}
      ]}
      """
    let places = try PhotonFeature.places(fromCollection: Data(text.utf8), near: nil)
    #expect(places.count == 1)
    #expect(places[0].id == "photon:Somewhere@52.50000,13.40000")
    #expect(places[0].subtitle == "building")
    #expect(places[0].admin1 == "")
    for (bad, reason) in [("{\"type\":\"FeatureColl", "it is not valid JSON"), ("[1]", "it is not a JSON object"),
      ("{\"type\":\"FeatureCollection\"}", "it has no \"features\" list")] {
      #expect(throws: WireDecodingError(reason: reason)) {
        try PhotonFeature.features(fromCollection: Data(bad.utf8))
      }
    }
  }

  @Test func tagFiltersFollowPhotonsSyntax() throws {
    let city = try #require(PhotonTagFilter("place:city"))
    #expect(city.key == "place" && city.value == "city" && !city.excludes)
    let notTown = try #require(PhotonTagFilter("!place:town"))
    #expect(notTown.excludes)
    let value = try #require(PhotonTagFilter(":!village"))
    #expect(value.key == nil && value.value == "village" && value.excludes)
    #expect(PhotonTagFilter("tourism")?.value == nil)
    for bad in ["", "!", ":", "a:", "!!a"] { #expect(PhotonTagFilter(bad) == nil, "\(bad)") }
    #expect(PlaceKind.populated.matches(city, population: 500_000))
    #expect(!PlaceKind.populated.matches(city, population: 500))
    #expect(PlaceKind.populated.matches(notTown, population: 500))
  }
}
