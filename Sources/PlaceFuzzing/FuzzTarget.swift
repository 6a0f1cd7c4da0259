import Foundation
import PlaceKit

/// The fuzz targets: each takes arbitrary bytes, must never crash, and checks the
/// invariants a caller relies on (with `precondition`, so a violation is a finding).
///
/// Run by libFuzzer through `placesearch-fuzz` (see `Scripts/fuzz.sh`), and over the
/// committed corpus and past findings by the test suite.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The bytes as a GeoNames places file: parsed, indexed, then queried.
  case data
  /// The bytes as a query: normalized, completed, searched, measured for display.
  case query

  /// Runs the target on one input.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .data: FuzzTarget.runData(bytes)
    case .query: FuzzTarget.runQuery(String(decoding: bytes, as: UTF8.self))
    }
  }

  private static func runData(_ bytes: [UInt8]) {
    let engine: PlaceEngine
    do {
      engine = try PlaceEngine.build(geoNamesBytes: bytes)
    } catch {
      // Refusing is fine; the message must name the data and be one line.
      let message = error.description
      precondition(!message.isEmpty && !message.contains("\n"), "bad error message: \(message)")
      return
    }
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    precondition(engine.placeCount > 0 && engine.placeCount + engine.skippedLines.total <= lines)
    // Query with the start of every name indexed, as a user typing would.
    for place in engine.mostPopulous(limit: 5) + engine.search("a", limit: 5) {
      let prefix = String(place.name.prefix(3))
      checkCompletions(engine.complete(prefix, limit: 5), engine: engine, limit: 5)
    }
  }

  /// A small, fixed world for the query target.
  private static let world: PlaceEngine = {
    let rows = [
      ("1835848", "Seoul", "서울,Séoul,ソウル,Сеул", "37.566", "126.9784", "10349312", "KR"),
      ("1838524", "Busan", "부산,Pusan", "35.1028", "129.0403", "3678555", "KR"),
      ("3448439", "São Paulo", "Sao Paulo,サンパウロ", "-23.5475", "-46.6361", "10021295", "BR"),
      ("2867714", "München", "Munich,Muenchen", "48.1374", "11.5755", "1260391", "DE"),
      ("1850147", "Tokyo", "東京,Tōkyō", "35.6895", "139.6917", "8336599", "JP"),
      ("2988507", "Paris", "Paree", "48.8534", "2.3488", "2138551", "FR"),
      ("4717560", "Paris", "", "33.6609", "-95.5555", "24782", "US"),
      ("524901", "Moscow", "Москва,Moskva", "55.7522", "37.6156", "10381222", "RU"),
    ]
    let text = rows.map { id, name, alternates, latitude, longitude, population, country in
      [id, name, name, alternates, latitude, longitude, "P", "PPLA", country, "", "", "", "", "",
       population, "", "", "UTC", ""].joined(separator: "\t")
    }.joined(separator: "\n")
    do {
      return try PlaceEngine.build(geoNamesBytes: Array(text.utf8), path: "fuzz-world")
    } catch {
      preconditionFailure("the fuzz world does not load: \(error)")
    }
  }()

  private static func runQuery(_ query: String) {
    var normalizer = TextNormalizer()
    let key = normalizer.key(query)
    precondition(key.first != 0x20 && key.last != 0x20, "key has an outer space")
    precondition(String(validating: key, as: UTF8.self) != nil, "key is not UTF-8")
    let (sourced, sources) = normalizer.keyWithSources(query)
    precondition(sourced == key && sources.count == key.count, "sources do not match the key")
    let scalarCount = query.unicodeScalars.count
    precondition(sources.allSatisfy { $0 >= 0 && Int($0) < scalarCount }, "source out of range")
    let width = DisplayWidth.of(query)
    precondition(width >= 0)
    for columns in [0, 1, 5, 20] {
      precondition(DisplayWidth.of(DisplayWidth.truncate(query, toColumns: columns)) <= columns)
    }
    let here = Location(latitude: 37.5, longitude: 127)
    checkCompletions(world.complete(query, limit: 5), engine: world, limit: 5)
    checkCompletions(world.complete(query, near: here, limit: 3), engine: world, limit: 3)
    precondition(world.search(query, near: here, limit: 4).count <= 4)
  }

  /// Completions within the limit, each for places that exist, highlights inside titles.
  private static func checkCompletions(_ completions: [Completion], engine: PlaceEngine, limit: Int) {
    precondition(completions.count <= limit, "more completions than asked for")
    for completion in completions {
      precondition(!completion.placeIDs.isEmpty, "a completion without places")
      precondition(
        engine.places(ids: completion.placeIDs).count == completion.placeIDs.count,
        "a completion names an unknown place")
      let length = completion.title.unicodeScalars.count
      for highlight in completion.highlights {
        precondition(
          highlight.start >= 0 && highlight.length > 0 && highlight.start + highlight.length <= length,
          "highlight \(highlight) outside \"\(completion.title)\"")
      }
    }
  }
}
