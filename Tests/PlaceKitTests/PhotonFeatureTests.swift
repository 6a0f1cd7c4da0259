import Foundation
import PlaceKit
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
    #expect(place.id == "osm:W38862723")
    #expect(place.kind == .tagged(key: "leisure", value: "stadium"))
    #expect(place.subtitle == "Berlin, Germany")
    #expect(abs(place.location.latitude - 52.5146) < 1e-9)
    #expect(throws: PhotonDecodingError.self) { try PhotonFeature.features(fromCollection: Data("[1]".utf8)) }
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
