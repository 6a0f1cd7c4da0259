import PlaceKit
/// Reads `world-areas.tsv(.gz)`, written by `Scripts/build-dataset.py`: the countries,
/// first-level areas, US counties and airports of the embedded dataset, one per line
/// (id, GeoNames feature, name, alternate names, codes, point, country, admin1 code,
/// population, time zone, size rank, extent).
///
/// Their kinds come from their GeoNames features as a dump's rows of those features get
/// theirs (`PlaceKind(feature:)`), and their names in the display languages from
/// `AreaNames` as a dump's do (`AreaNames.tagNames(of:)`).
enum WorldAreasParser {
  static let columnCount = 13

  /// Parses the table, calling `body` for each place.
  static func parse(_ bytes: [UInt8], path: String, areaNames: AreaNames, _ body: (PlaceRecord) -> Void)
    throws(PlaceKitError)
  {
    let scanner = TSVScanner(bytes: bytes, path: path, format: .embedded)
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard fields.count == columnCount else {
        throw scanner.wrongColumns(line: line, fields: fields, expected: "\(columnCount) tab-separated columns")
      }
      let id = try scanner.string(fields[0], line: line)
      guard id.contains(":") else { throw scanner.malformed(line: line, "the id \"\(id)\" names no source") }
      guard let feature = GeoNamesFeature(try scanner.string(fields[1], line: line)) else {
        throw scanner.malformed(line: line, "the feature is not CLASS.CODE")
      }
      let name = try scanner.string(fields[2], line: line)
      guard !name.isEmpty else { throw scanner.malformed(line: line, "the name is empty") }
      guard let latitude = scanner.double(fields[5]), let longitude = scanner.double(fields[6]),
        Location.isOnGlobe(latitude: latitude, longitude: longitude)
      else { throw scanner.malformed(line: line, "the point is not a coordinate") }
      guard let population = scanner.integer(fields[9], ifEmpty: 0), population >= 0 else {
        throw scanner.malformed(line: line, "the population is not a number")
      }
      let sizeRank = scanner.integer(fields[11])
      guard fields[11].isEmpty || sizeRank.map((0...3).contains) == true else {
        throw scanner.malformed(line: line, "the size rank is not 0, 1, 2 or 3")
      }
      var record = PlaceRecord(
        id: id, name: name, alternateNames: try scanner.strings(fields[3], separatedBy: separator, line: line),
        latitude: latitude, longitude: longitude, countryCode: try scanner.string(fields[7], line: line),
        admin1Code: try scanner.string(fields[8], line: line), population: population,
        timezone: try scanner.string(fields[10], line: line), kind: PlaceKind(feature: feature), feature: feature)
      var extras = PlaceRecord.Extras(
        codes: try scanner.strings(fields[4], separatedBy: separator, line: line), sizeRank: sizeRank)
      if !fields[12].isEmpty {
        let fields = try scanner.string(fields[12], line: line).split(separator: ",", omittingEmptySubsequences: false)
        let sides = fields.compactMap { Double($0) }
        guard fields.count == 4, sides.count == 4,
          let extent = Extent(west: sides[0], south: sides[1], east: sides[2], north: sides[3])
        else { throw scanner.malformed(line: line, "the extent is not west,south,east,north on the globe") }
        extras.extent = extent
      }
      record.extras = extras
      areaNames.tagNames(of: &record)
      body(record)
    }
  }

  /// What separates the names of a list column.
  private static let separator = UInt8(ascii: "|")
}
