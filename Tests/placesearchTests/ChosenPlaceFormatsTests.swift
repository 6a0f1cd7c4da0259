/// The chosen place says the same in every format: 50 places of every kind (at least
/// five each of city, district, country, state, county, airport and Korean dong), each
/// printed as the chosen-place line, JSON, GeoJSON, the card, `show --json` and a Photon
/// feature, agree on name, areas and coordinates (numerically), and on kind where the
/// format has one.
import EngineTestSupport
import Foundation
import PlaceKit
import PlaceSearchUI
import Testing
@testable import placesearch

struct ChosenPlaceFormatsTests {
  enum Kind: String, CaseIterable { case city, district, country, state, county, airport, dong }

  /// Each query's best match, by the kind it must be.
  static let queries: [(Kind, String)] =
    ["seoul", "paris", "tokyo", "new york", "são paulo", "london", "sydney", "cairo"].map { (.city, $0) }
    + ["강남구", "해운대구", "종로구", "마포구", "수성구", "분당구", "서초구"].map { (.district, $0) }
    + ["japan", "france", "south korea", "brazil", "germany", "united states", "india"].map { (.country, $0) }
    + ["california", "bavaria", "경기도", "ontario", "texas", "new south wales", "제주특별자치도"].map { (.state, $0) }
    + ["cook county", "los angeles county", "king county", "harris county", "maricopa county", "miami-dade county",
      "travis county"].map { (.county, $0) }
    + ["ICN", "JFK", "LHR", "CDG", "NRT", "SFO", "GMP"].map { (.airport, $0) }
    + ["역삼동", "삼성동", "서교동", "명동", "신촌동", "압구정동", "청담동"].map { (.dong, $0) }

  /// Whether `place` is of `kind`.
  static func isOf(_ kind: Kind, _ place: Place) -> Bool {
    switch (kind, place.kind) {
    case (.city, .populated): true
    case (.country, .adminArea(let level)): level == 0
    case (.state, .adminArea(let level)): level == 1
    case (.district, .adminArea(let level)): level == 2 && place.countryCode == "KR"
    case (.county, .adminArea(let level)): level == 2 && place.countryCode == "US"
    case (.dong, .adminArea(let level)): level == 3 && place.countryCode == "KR"
    case (.airport, .feature(let feature)): feature.code == "AIRP"
    default: false
    }
  }

  /// What every format must say of one place.
  struct Said: Equatable, CustomStringConvertible {
    var name: String
    var areas: [String]
    var latitude: Double
    var longitude: Double
    var description: String { "\(name) | \(areas.joined(separator: ", ")) | \(latitude),\(longitude)" }

    /// Equal names and areas; coordinates within half the last of five decimals.
    func agrees(with other: Said) -> Bool {
      name == other.name && areas == other.areas && abs(latitude - other.latitude) <= 0.0000051
        && abs(longitude - other.longitude) <= 0.0000051
    }
  }

  private static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  /// The areas a JSON place's subtitle names, after its kind's word where it has one.
  private static func areas(subtitle: String, kind: String) -> [String] {
    guard kind != "country" else { return [] }
    let areas = subtitle.components(separatedBy: Place.kindSeparator).last ?? ""
    return areas.isEmpty ? [] : areas.components(separatedBy: ", ")
  }

  /// What a `PlaceJSON.place` object says.
  private static func said(json place: [String: Any]) -> Said {
    Said(
      name: place["name"] as? String ?? "",
      areas: areas(subtitle: place["subtitle"] as? String ?? "", kind: place["kind"] as? String ?? ""),
      latitude: (place["latitude"] as? Double) ?? .nan, longitude: (place["longitude"] as? Double) ?? .nan)
  }

