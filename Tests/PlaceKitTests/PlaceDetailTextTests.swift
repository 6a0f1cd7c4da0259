import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Coordinates in degrees, minutes and seconds, and a time zone's clock.
struct PlaceDetailTextTests {
  @Test func coordinatesReadAsDegreesMinutesAndSeconds() {
    #expect(Location(latitude: 37.566, longitude: 126.9784).degreesMinutesSeconds == "37°33′58″N 126°58′42″E")
    #expect(Location(latitude: -33.8688, longitude: -70.6693).degreesMinutesSeconds == "33°52′08″S 70°40′09″W")
    #expect(Location(latitude: 0, longitude: 0).degreesMinutesSeconds == "0°00′00″ 0°00′00″")
    // 59.9 seconds carry into the next minute, never "60″".
    #expect(Location(latitude: 10.99999, longitude: 179.999999).degreesMinutesSeconds == "11°00′00″N 180°00′00″E")
  }

  @Test func aZoneClockShowsLocalTimeAndOffset() throws {
    let moment = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z
    let seoul = try #require(ZoneClock(zone: "Asia/Seoul", at: moment))
    #expect(seoul.time == "20:06")
    #expect(seoul.utcOffset == "+09:00")
    #expect(seoul.iso8601 == "2026-11-18T20:06:40+09:00")
    #expect(ZoneClock(zone: "America/St_Johns", at: moment)?.utcOffset == "-03:30")
    #expect(ZoneClock(zone: "UTC", at: moment)?.utcOffset == "+00:00")
    #expect(ZoneClock(zone: "Mars/Olympus", at: moment) == nil)
    #expect(ZoneClock(zone: "", at: moment) == nil)
  }
}
