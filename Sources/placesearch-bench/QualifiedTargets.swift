import Foundation
import PlaceKit
import PlaceSearchEngine

/// The places a qualified query is for: among the `count` most populous, those that share
/// their whole name with a bigger place elsewhere (Paris, Texas; London, Ontario), each
/// with the forms of query that tell it apart from every bigger namesake.
struct QualifiedTarget {
  var place: Place
  /// Form label ("NAME, AREA", …) → query, for the forms that can tell it apart.
  var forms: [(form: String, query: String)]

  /// The forms measured, in the order printed.
  static let formNames = ["NAME, AREA", "NAME AREA", "NAME AREA-CODE", "NAME COUNTRY"]

  /// The targets of `engine`'s `count` most populous places. Abbreviations come from the
  /// embedded dataset's tables, as the index's own do.
  static func targets(in engine: PlaceEngine, count: Int) -> [QualifiedTarget] {
    let abbreviations = abbreviationsByArea()
    return engine.mostPopulous(limit: count).compactMap { place in
      let folded = WorldTables.fold(place.name)
      let bigger = engine.search(place.name, limit: 200).filter {
        $0.id != place.id && WorldTables.fold($0.name) == folded && $0.population > place.population
      }
      guard !bigger.isEmpty, !place.admin1.isEmpty else { return nil }
      let country = place.subtitleAreas.last ?? ""
      var forms: [(String, String)] = []
      if bigger.allSatisfy({ $0.admin1 != place.admin1 || $0.countryCode != place.countryCode }) {
        forms.append(("NAME, AREA", "\(place.name), \(place.admin1)"))
        forms.append(("NAME AREA", "\(place.name) \(place.admin1)"))
        if let code = abbreviations["\(place.countryCode)|\(place.admin1)"] {
          forms.append(("NAME AREA-CODE", "\(place.name) \(code)"))
        }
      }
      if bigger.allSatisfy({ $0.countryCode != place.countryCode }) {
        forms.append(("NAME COUNTRY", "\(place.name) \(country)"))
      }
      return forms.isEmpty ? nil : QualifiedTarget(place: place, forms: forms)
    }
  }

  /// The Korean districts that share their name with districts of other cities (중구 of
  /// seven cities), each as "NAME CITY" in Hangul ("중구 대구광역시") and in Latin letters.
  static func koreanDistricts(in engine: PlaceEngine) -> [QualifiedTarget] {
    let korean = engine.speaking(.korean)
    return ["중구", "동구", "서구", "남구", "북구", "강서구"].flatMap { name in
      let rows = korean.complete(name, limit: 1).matchingEveryWord
      let ids = rows.first?.placeIDs ?? []
      return zip(engine.places(ids: ids), korean.places(ids: ids)).map { english, hangul in
        QualifiedTarget(place: english, forms: [
          ("NAME CITY (Hangul)", "\(hangul.primaryName) \(hangul.subtitleAreas.first ?? "")"),
          ("NAME CITY (Latin)", "\(english.name) \(english.subtitleAreas.first ?? "")"),
        ])
      }
    }
  }

  /// "US|Texas" → "TX": admin1CodesASCII.txt's names joined to area-names.tsv's abbr rows.
  private static func abbreviationsByArea() -> [String: String] {
    func rows(_ file: EmbeddedFile) -> [[String]] { (try? WorldTables.rows(file)) ?? [] }
    var names: [String: String] = [:]
    for row in rows(.admin1) where row.count > 1 { names[row[0]] = row[1] }
    var abbreviations: [String: String] = [:]
    for row in rows(.areaNames) where row.count == 3 && row[1] == "abbr" {
      if let name = names[row[0]] { abbreviations["\(row[0].prefix(2))|\(name)"] = row[2] }
    }
    return abbreviations
  }
}
