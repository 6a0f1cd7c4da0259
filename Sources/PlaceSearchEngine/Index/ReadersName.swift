import PlaceKit
/// Which of a record's other names the index keeps: the names a reader uses. Left out,
/// so that they neither title a row nor match a query:
/// - a machine transliteration: Latin letters and no capital ("nychynan myazaky",
///   "saul", "aedeulleideu": GeoNames' lower-case forms from other scripts, romanized
///   Korean forms of foreign names); real names in Latin script are capitalized;
/// - a name with a part in brackets ("San Antonio (Texas)", "Westport (Massachusetts)"
///   of North Westport, "Congo (Brazzaville)"): a disambiguation, whose words a query
///   gives as a qualifier ("san antonio texas"); a primary name keeps its brackets
///   ("Frankfurt (Oder)");
/// - the place's own name with its first-level area or country ("Buffalo i New York",
///   "Hamilton pa New Zealand").
/// A name a source states for a country or first-level area (`AreaNames.states`) is
/// kept as written. The rule reads only the names' script, case and the record's areas,
/// so it holds for any data; `IndexView.borrows` adds what needs the whole index.
struct ReadersName {
  var normalizer = TextNormalizer()
  /// `areaKeys` by area code ("US.NY").
  private var knownAreaKeys: [String: [[UInt8]]] = [:]

  /// Whether `name` (whose key is `key`), one of `record`'s alternate names, is kept;
  /// `ownKey` is the key of its name.
  mutating func keeps(
    _ name: String, key: ArraySlice<UInt8>, ownKey: ArraySlice<UInt8>, of record: PlaceRecord, areaNames: AreaNames
  ) -> Bool {
    if ReadersName.isMachineTransliteration(name) { return false }
    if name.utf8.contains(0x28) { return false }  // "("
    guard !ownKey.isEmpty, key.count > ownKey.count, let run = ReadersName.wordRun(ownKey, in: key) else { return true }
    var rest = Array(key)
    rest.removeSubrange((run.lowerBound - key.startIndex)..<(run.upperBound - key.startIndex))
    return !namesArea(rest[...], of: record, areaNames: areaNames)
  }

  /// Whether `key` holds the name of `record`'s first-level area or country, in any
  /// language, as whole words.
  private mutating func namesArea(_ key: ArraySlice<UInt8>, of record: PlaceRecord, areaNames: AreaNames) -> Bool {
    areaKeys(of: record, areaNames: areaNames).contains { ReadersName.wordRun($0[...], in: key) != nil }
  }

  /// The keys of the names of `record`'s country and first-level area, normalized once
  /// per area (`knownAreaKeys`), not once per name that asks.
  private mutating func areaKeys(of record: PlaceRecord, areaNames: AreaNames) -> [[UInt8]] {
    let code = "\(record.countryCode).\(record.admin1Code)"
    if let known = knownAreaKeys[code] { return known }
    var areas = [areaNames.country(record.countryCode)]
    if let admin1 = areaNames.admin1[code] { areas.append(admin1) }
    let keys = areas.flatMap { [$0.latin] + $0.names.values }.map { normalizer.key($0) }.filter { !$0.isEmpty }
    knownAreaKeys[code] = keys
    return keys
  }

  /// Whether `name` has Latin letters and no capital: a machine's form ("saul",
  /// "kanpo・rarugo", "krwndaaⁿ", "lndn bwrw wynڈzwrtھ" half in Arabic letters). Most
  /// names have an ASCII capital, found by a byte scan before any scalar is looked at.
  static func isMachineTransliteration(_ name: String) -> Bool {
    if name.utf8.contains(where: { (0x41...0x5A).contains($0) }) { return false }
    var latin = false
    for scalar in name.unicodeScalars where scalar.value >= 0x61 {
      let value = scalar.value
      if value <= 0x7A {
        latin = true
      } else if scalar.properties.isAlphabetic {
        if scalar.properties.changesWhenLowercased { return false }
        if isLatinLetter(value) { latin = true }
      }
    }
    return latin
  }

  /// Latin letters beyond ASCII: the Latin blocks, phonetic and modifier letters (ⁿ),
  /// Latin Extended-C to -E, full-width Latin.
  private static func isLatinLetter(_ value: UInt32) -> Bool {
    switch value {
    case 0x1D00...0x1DBF, 0x2070...0x209F, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF5A: true
    default: NameScript.isLatin(value)
    }
  }

  /// Where `words` (a key) stands in `key` as whole words, if it does (indices of `key`).
  static func wordRun(_ words: ArraySlice<UInt8>, in key: ArraySlice<UInt8>) -> Range<Int>? {
    guard words.count <= key.count else { return nil }
    let first = key.startIndex
    for start in first...(key.endIndex - words.count) where start == first || key[start - 1] == 0x20 {
      let end = start + words.count
      if (end == key.endIndex || key[end] == 0x20) && key[start..<end].elementsEqual(words) { return start..<end }
    }
    return nil
  }
}
