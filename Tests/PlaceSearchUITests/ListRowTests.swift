import PlaceKit
import PlaceSearchUI
import Testing

/// What a row shows on its right: distance and bearing of one place, or a group's count.
struct ListRowTests {
  @Test func aCompletionOfOnePlaceShowsDistanceAndBearingInTheChosenUnits() {
    let busan = Completion(
      title: "Busan", subtitle: "Busan, South Korea", highlights: [], placeIDs: ["geonames:1838524"],
      distanceKm: 329.9, bearing: .southEast)
    #expect(ListRow(completion: busan, units: .kilometres).trailing == "330 km SE")
    #expect(ListRow(completion: busan, units: .miles).trailing == "205 mi SE")
    // One-letter bearings take two columns, so that the units line up.
    var south = busan
    south.bearing = .south
    #expect(ListRow(completion: south, units: .kilometres).trailing == "330 km S ")
    // Where the place itself is: no direction, the units still line up.
    var here = busan
    here.distanceKm = 0.01
    here.bearing = nil
    #expect(ListRow(completion: here, units: .kilometres).trailing == "0.0 km   ")
    // 70 m away has a bearing, but shows as "0.0 mi": no direction there either.
    here.distanceKm = 0.07
    here.bearing = .north
    #expect(ListRow(completion: here, units: .kilometres).trailing == "0.1 km N ")
    #expect(ListRow(completion: here, units: .miles).trailing == "0.0 mi   ")
  }

  @Test func aGroupShowsItsCountAndAnUnmeasuredPlaceNothing() {
    #expect(ListRow(completion: Sample.springfieldGroup, units: .kilometres).trailing == "2 places")
    #expect(ListRow(completion: Sample.seoulCompletion, units: .kilometres).trailing == "")
  }
}
