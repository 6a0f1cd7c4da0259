/// A reading of a query as a place's name followed by qualifiers that say where it is:
/// "paris, tx", "london ontario", "kyoto japan", "중구 대구". The qualifiers are the last
/// words of the query; each names an area by a key of the area qualifier table (the last
/// one may be typed halfway: "paris t"), and together they allow the areas every one of
/// them names. A place fits when its own area is allowed.
struct QualifiedReading {
  /// The key of the name part ("paris").
  var nameKey: [UInt8]
  /// The areas the qualifiers allow.
  var areas: AreaSet
  /// Those of `areas` whose key the last qualifier is whole, not only the start of.
  var wholeAreas: AreaSet
  /// The kind a word after the name asks for ("incheon airport"), nil for any kind.
  var kind: KindQualifier? = nil

  /// Whether place `place`, in area `area`, is one the reading allows.
  @inline(__always)
  func allows(place: Int, area: Int, in view: IndexView) -> Bool {
    areas.contains(area) && kind.map { $0.allows(place: place, in: view) } != false
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
  /// area: one per split into name and qualifiers, longest name first; and where the
  /// name part ends in a kind word typed whole ("incheon airport", "cook county
  /// illinois"), the same reading of the name before it, of that kind.
  static func readings(of key: [UInt8], in view: IndexView) -> [QualifiedReading] {
    let words = key.split(separator: 0x20, omittingEmptySubsequences: true).map(Array.init)
    guard words.count >= 2 else { return [] }
    var readings: [QualifiedReading] = []
    if let kind = KindQualifier.named(by: words[words.count - 1]) {
      let everywhere = AreaSet(count: view.areaCount, filled: true)
      let nameKey = Array(words.dropLast().joined(separator: [0x20]))
      readings.append(QualifiedReading(nameKey: nameKey, areas: everywhere, wholeAreas: everywhere, kind: kind))
    }
    for tailCount in 1...min(maxQualifierWords, words.count - 1) {
      let tail = Array(words.suffix(tailCount))
      guard let (areas, wholeAreas) = areasNamed(by: tail, in: view) else { continue }
      let nameWords = words.dropLast(tailCount)
      readings.append(
        QualifiedReading(nameKey: Array(nameWords.joined(separator: [0x20])), areas: areas, wholeAreas: wholeAreas))
      if nameWords.count >= 2, let kind = KindQualifier.named(by: nameWords[nameWords.endIndex - 1]) {
        readings.append(
          QualifiedReading(
            nameKey: Array(nameWords.dropLast().joined(separator: [0x20])), areas: areas, wholeAreas: wholeAreas,
            kind: kind))
      }
    }
    return readings
  }

  /// The name parts of `key`'s splits, longest first: what is left when up to
  /// `maxQualifierWords` last words, read as qualifiers, fit nothing.
  static func nameParts(of key: [UInt8]) -> [[UInt8]] {
    let words = key.split(separator: 0x20, omittingEmptySubsequences: true)
    guard words.count >= 2 else { return [] }
    return (1...min(maxQualifierWords, words.count - 1)).map {
      Array(words.dropLast($0).joined(separator: [0x20]))
    }
  }

  /// The areas `words` name as up to `maxQualifiers` qualifiers (every way of grouping
  /// them into consecutive qualifiers, all of which must name the area; the last may be
  /// a prefix), and those the last names by a whole key; nil when they name none.
  private static func areasNamed(by words: [[UInt8]], in view: IndexView) -> (AreaSet, AreaSet)? {
    var union = AreaSet(count: view.areaCount), wholeUnion = union
    var found = false
    // Groupings share groups of words: each group is looked up once.
    var lookedUp: [Int: (whole: AreaSet, started: AreaSet)] = [:]
    func areas(_ start: Int, _ end: Int) -> (whole: AreaSet, started: AreaSet) {
      if let known = lookedUp[start << 8 | end] { return known }
      let named = QualifiedReading.areas(named: Array(words[start..<end].joined(separator: [0x20])), in: view)
      lookedUp[start << 8 | end] = named
      return named
    }
    // Bit i of `cuts` set: a qualifier ends after word i.
    for cuts in 0..<(1 << (words.count - 1)) where cuts.nonzeroBitCount < maxQualifiers {
      var allowed: AreaSet?
      var start = 0
      for end in 1...words.count where end < words.count && cuts & (1 << (end - 1)) != 0 {
        let named = areas(start, end).whole
        if allowed == nil { allowed = named } else { allowed!.formIntersection(named) }
        start = end
        if allowed!.isEmpty { break }
      }
      if let allowed, allowed.isEmpty { continue }
      var (whole, started) = areas(start, words.count)
      if let allowed {
        started.formIntersection(allowed)
        whole.formIntersection(allowed)
      }
      if !started.isEmpty {
        union.formUnion(started)
        wholeUnion.formUnion(whole)
        found = true
      }
    }
    return found ? (union, wholeUnion) : nil
  }

  /// The areas with a qualifier key equal to `qualifier`, and those with one starting
  /// with it, in one pass over the table's range.
  private static func areas(named qualifier: [UInt8], in view: IndexView) -> (whole: AreaSet, started: AreaSet) {
    var whole = AreaSet(count: view.areaCount), started = whole
    for pair in view.qualifierRange(of: qualifier) {
      let area = Int(view.qualifierArea[pair])
      guard area < view.areaCount else {
        view.damage.report()
        continue
      }
      started.insert(area)
      if Int(view.qualifierKeyLength[pair]) == qualifier.count { whole.insert(area) }
    }
    return (whole, started)
  }
}
