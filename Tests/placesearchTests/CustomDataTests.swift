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

  @Test("a cache that cannot be written: each run answers and warns once, naming the folder and the reason")
  func unwritableCacheWarns() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = try folder.write("places.txt", Self.places(missouriPopulation: 120_000))
    let blocker = try folder.write("not-a-folder", Data("x".utf8))
    let cache = blocker.appendingPathComponent("cache")
    for _ in 0..<2 {
      let result = try await CLI.launch(["complete", "spr", "--data", file.path, "--json"], cache: cache)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.firstPlaces == ["geonames:1001", "geonames:1002"])
      let warnings = result.errorLines.filter { $0.hasPrefix("placesearch: warning: ") }
      #expect(warnings.count == 1, "\(result.stderr)")
      #expect(warnings.first?.contains("the place index cannot be cached (\(cache.path): ") == true, "\(result.stderr)")
      #expect(warnings.first?.contains("Not a directory") == true, "\(result.stderr)")
    }
  }

  @Test("instances building the same index at the same moment all answer, leaving one valid index")
  func concurrentInstancesShareTheCache() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var earlier: Set<String> = []
    for round in 0..<3 {
      // Large enough that the builds overlap; each round new data, so a new build.
      var text = ""
      for id in 1...20_000 {
        text += geoNamesRow(
          id, "Town\(id)", admin1: "IL", population: id + round, latitude: Double(id % 80),
          longitude: Double(id % 170))
      }
      let file = try folder.write("places.txt", Data(text.utf8))
      let arguments = ["complete", "town20000", "--data", file.path, "--limit", "3"]
      let results = try await withThrowingTaskGroup(of: CLIResult.self) { group in
        for _ in 0..<3 { group.addTask { try await CLI.launch(arguments, cache: folder.cache) } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.map(\.status) == [0, 0, 0], "\(results.map(\.stderr))")
      #expect(Set(results.map(\.stdout)).count == 1)
      #expect(results[0].stdout.hasPrefix("Town20000 "))
      // One new index (the earlier rounds' stay, as indexes of other data), no temporaries.
      // (Beside the lock that let one of them build while the others waited.)
      let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.cache.path)).subtracting(["building.lock"])
      let new = names.subtracting(earlier)
      #expect(new.count == 1 && new.allSatisfy { $0.hasPrefix("index-") }, "\(names)")
      #expect(names.count == round + 1, "\(names)")
      earlier = names
      // The index left is valid: the next start reads it instead of rebuilding (a
      // rebuild would rename a new file, another inode, into place).
      let index = folder.cache.appendingPathComponent(try #require(new.first))
      let written = try #require(FileManager.default.attributesOfItem(atPath: index.path)[.systemFileNumber] as? Int)
      let again = try await CLI.launch(arguments, cache: folder.cache)
      #expect(again.stdout == results[0].stdout)
      #expect(try FileManager.default.attributesOfItem(atPath: index.path)[.systemFileNumber] as? Int == written)
    }
  }
}
