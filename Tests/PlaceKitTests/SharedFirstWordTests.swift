import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// A multi-word query finds every name that matches all its words, however many names
/// share its first word: on a generated dump of thousands of names beginning with "Tour"
/// (more than a key range scanned whole holds), beside a town called Tour, far away, and
/// the Eiffel Tower, whose only other name is "Tour Eiffel": the town is no famous
/// namesake that would keep the name to itself (`IndexView.borrows`).
struct SharedFirstWordTests {
  /// The Eiffel Tower's record, with one other name.
  static let eiffelTower = "6254976\tEiffel Tower\tEiffel Tower\tTour Eiffel\t48.85823\t2.2945\tS\tTOWR\tFR\t\t11\t\t\t\t0\t\t\tEurope/Paris\t2024-03-01"
  /// A town whose whole name is the first word of all the others.
  static let townCalledTour = "9990001\tTour\tTour\t\t45.5\t4.2\tP\tPPL\tFR\t\t84\t\t\t\t60000\t\t\tEurope/Paris\t2024-03-01"
  static let syllables = ["ba", "le", "ri", "mon", "sa", "ve", "el", "fi", "ton", "dor", "ka", "lu", "es", "ran", "ne"]
  /// How many generated names begin with "Tour".
  static let generated = 5000

  /// A generated name: "Tour", then one or two made-up words; one in fifty goes on from
  /// "Eiffel" ("Tour Eiffelbach"), sharing the tower's whole name as its start.
  static func name(_ random: inout SeededRandom) -> (name: String, eiffel: Bool) {
    func word() -> String {
      let count = Int.random(in: 2...4, using: &random)
      return (0..<count).map { _ in syllables.randomElement(using: &random)! }.joined().capitalized
    }
    let first = Int.random(in: 0..<50, using: &random) == 0 ? "Eiffel" + word().lowercased() : word()
    let name = Int.random(in: 0..<3, using: &random) == 0 ? "Tour \(first) \(word())" : "Tour \(first)"
    return (name, first.hasPrefix("Eiffel"))
  }

  /// The dump's lines: the tower, the town, and `generated` places around France (towns
  /// of up to 50,000 people, hotels, towers; the names going on from "Eiffel" are
  /// hotels); their ids and names.
  static func dump(_ random: inout SeededRandom) -> (text: String, places: [(id: String, name: String)]) {
    var lines = [eiffelTower, townCalledTour]
    var places: [(id: String, name: String)] = []
    for number in 0..<generated {
      let id = 30_000_000 + number
      let (name, eiffel) = name(&random)
      let latitude = Double.random(in: 43...50, using: &random), longitude = Double.random(in: -1...7, using: &random)
      let (featureClass, code, population) =
        [("P", "PPL", Int.random(in: 0...50_000, using: &random)), ("S", "HTL", 0), ("S", "TOWR", 0)]
        .dropFirst(eiffel ? 1 : 0).prefix(eiffel ? 1 : 3).randomElement(using: &random)!
      lines.append(
        "\(id)\t\(name)\t\(name)\t\t\(latitude)\t\(longitude)\t\(featureClass)\t\(code)\tFR\t\t11\t\t\t\t\(population)\t\t\tEurope/Paris\t2024-03-01"
      )
      places.append(("geonames:\(id)", name))
    }
    return (lines.joined(separator: "\n") + "\n", places)
  }

  @Test func everyNameIsFoundByAllItsWordsWithAndWithoutALocation() async throws {
    var random = SeededRandom(seed: 0x70_0E)
    let seed = random.description
    let (text, places) = SharedFirstWordTests.dump(&random)
    // The build and the 600 completions run on a thread of their own (`OwnThread`), not
    // on the executor's threads other tests wait on; what they found is checked here.
    let picked = random
    let found = try await OwnThread.compute { () throws -> Found in
      var random = picked
      let engine = try PlaceEngine.build(geoNamesBytes: Array(text.utf8))
      // Names given to one place only: namesakes share rows by other rules.
      let uses = Dictionary(places.map { ($0.name, 1) }, uniquingKeysWith: +)
      let unique = places.filter { uses[$0.name] == 1 }
      var found = Found()
      for location in [nil, Location(latitude: 48.8566, longitude: 2.3522)] {
        found.tower.append(engine.complete("tour eiffel", near: location, limit: 10))
        found.towerPrefix.append(engine.complete("tour eif", near: location, limit: 10))
        found.searched.append(engine.search("tour eiffel", near: location, limit: 1).first?.id)
        for _ in 0..<300 {
          let place = unique.randomElement(using: &random)!
          let rows = engine.complete(place.name, near: location, limit: 10)
          if !rows.contains(where: { $0.placeIDs.contains(place.id) }) {
            found.misses.append("\(place.name): \(rows.map(\.title))")
          }
        }
      }
      found.town = engine.complete("tour", limit: 1).first?.placeIDs ?? []
      return found
    }
    for (tower, prefix) in zip(found.tower, found.towerPrefix) {
      #expect(tower.first?.placeIDs == ["geonames:6254976"], "\(seed): \(tower.map(\.title))")
      // A hundred hotels' names go on from "Tour Eif": the rows are theirs and the
      // tower's, never a misspelling of the words typed.
      #expect(
        prefix.count == 10 && prefix.allSatisfy { $0.matchedName.hasPrefix("Tour Eif") }, "\(seed): \(prefix.map(\.title))")
    }
    #expect(found.searched == ["geonames:6254976", "geonames:6254976"], "\(seed)")
    #expect(found.misses.isEmpty, "\(seed): \(found.misses)")
    // The first word alone is the town's whole name.
    #expect(found.town == ["geonames:9990001"], "\(seed)")
  }

  /// What one run of the test found, without and with a location.
  struct Found: Sendable {
    var tower: [[Completion]] = []
    var towerPrefix: [[Completion]] = []
    var searched: [String?] = []
    var misses: [String] = []
    var town: [String] = []
  }
}
