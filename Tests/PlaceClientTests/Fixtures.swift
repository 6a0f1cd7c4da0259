import Foundation
import PlaceKit

/// Canned answers: Photon's, shaped as its API documentation shows them, and ours.
enum Fixtures {
  /// Photon's `/status`: no engine named.
  static let photonStatus = #"{"status":"Ok","import_date":"2024-05-01T00:00:00Z"}"#
  /// Our `/status`.
  static let nativeStatus = #"{"status":"Ok","engine":"placesearch","version":"test"}"#

  /// A Photon FeatureCollection for "ber": a city, a station, two towns of one name in
  /// one state (one row), an attraction.
  static let photonBerlin = """
    {"type":"FeatureCollection","features":[
    {"type":"Feature","geometry":{"coordinates":[13.3888599,52.5170365],"type":"Point"},
     "properties":{"osm_type":"R","osm_id":62422,"extent":[13.088345,52.6755087,13.7611609,52.3382448],
     "country":"Germany","osm_key":"place","countrycode":"DE","osm_value":"city","name":"Berlin","type":"city"}},
    {"type":"Feature","geometry":{"coordinates":[13.3695,52.5251],"type":"Point"},
     "properties":{"osm_type":"N","osm_id":3856100103,"country":"Germany","city":"Berlin","osm_key":"railway",
     "countrycode":"DE","osm_value":"station","name":"Berlin Hauptbahnhof","state":"Berlin","type":"house"}},
    {"type":"Feature","geometry":{"coordinates":[-88.9437,43.968],"type":"Point"},
     "properties":{"osm_type":"N","osm_id":151532197,"country":"United States","osm_key":"place",
     "countrycode":"US","osm_value":"town","name":"Berlin","state":"Wisconsin","type":"city"}},
    {"type":"Feature","geometry":{"coordinates":[-89.9,44.1],"type":"Point"},
     "properties":{"osm_type":"N","osm_id":151532198,"country":"United States","osm_key":"place",
     "countrycode":"US","osm_value":"village","name":"Berlin","state":"Wisconsin","type":"city"}},
    {"type":"Feature","geometry":{"coordinates":[13.4010,52.5191],"type":"Point"},
     "properties":{"osm_type":"W","osm_id":24981342,"country":"Germany","city":"Berlin","osm_key":"tourism",
     "countrycode":"DE","osm_value":"attraction","name":"Berliner Dom","state":"Berlin","type":"house"}}
    ]}
    """

  /// A Photon FeatureCollection with no features.
  static let photonEmpty = #"{"type":"FeatureCollection","features":[]}"#

  /// Seoul, as our native API would send it.
  static let seoul = Place(
    id: "geonames:1835848", name: "Seoul", subtitle: "South Korea",
    location: Location(latitude: 37.566, longitude: 126.9784), countryCode: "KR", admin1: "Seoul",
    population: 10_349_312, timezone: "Asia/Seoul")

  /// The embedded source's answer in the fallback tests.
  static let embeddedRow = Completion(
    title: "Berlin (embedded)", subtitle: "Germany", highlights: [], placeIDs: ["geonames:2950159"])

  /// `{"places": [...]}` in PlaceJSON.
  static func nativePlaces(_ places: [Place]) -> String {
    "{\"places\":[" + places.map(PlaceJSON.place).joined(separator: ",") + "]}"
  }
}
