/// The keys a query may name an area by after a place's name ("paris, tx", "kyoto
/// japan", "중구 대구"): per area, the search keys of its country (names in every display
/// language, alpha-2 and alpha-3 codes), its first-level area (names, abbreviation) and
/// the city or county above a district, as (key, area) pairs sorted by key bytes.
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
    var keys: [String: [UInt8]] = [:]
    var pairs: [(key: [UInt8], area: UInt32)] = []
    for (number, names) in namesByArea.enumerated() {
      var seen = Set<[UInt8]>()
      for name in names {
        let key = keys[name] ?? normalizer.key(name)
        keys[name] = key
        if !key.isEmpty && key.count <= Int(UInt16.max) && seen.insert(key).inserted {
          pairs.append((key, UInt32(number)))
        }
      }
    }
    pairs.sort { $0.key != $1.key ? $0.key.lexicographicallyPrecedes($1.key) : $0.area < $1.area }
    for pair in pairs {
      keyOffset.append(UInt32(keyBlob.count))
      keyLength.append(UInt16(pair.key.count))
      area.append(pair.area)
      keyBlob += pair.key
    }
  }
}
