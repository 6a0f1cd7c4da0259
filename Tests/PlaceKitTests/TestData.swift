import Foundation
@testable import PlaceKit
@testable import PlaceSearchEngine
import PlaceKitFakes

/// Small GeoNames-format datasets written to temporary folders, so engine tests run in
/// milliseconds and say exactly which places exist. The folder goes with the last
/// reference to its data (an engine built from it keeps its index, mapped).
final class TestData: Sendable {
  /// One place line: (id, name, alternates, lat, lon, country, admin1, population).
  struct Row {
    var id: Int
    var name: String
    var alternates: [String] = []
    var latitude: Double
    var longitude: Double
    var country = "US"
    var admin1 = ""
    var population: Int
    var timezone = "America/New_York"
  }

  let folder: URL
  let cache: URL

  /// A fresh folder holding `cities.txt`, `countryInfo.txt` and `admin1CodesASCII.txt`.
  init(_ rows: [Row]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("placekit-\(UUID().uuidString)")
    cache = folder.appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write(rows)
    try "US\tUSA\t840\tUS\tUnited States\nFR\tFRA\t250\tFR\tFrance\nKR\tKOR\t410\tKS\tSouth Korea\n"
      .write(to: folder.appendingPathComponent("countryInfo.txt"), atomically: false, encoding: .utf8)
    try "US.ME\tMaine\tMaine\t1\nUS.OR\tOregon\tOregon\t2\nUS.IL\tIllinois\tIllinois\t3\nUS.MO\tMissouri\tMissouri\t4\nUS.MA\tMassachusetts\tMassachusetts\t5\nUS.TX\tTexas\tTexas\t6\n"
      .write(to: folder.appendingPathComponent("admin1CodesASCII.txt"), atomically: false, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var placesFile: URL { folder.appendingPathComponent("cities.txt") }

  /// Rewrites the places file, or writes `file`.
  func write(_ rows: [Row], to file: URL? = nil) throws {
    let lines = rows.map { row in
      [
        "\(row.id)", row.name, "", row.alternates.joined(separator: ","), "\(row.latitude)",
        "\(row.longitude)", "P", "PPL", row.country, "", row.admin1, "", "", "", "\(row.population)",
        "", "", row.timezone, "2024-01-01",
      ].joined(separator: "\t")
    }
    try (lines.joined(separator: "\n") + "\n").write(to: file ?? placesFile, atomically: true, encoding: .utf8)
  }

  /// The index files in this data's cache.
  func indexFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasPrefix("index-") }
  }

  /// The engine over this data, with its own index cache, built on a thread of its own
  /// (`OwnThread`): a build on the executor's threads holds up every other test.
  func engine() async throws(PlaceKitError) -> PlaceEngine {
    try await OwnThread.compute { () throws(PlaceKitError) in try self.engineOnThisThread() }
  }

  /// The same engine built on the calling thread, for code that runs on a thread of its
  /// own already (an `EngineLoader`'s load).
  func engineOnThisThread() throws(PlaceKitError) -> PlaceEngine {
    try PlaceEngine.load(.geoNamesFile(placesFile), cacheDirectory: cache)
  }

  /// A small world with the places the ranking tests talk about.
  static let world: [Row] = [
    Row(id: 1, name: "Portland", latitude: 43.66, longitude: -70.26, admin1: "ME", population: 66_000),
    Row(id: 2, name: "Portland", latitude: 45.52, longitude: -122.68, admin1: "OR", population: 650_000, timezone: "America/Los_Angeles"),
    Row(id: 3, name: "Springfield", latitude: 37.21, longitude: -93.29, admin1: "MO", population: 169_000),
    Row(id: 4, name: "Springfield", latitude: 42.10, longitude: -72.59, admin1: "MA", population: 155_000),
    Row(id: 5, name: "Springfield", latitude: 39.80, longitude: -89.64, admin1: "IL", population: 114_000),
    Row(id: 6, name: "Paris", alternates: ["Lutèce", "파리"], latitude: 48.85, longitude: 2.35, country: "FR", population: 2_100_000, timezone: "Europe/Paris"),
    Row(id: 7, name: "Paris", latitude: 33.66, longitude: -95.56, admin1: "TX", population: 25_000, timezone: "America/Chicago"),
    Row(id: 8, name: "Rio de Janeiro", latitude: -22.9, longitude: -43.2, country: "BR", population: 6_700_000, timezone: "America/Sao_Paulo"),
    Row(id: 9, name: "Toronto", latitude: 43.7, longitude: -79.4, country: "CA", population: 2_700_000, timezone: "America/Toronto"),
    Row(id: 10, name: "Philadelphia", latitude: 39.95, longitude: -75.16, population: 1_500_000),
    Row(id: 11, name: "Seoul", alternates: ["서울", "Séoul"], latitude: 37.566, longitude: 126.978, country: "KR", population: 10_000_000, timezone: "Asia/Seoul"),
    Row(id: 12, name: "Busan", alternates: ["부산"], latitude: 35.1, longitude: 129.04, country: "KR", population: 3_400_000, timezone: "Asia/Seoul"),
    Row(id: 13, name: "São Paulo", latitude: -23.55, longitude: -46.63, country: "BR", population: 12_000_000, timezone: "America/Sao_Paulo"),
    Row(id: 14, name: "Köln", alternates: ["Cologne"], latitude: 50.94, longitude: 6.96, country: "DE", population: 1_000_000, timezone: "Europe/Berlin"),
    Row(id: 15, name: "Boston", latitude: 42.36, longitude: -71.06, admin1: "MA", population: 650_000),
  ]
}

extension PlaceEngine {
  /// The engine behind the protocols, as the composition root hands it out.
  var source: any PlaceSource { EmbeddedPlaceService(loader: EngineLoader(engine: self)) }
}
