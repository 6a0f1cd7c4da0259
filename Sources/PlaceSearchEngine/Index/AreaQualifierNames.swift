import PlaceKit
/// The names a query may name a country or first-level area by as a qualifier beyond
/// those it always has (`AreaNames.ownNames`: its names in the display languages, codes,
/// abbreviation): every other name of it, the kinded ones (`AreaNames.kindedNames`: UK,
/// Burma, 경남) and those its own place is found by (the alternate names the index keeps
/// for it: Bavaria, Britain, Hanguk), that no other area of the same level has
/// ("london uk", "munich bavaria"; a name two countries claim names neither).
struct AreaQualifierNames {
  /// By area code ("GB", "DE.02").
  private var names: [String: [String]] = [:]

  /// The names of the areas of `areaNames` and of `placeNames`, the names the index keeps
  /// for each country's and first-level area's own place, by its code.
  init(areaNames: AreaNames, placeNames: [String: [String]]) {
    var normalizer = TextNormalizer()
    var candidates: [String: [(name: String, key: [UInt8])]] = [:]
    var claims: [[UInt8]: Set<String>] = [:]
    let codes = Set(areaNames.countries.keys).union(areaNames.admin1.keys).union(placeNames.keys)
    for code in codes {
      let others = ((areaNames.kindedNames[code] ?? []).map(\.name) + (placeNames[code] ?? [])).map {
        (name: $0, key: AreaQualifierNames.levelKey($0, of: code, normalizer: &normalizer))
      }
      candidates[code] = others
      for key in others.map(\.key) + areaNames.ownNames(of: code).map({
        AreaQualifierNames.levelKey($0, of: code, normalizer: &normalizer)
      }) {
        claims[key, default: []].insert(code)
      }
    }
    for (code, others) in candidates {
      let kept = others.filter { claims[$0.key]?.count == 1 }.map(\.name)
      if !kept.isEmpty { names[code] = kept }
    }
  }

  /// The qualifier names of the country or first-level area with code `code` beyond its
  /// own names.
  func names(of code: String) -> [String] { names[code] ?? [] }

  /// The search key of `name` after a mark of `code`'s level, so that a country and a
  /// first-level area of one name ("Georgia") do not claim it from each other.
  private static func levelKey(_ name: String, of code: String, normalizer: inout TextNormalizer) -> [UInt8] {
    (code.contains(".") ? [0x2E] : []) + normalizer.key(name)
  }
}
