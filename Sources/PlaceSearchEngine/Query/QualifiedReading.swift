import PlaceKit
/// A reading of a query as a place's name with qualifiers that say where it is, after
/// it or before it: "paris, tx", "london ontario", "kyoto japan", "중구 대구" (small to
/// big), "texas paris", "부산 해운대", "서울 강남구 역삼동" (big to small). Each qualifier names
/// an area by a key of the area qualifier table, and together they allow the areas every
/// one of them names. Only the query's last word may be typed halfway: a last qualifier
/// ("paris t"), or the name when the qualifiers come first ("부산 해"); a name followed by
/// qualifiers is whole words ("pari texas" is no Paris). A place fits when its own area
/// is allowed; a country never does where words name areas, as it lies in no area but
/// itself ("vatican city, vatican" is the city, not Vatican qualified by its own name),
/// though a kind word may ask for one ("georgia country").
struct QualifiedReading {
  /// The key of the name part ("paris").
  var nameKey: [UInt8]
  /// The areas the qualifiers allow.
  var areas: AreaSet
  /// Those of `areas` whose key the last qualifier is whole, not only the start of.
  var wholeAreas: AreaSet
  /// The kind a word after the name asks for ("incheon airport"), nil for any kind.
  var kind: KindQualifier? = nil
  /// Whether words follow the name, so that its last word is whole: a matched key must
  /// end there or at a word's end (`CandidateSearch.endsWord`).
  var nameIsWhole = false
  /// Whether qualifiers come before the name ("texas paris"): the name then matches
  /// from a name's start, not a later word ("new york city" holds no "city" in New York).
  var qualifiersLead = false
  /// Whether words of the query name the areas ("paris texas"), not only a kind
  /// ("incheon airport") or a Korean district's city.
  var namesAreas = false

  /// Whether place `place`, in area `area`, is one the reading allows.
  @inline(__always)
  func allows(place: Int, area: Int, in view: IndexView) -> Bool {
    (namesAreas ? Self.lies(place, area: area, in: areas, view: view) : areas.contains(area))
      && kind.map { $0.allows(place: place, in: view) } != false
  }

  /// Whether place `place`, in area `area`, lies in `areas`, which words of a query name:
  /// a country never does, as it lies in no area but itself.
  @inline(__always)
  static func lies(_ place: Int, area: Int, in areas: AreaSet, view: IndexView) -> Bool {
    areas.contains(area) && !view.isCountry(place)
  }

  /// Most words the qualifiers may have ("veracruz de ignacio de la llave", "new south
  /// wales australia"), and most qualifiers ("springfield, mo, us").
  static let maxQualifierWords = 8
  static let maxQualifiers = 3

  /// What a place in `area` gets for how well the last qualifier names it: nothing for
  /// a whole key, a penalty for the start of one.
  @inline(__always)
  func adjustment(area: Int) -> Float {
    wholeAreas.contains(area) ? 0 : -RankingModel.partialQualifierPenalty
  }

  /// The most `adjustment(area:)` gives any allowed area.
  var bestAdjustment: Float {
    wholeAreas.isEmpty ? -RankingModel.partialQualifierPenalty : 0
  }

  /// Every reading of `key` (a normalized query) whose qualifiers name at least one
  /// area: one per split into qualifiers before the name, the name, and qualifiers after
  /// it (those with qualifiers only after the name first, longest name first); and where
  /// the name part ends in a kind word typed whole ("incheon airport", "cook county
  /// illinois"), the same reading of the name before it, of that kind; and the forms of
  /// a Korean district's name that hold its city (`KoreanDistrictName`).
  static func readings(of key: [UInt8], in view: IndexView) -> [QualifiedReading] {
    let words = key.split(separator: 0x20, omittingEmptySubsequences: true).map(Array.init)
    guard words.count >= 2 else { return [] }
    var readings: [QualifiedReading] = []
    // One set of every area, shared (copied on write) by the readings that allow any.
    var shared: AreaSet?
    func everywhere() -> AreaSet {
      if shared == nil { shared = AreaSet(count: view.areaCount, filled: true) }
      return shared!
    }
    if let kind = KindQualifier.named(by: words[words.count - 1]) {
      let everywhere = everywhere()
      let nameKey = Array(words.dropLast().joined(separator: [0x20]))
      readings.append(
        QualifiedReading(nameKey: nameKey, areas: everywhere, wholeAreas: everywhere, kind: kind, nameIsWhole: true))
    }
    var lookup = QualifierLookup(words: words, view: view)
    let most = min(maxQualifierWords, words.count - 1)
    for leading in 0...most {
      for trailing in 0...(most - leading) where leading + trailing > 0 {
        var areas: AreaSet?, wholeAreas: AreaSet?
        if leading > 0 {
          guard let named = lookup.areasNamed(by: 0..<leading, lastMayBeStarted: false) else { continue }
          (areas, wholeAreas) = (named.areas, named.areas)
        }
        if trailing > 0 {
          guard var named = lookup.areasNamed(by: (words.count - trailing)..<words.count, lastMayBeStarted: true)
          else { continue }
          if let areas {
            named.areas.formIntersection(areas)
            named.whole.formIntersection(areas)
          }
          (areas, wholeAreas) = (named.areas, named.whole)
        }
        guard let areas, let wholeAreas, !areas.isEmpty else { continue }
        let nameWords = words[leading..<(words.count - trailing)]
        // "the" alone names no place ("the united states" is no The Bronx in the US).
        if nameWords.count == 1 && nameWords.first == NameForms.article { continue }
        let nameIsWhole = trailing > 0
        readings.append(
          QualifiedReading(
            nameKey: Array(nameWords.joined(separator: [0x20])), areas: areas, wholeAreas: wholeAreas,
            nameIsWhole: nameIsWhole, qualifiersLead: leading > 0, namesAreas: true))
        if nameWords.count >= 2, let kind = KindQualifier.named(by: nameWords[nameWords.endIndex - 1]) {
          readings.append(
            QualifiedReading(
              nameKey: Array(nameWords.dropLast().joined(separator: [0x20])), areas: areas, wholeAreas: wholeAreas,
              kind: kind, nameIsWhole: true, qualifiersLead: leading > 0, namesAreas: true))
        }
      }
    }
    // A Korean district's name holds its city: "수원 장안구" is 수원시 장안구 whole.
    var forms: [QualifiedReading] = []
    // A trailing space says the last word is whole ("수원 장안구 "): the form's name is.
    for form in KoreanDistrictName.forms(of: key) {
      forms.append(
        QualifiedReading(nameKey: form, areas: everywhere(), wholeAreas: everywhere(), nameIsWhole: key.last == 0x20))
    }
    for reading in readings {
      for form in KoreanDistrictName.forms(of: reading.nameKey) {
        var copy = reading
        copy.nameKey = form
        copy.nameIsWhole = copy.nameIsWhole || reading.nameKey.last == 0x20
        forms.append(copy)
      }
    }
    return readings + forms
  }
}
