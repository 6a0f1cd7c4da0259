import PlaceKit
/// Finds the places that are numbered sections or the centre of a bigger place named at
/// the start of their own name, nearby: "Paris 15 Vaugirard" and "Paris 15e
/// Arrondissement" of Paris, "Lyon 03", "Budapest XIII. kerület", "Zürich (Kreis 3)",
/// "Madrid Centro".
///
/// GeoNames lists such sections with their own population, often twice (a quarter and an
/// arrondissement), so near a big city they would fill the recommendations; demoted, the
/// towns around the city show as well. Completion is unchanged: typing "paris 15" still
/// finds them. The embedded data has no feature codes (PPLX), so the name tells; a number,
/// a Roman numeral or "centro/centre/center/mitte" must follow the city's name, because
/// a name alone would also catch towns of their own (Miami Beach, Miami Gardens).
struct CitySections {
  /// How near the bigger place must be.
  static let radiusKm: Float = 25
  /// How much bigger, in log population: twice as big.
  static let margin: Float = 0.69

  /// Per place: 1 for a section, else 0. The entries are the sorted keys (`keyOffset`,
  /// `keyLength` into `keyBlob`) with their kinds and places; `importance` is per place,
  /// and `vectors` gives the unit vectors (3 floats each) of the places asked for, in
  /// ascending order: only those of sections and of the cities that may hold them are
  /// read, so a big build need not hold every place's vector.
  static func flags(
    keyBlob: [UInt8], keyOffset: [UInt32], keyLength: [UInt16], kind: [UInt8], place: [UInt32],
    importance: [Float], vectors: (_ places: [Int]) throws(StorageError) -> [Float]
  ) throws(StorageError) -> [UInt8] {
    let primary = MatchKind.primary.rawValue
    // Each section with the cities big enough to hold it.
    let pairs = keyBlob.withUnsafeBytes { blob in
      func hash(_ entry: Int, length: Int) -> UInt64 {
        var hash = FastHash()
        hash.combine(UnsafeRawBufferPointer(rebasing: blob[Int(keyOffset[entry])..<Int(keyOffset[entry]) + length]))
        return hash.finalize()
      }
      /// The lengths of the whole words before a space that a section's words follow
      /// ("paris" in "paris 15"), shortest first.
      func cityLengths(_ entry: Int) -> [Int] {
        let start = Int(keyOffset[entry]), end = start + Int(keyLength[entry])
        return (1..<max(1, Int(keyLength[entry]))).filter {
          blob[start + $0] == 0x20 && namesASection(UnsafeRawBufferPointer(rebasing: blob[start + $0 + 1..<end]))
        }
      }
      // The primary names that may name a section, and the city names they start with.
      var sections: [(entry: Int, cityLengths: [Int])] = []
      var cityNames = Set<UInt64>()
      for entry in kind.indices where kind[entry] == primary {
        let lengths = cityLengths(entry)
        guard !lengths.isEmpty else { continue }
        sections.append((entry, lengths))
        for length in lengths { cityNames.insert(hash(entry, length: length)) }
      }
      // The places with such a city name, by the hash of their whole primary key, sorted
      // for binary search (one small array: this runs beside the rest of an index build).
      var byName: [(hash: UInt64, place: UInt32)] = []
      for entry in kind.indices where kind[entry] == primary {
        let name = hash(entry, length: Int(keyLength[entry]))
        if cityNames.contains(name) { byName.append((name, place[entry])) }
      }
      byName.sort { $0.hash < $1.hash }
      func places(named hash: UInt64) -> ArraySlice<(hash: UInt64, place: UInt32)> {
        let start = partitionPoint(in: byName.indices) { byName[$0].hash >= hash }
        return byName[start..<partitionPoint(in: start..<byName.count) { byName[$0].hash > hash }]
      }
      var pairs: [(section: Int, city: Int)] = []
      for (entry, lengths) in sections {
        let section = Int(place[entry])
        for length in lengths {
          for city in places(named: hash(entry, length: length))
          where importance[Int(city.place)] >= importance[section] + margin {
            pairs.append((section, Int(city.place)))
          }
        }
      }
      return pairs
    }
    // Then the vectors of those places only, and which cities are near enough.
    var needed: [Int] = []
    needed.reserveCapacity(2 * pairs.count)
    for pair in pairs { needed += [pair.section, pair.city] }
    needed.sort()
    needed = needed.indices.filter { $0 == 0 || needed[$0] != needed[$0 - 1] }.map { needed[$0] }
    let found = try vectors(needed)
    precondition(found.count == 3 * needed.count, "a vector per place asked for")
    /// Where the vector of `place`, one of `needed`, starts in `found`.
    func position(_ place: Int) -> Int { 3 * partitionPoint(in: needed.indices) { needed[$0] >= place } }
    var flags = [UInt8](repeating: 0, count: importance.count)
    let chordLimit = CitySections.radiusKm / Float(Location.earthRadiusKm)
    for (section, city) in pairs where flags[section] == 0 {
      let (a, b) = (position(city), position(section))
      let (dx, dy, dz) = (found[a] - found[b], found[a + 1] - found[b + 1], found[a + 2] - found[b + 2])
      if (dx * dx + dy * dy + dz * dz).squareRoot() <= chordLimit { flags[section] = 1 }
    }
    return flags
  }

  /// The lengths of the city names a section's key may start with ("paris" of "paris 15
  /// vaugirard"): the word boundaries after which the words name a section, first first.
  static func cityLengths(in key: UnsafeBufferPointer<UInt8>) -> [Int] {
    (1..<max(1, key.count)).filter { isCityLength($0, in: key) }
  }

  /// Whether the words of `key` after its first `length` bytes and a space name a section.
  private static func isCityLength(_ length: Int, in key: UnsafeBufferPointer<UInt8>) -> Bool {
    key[length] == 0x20 && namesASection(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(key)[(length + 1)...]))
  }

  /// Whether a match of a section's key `key` (a section's name) by its first
  /// `matchedBytes` bytes reaches no further than the city's name and the space after it
  /// ("paris" and "paris " of "paris 15 vaugirard", not "paris 1").
  static func namesOnlyTheCity(_ key: UnsafeBufferPointer<UInt8>, matchedBytes: Int) -> Bool {
    // The first length only, found without a list: this runs for every section a query matches.
    guard let first = (1..<max(1, key.count)).first(where: { isCityLength($0, in: key) }) else { return false }
    return matchedBytes <= first + 1
  }

  /// Words after a city's name that make a section of it: a number ("15", "13e"), a
  /// Roman numeral ("xiii") anywhere, or first "centro", "centre", "center" or "mitte".
  /// Reads the bytes in place: it runs for every word boundary of every place name.
  static func namesASection(_ rest: UnsafeRawBufferPointer) -> Bool {
    var start = 0
    var isFirstWord = true
    while start < rest.count {
      var end = start
      while end < rest.count && rest[end] != 0x20 { end += 1 }
      let word = UnsafeRawBufferPointer(rebasing: rest[start..<end])
      if !word.isEmpty {
        if (0x30...0x39).contains(word[0]) { return true }
        if word.allSatisfy({ romanNumeralLetters.contains($0) }) { return true }
        if isFirstWord && centreWords.contains(where: { word.elementsEqual($0) }) { return true }
        isFirstWord = false
      }
      start = end + 1
    }
    return false
  }

  private static let romanNumeralLetters: Set<UInt8> = Set("ivxl".utf8)
  private static let centreWords: [[UInt8]] = ["centro", "centre", "center", "mitte"].map { Array($0.utf8) }
}
