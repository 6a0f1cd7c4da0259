import PlaceKit
import PlaceSearchUI
import Testing

/// What a row shows on its right: distance and bearing of one place, or a group's count.
struct ListRowTests {
  private let english = UIStrings(.english)

  @Test func aCompletionOfOnePlaceShowsDistanceAndBearingInTheChosenUnits() {
    let busan = Completion(
      title: "Busan", subtitle: "Busan, South Korea", highlights: [], placeIDs: ["geonames:1838524"],
      distanceKm: 329.9, bearing: .southEast)
    #expect(ListRow(completion: busan, units: .kilometres, strings: english).trailing == "330 km SE")
    #expect(ListRow(completion: busan, units: .miles, strings: english).trailing == "205 mi SE")
    // One-letter bearings take two columns, so that the units line up.
    var south = busan
    south.bearing = .south
    #expect(ListRow(completion: south, units: .kilometres, strings: english).trailing == "330 km S ")
    // Where the place itself is: no direction, the units still line up.
    var here = busan
    here.distanceKm = 0.01
    here.bearing = nil
    #expect(ListRow(completion: here, units: .kilometres, strings: english).trailing == "0.0 km   ")
    // 70 m away has a bearing, but shows as "0.0 mi": no direction there either.
    here.distanceKm = 0.07
    here.bearing = .north
    #expect(ListRow(completion: here, units: .kilometres, strings: english).trailing == "0.1 km N ")
    #expect(ListRow(completion: here, units: .miles, strings: english).trailing == "0.0 mi   ")
  }

  @Test func aGroupShowsItsCountAndAnUnmeasuredPlaceNothing() {
    #expect(ListRow(completion: Sample.springfieldGroup, units: .kilometres, strings: english).trailing == "2 places")
    #expect(ListRow(completion: Sample.seoulCompletion, units: .kilometres, strings: english).trailing == "")
  }

  /// In Korean, a group counts its places and a place's bearing reads in Korean, as the
  /// card says them (북동쪽).
  @Test func koreanRowsSayCountsAndBearingsInKorean() {
    let korean = UIStrings(.korean)
    #expect(ListRow(completion: Sample.springfieldGroup, units: .kilometres, strings: korean).trailing == "2곳")
    let busan = Completion(
      title: "부산", subtitle: "대한민국", highlights: [], placeIDs: ["geonames:1838524"], distanceKm: 329.9,
      bearing: .southEast)
    #expect(ListRow(completion: busan, units: .kilometres, strings: korean).trailing == "330 km 남동")
    var south = busan
    south.bearing = .south
    #expect(ListRow(completion: south, units: .kilometres, strings: korean).trailing == "330 km 남  ")
    // The widest bearing's columns, whatever the language.
    #expect(CompassPoint.allCases.allSatisfy { DisplayWidth.of(korean.compass($0)) <= korean.compassWidth })
    #expect(CompassPoint.allCases.allSatisfy { DisplayWidth.of(english.compass($0)) <= english.compassWidth })
  }
}