  @Test func everyFormatSaysTheSameOfTheChosenPlace() async throws {
    let engine = try await TestIndex.engine()
    let strings = UIStrings(.english)
    var counts: [Kind: Int] = [:]
    for (kind, query) in Self.queries {
      let place = try #require(engine.search(query, limit: 1).first, "\(query)")
      try #require(Self.isOf(kind, place), "\(query) is no \(kind): \(place.kind) \(place.label)")
      counts[kind, default: 0] += 1
      let details = try #require(engine.details(id: place.id), "\(query)")
      let expected = Said(
        name: place.name, areas: place.subtitleAreas, latitude: place.location.latitude,
        longitude: place.location.longitude)
      let kindWord = place.kind.word(population: place.population)

      // The chosen-place line: "Name, Area, Country<TAB>lat,lon".
      let line = OutputFormat.text.line(for: place).components(separatedBy: "\t")
      try #require(line.count == 2, "\(query): \(line)")
      let point = line[1].split(separator: ",").compactMap { Double($0) }
      try #require(point.count == 2, "\(query): \(line)")
      let label = ([expected.name] + expected.areas).joined(separator: ", ")
      #expect(line[0] == label, "\(query): the line says \(line[0])")
      // Areas only: never the list's word for what the place is.
      let words = line[0].components(separatedBy: ", ")
      #expect(!line[0].contains(Place.kindSeparator), "\(query): \(line[0])")
      #expect(!words.contains { ["airport", "country", "province", "state", "Land"].contains($0) }, "\(query): \(line[0])")
      #expect(Said(name: expected.name, areas: expected.areas, latitude: point[0], longitude: point[1]).agrees(with: expected))

      // JSON and GeoJSON.
      let json = try Self.object(OutputFormat.json.line(for: place))
      #expect(Self.said(json: json).agrees(with: expected), "\(query): JSON says \(Self.said(json: json))")
      #expect(json["kind"] as? String == kindWord, "\(query)")
      let feature = try Self.object(OutputFormat.geojson.line(for: place))
      let properties = try #require(feature["properties"] as? [String: Any])
      let coordinates = try #require((feature["geometry"] as? [String: Any])?["coordinates"] as? [Double])
      var geo = Self.said(json: properties)
      (geo.longitude, geo.latitude) = (coordinates[0], coordinates[1])
      #expect(geo.agrees(with: expected), "\(query): GeoJSON says \(geo)")
      #expect(properties["kind"] as? String == kindWord, "\(query)")

      // The card and `show --json`.
      let card = PlaceCard(details: details, here: nil, hereLabel: nil, units: .kilometres, strings: strings)
      let cardPoint = (card.value(.coordinates) ?? "").split(separator: ",").compactMap { Double($0) }
      try #require(cardPoint.count == 2, "\(query): \(card.lines)")
      let cardAreas = card.value(.hierarchy).map { $0.components(separatedBy: PlaceCard.separator) } ?? []
      let cardSaid = Said(name: card.value(.name) ?? "", areas: cardAreas, latitude: cardPoint[0], longitude: cardPoint[1])
      #expect(cardSaid.agrees(with: expected), "\(query): the card says \(cardSaid)")
      #expect(card.value(.kind) == (json["areaType"] as? String ?? kindWord), "\(query): \(card.value(.kind) ?? "-")")
      let shown = try Self.object(ShowCommand.json(details, now: Date()))
      #expect(Self.said(json: shown).agrees(with: expected), "\(query): show says \(Self.said(json: shown))")
      #expect(shown["kind"] as? String == kindWord, "\(query)")

      // The Photon feature, as `serve` writes it and a Photon client reads it.
      let photon = PhotonFeature(place: place)
      let answer = Data(PhotonFeature.collection([photon]).utf8)
      let read = try #require(try PhotonFeature.features(fromCollection: answer).first, "\(query)")
      let photonSaid = Said(
        name: read.name, areas: read.hierarchy, latitude: read.location.latitude, longitude: read.location.longitude)
      #expect(photonSaid.agrees(with: expected), "\(query): Photon says \(photonSaid)")
      #expect(read.type == photon.type && read.kind.photonType == place.kind.photonType, "\(query)")
    }
    #expect(Self.queries.count == 50)
    #expect(Kind.allCases.allSatisfy { counts[$0, default: 0] >= 5 }, "\(counts)")
  }
}
