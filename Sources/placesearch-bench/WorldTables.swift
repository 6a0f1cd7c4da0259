import Foundation
import PlaceKit
import PlaceSearchEngine

/// The embedded tables the world-wide check is generated from, read as the dataset ships
/// them (not through the index it grades): countries and first-level areas with their
/// names by kind, and the populated places of each.
struct WorldTables {
  /// A name of a country or first-level area and the kind its source gives it: "primary"
  /// (GeoNames), "alpha-3", "native" (the name in the country's first language), a
  /// display language ("en", "ko", …) or area-names.tsv's kind ("official", "short",
  /// "abbr", "alt", …).
  struct Name: Hashable {
    var kind: String
    var name: String
  }

  /// A country or first-level area ("KR", "KR.11").
  struct Area {
    var code: String
    /// The id of its own place in the dataset (world-areas.tsv, kr-admin.tsv), if any.
    var placeID: String?
    var population = 0
    var names: [Name] = []
    /// world-areas.tsv's alternate names of its place: no kind, so not asked for, but a
    /// name another area has among them is shared, as the engine reads it.
    var alternates: [String] = []
  }

  /// A populated place of cities500, by the area it lies in.
  struct Town {
    var id: String
    var country: String
    var admin1: String
    var population: Int
  }

  var countries: [String: Area] = [:]
  var admin1: [String: Area] = [:]
  /// The populated places, most populous first.
  var towns: [Town] = []
  /// Folded names of places of 100,000 people or more (GeoNames' name, ASCII name,
  /// alternate names and names in the display languages).
  var bigPlaceNames: Set<String> = []
  /// The places' names tagged with a display language (place-names.tsv.gz), by id.
  var taggedNames: [String: [DisplayLanguage: String]] = [:]

  /// The kinds of area-names.tsv that are not names.
  private static let notNames: Set<String> = ["type", "letters"]

  init() throws {
    for row in try WorldTables.rows(.countries) where row.count > 15 {
      var names = [Name(kind: "primary", name: row[4]), Name(kind: "alpha-3", name: row[1])]
      names.append(Name(kind: "native-language", name: String(row[15].prefix { $0 != "," && $0 != "-" })))
      countries[row[0]] = Area(code: row[0], population: Int(row[7]) ?? 0, names: names)
    }
    for row in try WorldTables.rows(.admin1) where row.count > 2 {
      admin1[row[0]] = Area(code: row[0], names: [Name(kind: "primary", name: row[1]), Name(kind: "primary", name: row[2])])
    }
    for row in try WorldTables.rows(.areaNames) where row.count == 3 && !WorldTables.notNames.contains(row[1]) {
      let name = Name(kind: row[1], name: row[2])
      if countries[row[0]] != nil { countries[row[0]]?.names.append(name) } else { admin1[row[0]]?.names.append(name) }
    }
    for (code, country) in countries {
      // The native name: the row in the country's first language, where one is given.
      let language = country.names.first { $0.kind == "native-language" }?.name ?? ""
      countries[code]?.names.removeAll { $0.kind == "native-language" }
      if let native = country.names.first(where: { $0.kind == language }) {
        countries[code]?.names.append(Name(kind: "native", name: native.name))
      }
    }
    for row in try WorldTables.rows(.worldAreas) where row.count > 8 {
      let alternates = row[3].split(separator: "|").map(String.init)
      if row[1].hasPrefix("A.PCL") {
        countries[row[7]]?.placeID = row[0]
        countries[row[7]]?.alternates = alternates
      }
      if row[1] == "A.ADM1" {
        admin1["\(row[7]).\(row[8])"]?.placeID = row[0]
        admin1["\(row[7]).\(row[8])"]?.alternates = alternates
      }
    }
    for row in try WorldTables.rows(.koreanAreas) where row.count > 6 && row[1] == "sido" {
      admin1["KR.\(row[6])"]?.placeID = "kr-admin:\(row[0])"
    }
    for row in try WorldTables.rows(.places) where row.count > 14 {
      let population = Int(row[14]) ?? 0
      towns.append(Town(id: "geonames:\(row[0])", country: row[8], admin1: row[10], population: population))
      if population >= 100_000 {
        bigPlaceNames.formUnion(([row[1], row[2]] + row[3].split(separator: ",").map(String.init)).map(WorldTables.fold))
      }
    }
    towns.sort { $0.population > $1.population }
    let bigPlaces = Set(towns.prefix { $0.population >= 100_000 }.map(\.id))
    for row in try WorldTables.rows(.placeNames) where row.count >= 4 {
      guard let language = DisplayLanguage(rawValue: row[2]) else { continue }
      let id = "geonames:\(row[1])"
      taggedNames[id, default: [:]][language] = row[3]
      if bigPlaces.contains(id) { bigPlaceNames.insert(WorldTables.fold(row[3])) }
    }
  }

  /// Lower case, accents off: names compared as a query reads them.
  static func fold(_ name: String) -> String {
    name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The tab-separated rows of an embedded file, comment lines left out.
  static func rows(_ file: EmbeddedFile) throws -> [[String]] {
    try file.text().split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.components(separatedBy: "\t") }
  }
}
