import PlaceKit
/// Reads GeoNames' `alternateNamesV2.txt` (or the older `alternateNames.txt`): names
/// tagged with their language, the exact source of display names for a `--data` dump and,
/// in the same format, for the embedded places (`place-names.tsv.gz`).
enum AlternateNamesParser {
  /// Columns: alternateNameId, geonameid, isolanguage, name, isPreferredName,
  /// isShortName, isColloquial, isHistoric (V2 adds from and to).
  static let minimumColumns = 8

  /// For each geonameid, its best name in each display language: a preferred name over
  /// a short one over any other; colloquial and historic names are left out, and for
  /// Chinese, simplified (`zh`, `zh-CN`) over traditional (`zh-TW`, `zh-Hant`).
  static func parse(_ bytes: [UInt8], path: String) throws(PlaceKitError) -> [Int: [DisplayLanguage: String]] {
    var best: [Int: [DisplayLanguage: (name: String, rank: Int)]] = [:]
    let scanner = TSVScanner(bytes: bytes, path: path, format: .alternateNames)
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard fields.count >= minimumColumns else {
        throw scanner.wrongColumns(
          line: line, fields: fields,
          expected: "at least \(minimumColumns) tab-separated columns of GeoNames' alternate names")
      }
      let tag = try scanner.string(fields[2], line: line)
      // "zh-CN" is Chinese of China; "fr_1793" (a name of a year) is no display name.
      guard !tag.contains("_"), let language = DisplayLanguage(rawValue: String(tag.prefix { $0 != "-" })),
        let id = scanner.integer(fields[1])
      else { return }
      func flag(_ index: Int) -> Bool { bytes[fields[index]].first == UInt8(ascii: "1") }
      guard !flag(6), !flag(7) else { return }
      let name = try scanner.string(fields[3], line: line)
      guard !name.isEmpty else { return }
      let traditional = ["zh-TW", "zh-HK", "zh-Hant", "zh-MO"].contains(tag)
      let rank = (flag(4) ? 4 : 0) + (flag(5) ? 2 : 0) + (traditional ? 0 : 1)
      if let current = best[id]?[language], current.rank >= rank { return }
      best[id, default: [:]][language] = (name, rank)
    }
    return best.mapValues { $0.mapValues(\.name) }
  }
}
