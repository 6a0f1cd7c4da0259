import PlaceKit
/// The keys a query may name an area by after a place's name ("paris, tx", "kyoto
/// japan", "중구 대구"): per area, the search keys of its country (names in every display
/// language, alpha-2 and alpha-3 codes), its first-level area (names, abbreviation) and
/// the city or county above a district, as (key, area) pairs sorted by key bytes; each
/// name also by its short reading (`NameForms`).
struct AreaQualifierTable {
  /// Per pair: where its key starts in `keyBlob`, its length, its area number.
  private(set) var keyOffset: [UInt32] = []
  private(set) var keyLength: [UInt16] = []
  private(set) var area: [UInt32] = []
  private(set) var keyBlob: [UInt8] = []

  /// The table of `namesByArea` (element `n` names area `n`); names with the same key
  /// are one pair. Areas repeat most names (their country's, in every language), so each
  /// name is normalized once.
  init(namesByArea: [[String]]) {
    var normalizer = TextNormalizer()
    // Each name's keys: as written and its short reading (`NameForms`: "st lucia",
    // "netherlands").
    var keys: [String: [[UInt8]]] = [:]
    // The areas of each key, in increasing order (areas are visited so): the pairs are
    // then the keys sorted once, each with its areas.
    var areasByKey: [[UInt8]: [UInt32]] = [:]
    for (number, names) in namesByArea.enumerated() {
      for name in names {
        let nameKeys =
          keys[name]
          ?? {
            let key = normalizer.key(name)
            return [key] + (NameForms.shortened(key[...]).map { [$0] } ?? [])
          }()
        keys[name] = nameKeys
        for key in nameKeys where !key.isEmpty && key.count <= Int(UInt16.max) {
          if areasByKey[key]?.last != UInt32(number) { areasByKey[key, default: []].append(UInt32(number)) }
        }
      }
    }
    for key in areasByKey.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      for area in areasByKey[key] ?? [] {
        keyOffset.append(UInt32(keyBlob.count))
        keyLength.append(UInt16(key.count))
        self.area.append(area)
        keyBlob += key
      }
    }
  }
}
