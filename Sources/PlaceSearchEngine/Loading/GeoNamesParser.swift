import PlaceKit
/// Reads the GeoNames dump formats: the 19-column places table (`cities500.txt`,
/// `KR.txt`, `allCountries.txt`, with every feature class), `countryInfo.txt` and
/// `admin1CodesASCII.txt`.
enum GeoNamesParser {
  /// Number of columns of a GeoNames places line.
  static let columnCount = 19

  /// Parses a places table, calling `body` for each feature of the `classes` kept (by
  /// default every class but undersea features) with its geonameid, line number and the
  /// line's bytes in `bytes` (without its line end); a line without a class counts as a
  /// populated place.
  ///
  /// A line without 19 columns, with invalid UTF-8 or a NUL byte means the file is not a
  /// GeoNames dump and throws. A line that is wrong on its own (see `SkippedLines`) is
  /// counted in `skipped` and left out.
  static func parsePlaces(
    _ bytes: [UInt8], path: String, firstLine: Int = 1, classes: FeatureClasses = .standard,
    skipped: inout SkippedLines,
    _ body: (_ record: PlaceRecord, _ geonameID: Int, _ line: Int, _ text: Range<Int>) -> Void
  ) throws(PlaceKitError) {
    let scanner = TSVScanner(bytes: bytes, path: path, format: .places, firstLine: firstLine)
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard fields.count == columnCount else {
        throw scanner.wrongColumns(line: line, fields: fields, expected: "\(columnCount) tab-separated columns")
      }
      let classField = bytes[fields[6]]
      guard classes.contains(classByte: classField.first) else { return }
      // Decode the text first, so an encoding error is reported even on a skipped line.
      let name = try scanner.string(fields[1], line: line)
      var alternateNames = try scanner.strings(fields[3], separatedBy: UInt8(ascii: ","), line: line)
      let ascii = try scanner.string(fields[2], line: line)
      let featureClass = try scanner.string(fields[6], line: line)
      let featureCode = try scanner.string(fields[7], line: line)
      let countryCode = try scanner.string(fields[8], line: line)
      let admin1Code = try scanner.string(fields[10], line: line)
      let timezone = try scanner.string(fields[17], line: line)
      guard let geonameID = scanner.integer(fields[0]) else {
        return skipped.record(.badID, line: line)
      }
      guard let latitude = scanner.double(fields[4]), let longitude = scanner.double(fields[5]),
        Location.isOnGlobe(latitude: latitude, longitude: longitude)
      else { return skipped.record(.badCoordinates, line: line) }
      guard let population = scanner.integer(fields[14], ifEmpty: 0) else {
        return skipped.record(.badPopulation, line: line)
      }
      guard !name.isEmpty else { return skipped.record(.emptyName, line: line) }
      if !ascii.isEmpty && ascii != name { alternateNames.append(ascii) }
      let feature = FeatureClass(rawValue: featureClass).map { GeoNamesFeature(featureClass: $0, code: featureCode) }
      let kind = PlaceKind(feature: feature)
      body(
        PlaceRecord(
          id: "geonames:\(geonameID)", name: name, alternateNames: alternateNames,
          latitude: latitude, longitude: longitude, countryCode: countryCode,
          admin1Code: admin1Code, population: population, timezone: timezone, kind: kind, feature: feature),
        geonameID, line, fields[0].lowerBound..<fields[columnCount - 1].upperBound)
    }
  }

  /// Parses `countryInfo.txt` into ISO code → country name (the 5th of its columns).
  /// A file with no country (an empty download) throws: every subtitle would end in a
  /// bare code.
  static func parseCountries(_ bytes: [UInt8], path: String, format: DataFileFormat) throws(PlaceKitError)
    -> [String: String]
  {
    try parseNames(bytes, path: path, format: format, nameColumn: 4, columns: "at least 5 tab-separated columns")
  }

  /// Parses `countryInfo.txt` into ISO code → ISO 3166-1 alpha-3 code (its 2nd column).
  static func parseCountryAlpha3(_ bytes: [UInt8], path: String, format: DataFileFormat) throws(PlaceKitError)
    -> [String: String]
  {
    try parseNames(bytes, path: path, format: format, nameColumn: 1, columns: "at least 5 tab-separated columns")
  }

  /// Parses `countryInfo.txt` into ISO code → population (its 8th column), for the lines
  /// that give one.
  static func parseCountryPopulations(_ bytes: [UInt8], path: String, format: DataFileFormat) throws(PlaceKitError)
    -> [String: Int]
  {
    var populations: [String: Int] = [:]
    let scanner = TSVScanner(bytes: bytes, path: path, format: format)
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard fields.count > 7, let population = Int(try scanner.string(fields[7], line: line)) else { return }
      populations[try scanner.string(fields[0], line: line)] = population
    }
    return populations
  }

  /// Parses `admin1CodesASCII.txt` (code, name, ASCII name, geonameid) into "CC.code" →
  /// area name; a file with no area throws.
  static func parseAdmin1(_ bytes: [UInt8], path: String, format: DataFileFormat) throws(PlaceKitError)
    -> [String: String]
  {
    try parseNames(bytes, path: path, format: format, nameColumn: 1, columns: "4 tab-separated columns", exactly: 4)
  }

  /// A table keyed by its first column, naming things in `nameColumn`; lines need
  /// `exactly` columns when given, else more than `nameColumn` (`columns` says which).
  private static func parseNames(
    _ bytes: [UInt8], path: String, format: DataFileFormat, nameColumn: Int, columns: String, exactly: Int? = nil
  ) throws(PlaceKitError) -> [String: String] {
    var names: [String: String] = [:]
    let scanner = TSVScanner(bytes: bytes, path: path, format: format)
    try scanner.forEachLine { (line, fields) throws(PlaceKitError) in
      guard exactly.map({ fields.count == $0 }) ?? (fields.count > nameColumn) else {
        throw scanner.wrongColumns(line: line, fields: fields, expected: columns)
      }
      names[try scanner.string(fields[0], line: line)] = try scanner.string(fields[nameColumn], line: line)
    }
    guard !names.isEmpty else { throw .emptyData(path: path, format: format) }
    return names
  }
}
