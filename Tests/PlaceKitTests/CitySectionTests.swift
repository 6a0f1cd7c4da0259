import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Sections of a city named after it ("Lyon 03") make room for the towns around it in
/// the recommendations and for the city's namesakes in completion, are found by
/// completion once the query goes past the city's name, and name their city.
struct CitySectionTests {
  static let rows: [TestData.Row] = [
    .init(id: 1, name: "Lyon", latitude: 45.748, longitude: 4.847, country: "FR", population: 500_000, timezone: "Europe/Paris"),
    .init(id: 2, name: "Lyon 03", latitude: 45.760, longitude: 4.850, country: "FR", population: 100_000, timezone: "Europe/Paris"),
    .init(id: 3, name: "Lyon 08e Arrondissement", latitude: 45.735, longitude: 4.870, country: "FR", population: 80_000, timezone: "Europe/Paris"),
    .init(id: 4, name: "Villeurbanne", latitude: 45.767, longitude: 4.880, country: "FR", population: 150_000, timezone: "Europe/Paris"),
    .init(id: 5, name: "Vénissieux", latitude: 45.697, longitude: 4.886, country: "FR", population: 65_000, timezone: "Europe/Paris"),
    .init(id: 6, name: "Bron", latitude: 45.738, longitude: 4.913, country: "FR", population: 40_000, timezone: "Europe/Paris"),
    // Named after Lyon but far away, as big as it, or a town of its own: not sections.
    .init(id: 7, name: "Lyon 10", latitude: 44.72, longitude: -73.92, population: 5_000),
    .init(id: 8, name: "Lyon Métropole", latitude: 45.75, longitude: 4.85, country: "FR", population: 700_000, timezone: "Europe/Paris"),
    .init(id: 9, name: "Lyon Beach", latitude: 45.73, longitude: 4.83, country: "FR", population: 90_000, timezone: "Europe/Paris"),
    .init(id: 10, name: "Lyon Centre", latitude: 45.75, longitude: 4.84, country: "FR", population: 30_000, timezone: "Europe/Paris"),
    .init(id: 11, name: "Lyon XII", latitude: 45.77, longitude: 4.82, country: "FR", population: 20_000, timezone: "Europe/Paris"),
    // A namesake far away, smaller than every section.
    .init(id: 12, name: "Lyon", latitude: 41.3, longitude: -95.9, country: "US", population: 5_000),
  ]

  @Test func sectionsAreFoundByNameDistanceAndSize() async throws {
    let data = try TestData(Self.rows)
    let engine = try await data.engine()
    let flagged = engine.index.withView { view in
      (0..<view.placeCount).filter { view.placeSection[$0] == 1 }.map { view.string(view.placeName[$0]) }
    }
    #expect(Set(flagged) == ["Lyon 03", "Lyon 08e Arrondissement", "Lyon Centre", "Lyon XII"])
  }

  @Test func recommendationsShowTheTownsAroundBeforeTheSections() async throws {
    let data = try TestData(Self.rows)
    let engine = try await data.engine()
    let lyon = Location(latitude: 45.748, longitude: 4.847)
    let names = engine.recommendations(near: lyon, limit: 10).map(\.name)
    // Lyon 03 is bigger than Vénissieux and Bron, and nearer, but a part of Lyon.
    #expect(
      Array(names.prefix(6)) == ["Lyon Métropole", "Lyon", "Villeurbanne", "Lyon Beach", "Vénissieux", "Bron"],
      "\(names)")
    #expect(Set(names.suffix(4)) == ["Lyon 03", "Lyon 08e Arrondissement", "Lyon Centre", "Lyon XII"], "\(names)")
    // Completion does not demote them.
    let completions = engine.complete("lyon 0", near: lyon, limit: 5).map(\.title)
    #expect(Set(completions).isSuperset(of: ["Lyon 03", "Lyon 08e Arrondissement"]), "\(completions)")
  }

  @Test func theCitysNamesakesComeBeforeItsSectionsAndSectionsNameTheirCity() async throws {
    let engine = try await TestData(Self.rows).engine()
    let rows = engine.complete("lyon", limit: 12)
    let namesake = try #require(rows.firstIndex { $0.placeIDs == ["geonames:12"] }, "\(rows.map(\.title))")
    for section in ["Lyon 03", "Lyon 08e Arrondissement", "Lyon Centre", "Lyon XII"] {
      let index = try #require(rows.firstIndex { $0.title == section }, "\(section): \(rows.map(\.title))")
      #expect(index > namesake, "\(rows.map(\.title))")
    }
    // Typed past the city's name, a section ranks as its name says; its subtitle names the city.
    let section = try #require(engine.complete("lyon 0", limit: 1).first)
    #expect(section.title == "Lyon 03" && section.subtitle.hasPrefix("Lyon, "), "\(section.subtitle)")
    #expect(engine.complete("villeurbanne", limit: 1).first?.subtitle.hasPrefix("Lyon") == false)
  }
}
