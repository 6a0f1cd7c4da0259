/// End-to-end tests of `--data` with a small GeoNames file: completions come from that
/// file only (same-named places grouped, ordered by population), and editing the file
/// invalidates the cached index, which is keyed by a hash of the data.
import Foundation
import Testing

@Suite("--data")
struct CustomDataTests {
  static func places(missouriPopulation: Int) -> Data {
    let text =
      geoNamesRow(1001, "Springfield", admin1: "IL", population: 150_000, latitude: 39.80, longitude: -89.64)
      + geoNamesRow(
        1002, "Springfield", admin1: "MO", population: missouriPopulation, latitude: 37.21, longitude: -93.29)
      + geoNamesRow(1003, "Shelbyville", admin1: "IL", population: 5_000, latitude: 39.41, longitude: -88.79)
    return Data(text.utf8)
  }

  @Test("completions come from the file, and a changed file is re-indexed")
  func completionsFollowTheFile() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = try folder.write("places.txt", Self.places(missouriPopulation: 120_000))
    func complete(_ query: String) async throws -> CLIResult {
      try await CLI.launch(["complete", query, "--data", file.path, "--json"], cache: folder.cache)
    }

    let springfield = try await complete("spr")
    #expect(springfield.status == 0)
    #expect(springfield.completions.count == 1)
    #expect(springfield.completions.first?["title"] as? String == "Springfield")
    #expect(springfield.firstPlaces == ["geonames:1001", "geonames:1002"])

    let shelbyville = try await complete("shel")
    #expect(shelbyville.status == 0)
    #expect(shelbyville.completions.first?["title"] as? String == "Shelbyville")
    #expect(shelbyville.firstPlaces == ["geonames:1003"])

    // The index is cached in the temporary cache directory.
    let cached = try FileManager.default.contentsOfDirectory(atPath: folder.cache.path)
    #expect(cached.contains { $0.hasPrefix("index-") })

    // Springfield, Missouri grows past Springfield, Illinois.
    try folder.write("places.txt", Self.places(missouriPopulation: 250_000))
    let changed = try await complete("spr")
    #expect(changed.status == 0)
    #expect(changed.firstPlaces == ["geonames:1002", "geonames:1001"])

    let search = try await CLI.launch(
      ["search", "springfield", "--data", file.path, "--json"], cache: folder.cache)
    #expect(search.status == 0)
    let populations = search.jsonLines.map { CLI.number($0?["population"]) }
    #expect(populations == [250_000, 150_000])
  }
}
