import Foundation
@_spi(Fuzzing) import PlaceKit
@_spi(Fuzzing) import PlaceSearchEngine

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
  /// The bytes as damage to the index of a small world (`IndexPatches`): the damaged
  /// index is loaded as the cache loads a file and asked everything the app asks.
  case index
  /// The bytes as what a terminal sends: keys, escape sequences, mouse reports, pastes
  /// and replies to inline mode's questions, decoded as the UI reads them.
  case terminal

  /// Runs the target on one input.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .data: FuzzTarget.runData(bytes)
    case .query: FuzzTarget.runQuery(String(decoding: bytes, as: UTF8.self))
    case .index: FuzzTarget.runIndex(bytes)
    case .terminal: FuzzTarget.runTerminal(bytes)
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
    ask(engine)
    // A fresh index is whole: a read that calls it damaged is a wrong bounds check.
    precondition(!engine.indexFoundDamaged, "a freshly built index was found damaged")
  }

  /// The fuzz world's index file, and its sections' byte ranges.
  private static let worldIndex = (bytes: world.indexBytes, sections: world.indexSectionRanges)

  private static func runIndex(_ bytes: [UInt8]) {
    let whole = worldIndex.bytes
    let damaged = IndexPatches(bytes).applied(to: whole, sections: worldIndex.sections)
    // Refused at load (header, table, sizes): the cache builds it again.
    guard let engine = PlaceEngine(indexBytes: damaged) else { return }
    ask(engine)
    if damaged == whole {
      precondition(!engine.indexFoundDamaged, "an index left whole was found damaged")
    }
  }

  /// Everything the app asks an engine, with the names of the fuzz world, and the
  /// answers written as the commands and the server write them: any answer will do, a
  /// crash or a hang is a finding.
  private static func ask(_ engine: PlaceEngine) {
    let seoul = Location(latitude: 37.5, longitude: 127), paris = Location(latitude: 48.85, longitude: 2.35)
    let favored = engine.favoredPlaces(ids: ["geonames:1835848", "geonames:4717560", "geonames:0"])
    var places: [Place] = []
    let queries = [
      "s", "se", "seoul", "seuol", "paris tx", "paris, us", "springfield il", "서울", "ㅅㅇ", "sao", "mun",
      // Qualifiers before the name, words that fit nothing, a district's city, a trailing space.
      "texas paris", "paris zzz", "seoul x", "수원 장안구", "수원 장안구 ", "jangan gu suwon", "mount fuji",
    ]
    for query in queries {
      let completions = engine.complete(query, near: seoul, limit: 5, favoring: favored)
      _ = PlaceJSON.completions(query: query, completions)
      for completion in completions { places += engine.places(ids: completion.placeIDs, near: paris) }
      _ = engine.complete(query, limit: 3)
      places += engine.search(query, near: paris, limit: 5)
      places += engine.places(named: query, limit: 3)
    }
    for location in [seoul, paris, Location(latitude: -89.9, longitude: 179.9), Location(latitude: 0, longitude: 0)] {
      places += engine.recommendations(near: location, limit: 5)
      places += engine.places(around: location, radiusKm: 500, limit: 5)
      places += engine.mostPopulous(limit: 3, near: location, radiusKm: 1000)
    }
    for id in ["geonames:1835848", "geonames:2988507", "geonames:1", "kr-admin:1100000000"] {
      if let details = engine.details(id: id, near: seoul) { _ = PlaceJSON.details(details) }
    }
    places += engine.mainPlace(timeZone: "UTC").map { [$0] } ?? []
    _ = engine.mergedPlaceCount
    for place in places { _ = PlaceJSON.place(place) }
    _ = PhotonFeature.collection(places.map(PhotonFeature.init))
  }

  /// A small, fixed world for the query and index targets.
  private static let world: PlaceEngine = {
    let rows = [
      ("1835848", "Seoul", "서울,Séoul,ソウル,Сеул", "37.566", "126.9784", "10349312", "KR", "P", "PPLC", "11"),
      ("1838524", "Busan", "부산,Pusan", "35.1028", "129.0403", "3678555", "KR", "P", "PPLA", "10"),
      ("3448439", "São Paulo", "Sao Paulo,サンパウロ", "-23.5475", "-46.6361", "10021295", "BR", "P", "PPLA", "27"),
      ("2867714", "München", "Munich,Muenchen", "48.1374", "11.5755", "1260391", "DE", "P", "PPLA", "02"),
      ("1850147", "Tokyo", "東京,Tōkyō", "35.6895", "139.6917", "8336599", "JP", "P", "PPLC", "40"),
      ("2988507", "Paris", "Paree", "48.8534", "2.3488", "2138551", "FR", "P", "PPLC", "11"),
      ("4717560", "Paris", "", "33.6609", "-95.5555", "24782", "US", "P", "PPLA2", "TX"),
      ("524901", "Moscow", "Москва,Moskva", "55.7522", "37.6156", "10381222", "RU", "P", "PPLC", "48"),
      ("4250542", "Springfield", "", "39.8017", "-89.6437", "116565", "US", "P", "PPLA", "IL"),
      ("4409896", "Springfield", "", "37.2153", "-93.2982", "166810", "US", "P", "PPLA2", "MO"),
      ("1843561", "Incheon", "인천", "37.4565", "126.7052", "2628000", "KR", "P", "PPLA", "12"),
      ("6254976", "Eiffel Tower", "Tour Eiffel,에펠탑", "48.8583", "2.2944", "0", "FR", "S", "TOWR", "11"),
      ("1841610", "Gyeonggi-do", "경기도", "37.5", "127.25", "0", "KR", "A", "ADM1", "13"),
    ]
    let text = rows.map { id, name, alternates, latitude, longitude, population, country, featureClass, code, admin1 in
      [id, name, name, alternates, latitude, longitude, featureClass, code, country, "", admin1, "", "", "",
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
