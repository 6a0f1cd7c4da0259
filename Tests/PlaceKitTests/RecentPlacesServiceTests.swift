import Foundation
import PlaceKit
import PlaceSearchEngine
import Testing

/// Recent places for the first screen: looked up by id in the engine, in the recorded
/// order, measured from the location; ids the engine does not know are left out.
struct RecentPlacesServiceTests {
  @Test func resolvesKnownIdsInOrderAndLeavesOutTheRest() async throws {
    let engine = try await TestData(TestData.world).engine()
    let recorded = ["geonames:12", "kr-admin:1168010100", "geonames:6", "geonames:11"].map { id in
      RecentPlace(Place(
        id: id, name: "Stored \(id)", subtitle: "", location: Location(latitude: 0, longitude: 0),
        countryCode: "", admin1: "", population: 0, timezone: ""))
    }
    let service = RecentPlacesService(entries: recorded, lookup: EmbeddedPlaceService(loader: EngineLoader(engine: engine)))
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    let places = try await withCheckedThrowingContinuation { continuation in
      service.recentPlaces(near: seoul, limit: 2) { continuation.resume(with: $0) }
    }
    #expect(places.map(\.id) == ["geonames:12", "geonames:6"])
    #expect(places.first?.name == "Busan")
    #expect(places.first?.population == 3_400_000)
    #expect((places.first?.distanceKm ?? 0) > 300)
    #expect(places.first?.bearing == .southEast)
  }
}

/// Places a server gave show from their stored fields when the source cannot look them up.
struct RecentServerPlacesTests {
  @Test func serverPlacesTheSourceCannotLookUpShowFromTheirStoredFields() async throws {
    let engine = try await TestData(TestData.world).engine()
    let recorded = ["photon:W24981342", "geonames:12", "geonames:999999", "photon:N1", "geonames:6"].map { id in
      RecentPlace(Place(
        id: id, name: "Stored \(id)", subtitle: "Somewhere", location: Location(latitude: 37, longitude: 127),
        countryCode: "KR", admin1: "", population: 0, timezone: ""))
    }
    let service = RecentPlacesService(entries: recorded, lookup: EmbeddedPlaceService(loader: EngineLoader(engine: engine)))
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    let places = try await withCheckedThrowingContinuation { continuation in
      service.recentPlaces(near: seoul, limit: 10) { continuation.resume(with: $0) }
    }
    // Server ids from what was stored, in the recorded order; an unknown geonames id is
    // still left out (history from another --data), as before.
    #expect(places.map(\.id) == ["photon:W24981342", "geonames:12", "photon:N1", "geonames:6"])
    #expect(places.first?.name == "Stored photon:W24981342")
    #expect(places.first?.subtitle == "Somewhere")
    #expect(places.first?.distanceKm != nil)
    #expect(places[1].name == "Busan")
  }
}
