import PlaceKit
/// Reads `kr-admin.tsv(.gz)`: South Korean administrative areas written by
/// `Scripts/build-dataset.py` (legal code, level, Korean name, romanized name,
/// centroid, GeoNames admin1 code).
enum KoreanAdminParser {
  static let columnCount = 7

  /// Parses the table, calling `body` for each area with its district as parent; the
  /// Hangul names are tagged Korean, the romanized ones are the Latin names.
  static func parse(_ bytes: [UInt8], path: String, _ body: (PlaceRecord) -> Void)
    throws(PlaceKitError)
  {
    let scanner = TSVScanner(bytes: bytes, path: path, format: .embedded)
    var districts: [String: LocalizedName] = [:]
    var records: [PlaceRecord] = []
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard fields.count == columnCount else {
        throw scanner.wrongColumns(line: line, fields: fields, expected: "\(columnCount) tab-separated columns")
      }
      let code = try scanner.string(fields[0], line: line)
      guard code.count == 10, code.allSatisfy(\.isASCII), Int(code) != nil else {
        throw scanner.malformed(line: line, "the legal code is not 10 digits")
      }
      let level: Int
      switch try scanner.string(fields[1], line: line) {
      case "sido": level = 1
      case "sigungu": level = 2
      case "emd": level = 3
      case let other:
        throw scanner.malformed(line: line, "unknown level \"\(other)\"")
      }
      guard let latitude = scanner.double(fields[4]), let longitude = scanner.double(fields[5]),
        Location.isOnGlobe(latitude: latitude, longitude: longitude)
      else {
        throw scanner.malformed(line: line, "the centroid is not a coordinate")
      }
      let name = try scanner.string(fields[2], line: line)
      let romanized = try scanner.string(fields[3], line: line)
      if level == 2 {
        districts[String(code.prefix(5))] = LocalizedName(
          latin: romanized.isEmpty ? name : romanized, names: [.korean: name])
      }
      records.append(
        PlaceRecord(
          id: "kr-admin:\(code)", name: name, alternateNames: romanized.isEmpty ? [] : [romanized],
          latitude: latitude, longitude: longitude, countryCode: "KR",
          admin1Code: try scanner.string(fields[6], line: line), population: 0,
          timezone: "Asia/Seoul", kind: .adminArea(level: level), parent: nil,
          taggedNames: [.korean: name]))
    }
    // A city that governs 구 ("4146000000" 용인시) shares the first four digits of its
    // code with its districts, which are named after it ("4146100000" 용인시 처인구); a
    // county beside it may share them too ("4374500000" 증평군 beside 영동군).
    var namesByPrefix: [Substring: [String]] = [:]
    for (code, district) in districts { namesByPrefix[code.prefix(4), default: []].append(district.names[.korean] ?? "") }
    for var record in records {
      let code = record.id.dropFirst("kr-admin:".count)
      switch record.kind {
      case .adminArea(3): record.parent = districts[String(code.prefix(5))]
      case .adminArea(2) where code.dropFirst(4).allSatisfy { $0 == "0" }:
        record.governedDistricts = (namesByPrefix[code.prefix(4)] ?? []).filter { $0.hasPrefix(record.name + " ") }.count
      default: break
      }
      body(record)
    }
  }
}
