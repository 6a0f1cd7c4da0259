/// Coordinates south of the equator or west of Greenwich written as they are, with a
/// space (`--near -33.87,151.21`, `config set home -34.6,-58.4`), in every command that
/// takes them; a half pair or a missing value stays a clear error.
import Foundation
import Testing

struct NegativeCoordinateTests {
  @Test func completeNearSydney() async throws {
    let result = try await CLI.run(["complete", "sydney", "--near", "-33.87,151.21", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(result.completions.first)
    #expect(first["title"] as? String == "Sydney")
    #expect(first["subtitle"] as? String == "New South Wales, Australia")
    #expect(try #require(CLI.number(first["distanceKm"])) < 5)
  }

  @Test func searchNearSydney() async throws {
    let result = try await CLI.run(["search", "sydney", "--near", "-33.87,151.21", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(result.jsonLines.first ?? nil)
    #expect(first["name"] as? String == "Sydney")
    #expect(first["countryCode"] as? String == "AU")
    #expect(try #require(CLI.number(first["distanceKm"])) < 5)
  }

  @Test func recommendNearSaoPauloAndNewYork() async throws {
    let southWest = try await CLI.run(["recommend", "--near", "-23.55,-46.63", "--limit", "3"])
    #expect(southWest.status == 0, "\(southWest.stderr)")
    #expect(southWest.lines.first?.hasPrefix("São Paulo ") == true, "\(southWest.stdout)")
    // Only the longitude negative: this always worked, and still does.
    let northWest = try await CLI.run(["recommend", "--near", "40.7,-74.0", "--limit", "3"])
    #expect(northWest.status == 0, "\(northWest.stderr)")
    #expect(northWest.lines.first?.hasPrefix("New York City ") == true, "\(northWest.stdout)")
  }

  @Test func interactiveSelectOneNearBuenosAires() async throws {
    for command in [[], ["pick"]] {
      let arguments = command + ["--near", "-34.6,-58.4", "--query", "Mar del Plata", "--select-1", "--format", "json"]
      let result = try await CLI.run(arguments, wrapper: ["setsid", "-w"])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let place = try #require(CLI.object(result.stdout.trimmingCharacters(in: .newlines)))
      #expect(place["name"] as? String == "Mar del Plata")
      // About 390 km from Buenos Aires: the distance is measured from --near.
      let distance = try #require(CLI.number(place["distanceKm"]))
      #expect((350...430).contains(distance), "\(distance)")
    }
  }

  @Test func configSetHomeThenGet() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let set = try await CLI.run(["config", "set", "home", "-34.6,-58.4"], environment: folder.xdgEnvironment)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "home = -34.60000,-58.40000\n")
    let get = try await CLI.run(["config", "get", "home"], environment: folder.xdgEnvironment)
    #expect(get.stdout == "-34.60000,-58.40000\n")
    // Options after the value, which every command takes now that --lang exists.
    let flagged = try await CLI.run(
      ["config", "set", "home", "-23.55,-46.63", "--lang", "en"], environment: folder.xdgEnvironment)
    #expect(flagged.status == 0, "\(flagged.stderr)")
    #expect(flagged.stdout == "home = -23.55000,-46.63000\n")
  }

  @Test(arguments: ["-33.87", "-5"])
  func halfAPairNamesTheAcceptedForm(near: String) async throws {
    let result = try await CLI.run(["complete", "sydney", "--near", near])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("\"\(near)\""), "\(result.stderr)")
    #expect(result.stderr.contains("LAT,LON"), "\(result.stderr)")
  }

  @Test func anOptionAfterNearIsNotItsValue() async throws {
    let result = try await CLI.run(["complete", "sydney", "--near", "--json"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("placesearch: Missing value for '--near"), "\(result.stderr)")
  }
}
