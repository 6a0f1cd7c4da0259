import PlaceKit
/// The areas runs of a query's words name as qualifiers (`QualifiedReading`), each run of
/// words looked up in the area qualifier table once per query.
struct QualifierLookup {
  let words: [[UInt8]]
  let view: IndexView
  /// Runs looked up: keyed by `start << 8 | end`.
  private var known: [Int: (whole: AreaSet, started: AreaSet)] = [:]
  /// `areasNamed` answers, keyed by `start << 9 | end << 1 | lastMayBeStarted`.
  private var named: [Int: (areas: AreaSet, whole: AreaSet)?] = [:]

  /// Shortest key of a qualifier before the name, in bytes: three, so a name, code or
  /// abbreviation of three letters ("kor seoul", "goa panaji", "nsw orange") or one Hangul
  /// syllable or Han character leads; of two letters only a country's short name, which
  /// the index holds as its code ("uk london", "us chicago"; `isCountryCode`), never an
  /// ISO code or abbreviation ("la paz" is no "paz" in Louisiana or Laos, "de aar" none in
  /// Germany).
  static let leadingMinimumBytes = 3

  init(words: [[UInt8]], view: IndexView) {
    self.words = words
    self.view = view
  }

  /// The areas the words of `run` name as up to `QualifiedReading.maxQualifiers`
  /// qualifiers (every way of grouping them into consecutive qualifiers, all of which
  /// must name the area), and those its last qualifier names by a whole key; nil when
  /// they name none. With `lastMayBeStarted`, the last qualifier may be the start of a
  /// key ("paris t"); without it, every qualifier is a whole key of at least
  /// `leadingMinimumBytes` (qualifiers before the name).
  mutating func areasNamed(by run: Range<Int>, lastMayBeStarted: Bool) -> (areas: AreaSet, whole: AreaSet)? {
    let slot = run.lowerBound << 9 | run.upperBound << 1 | (lastMayBeStarted ? 1 : 0)
    if let answer = named[slot] { return answer }
    let answer = lookUp(run, lastMayBeStarted: lastMayBeStarted)
    named[slot] = answer
    return answer
  }

  private mutating func lookUp(_ run: Range<Int>, lastMayBeStarted: Bool) -> (areas: AreaSet, whole: AreaSet)? {
    var union = AreaSet(count: view.areaCount), wholeUnion = union
    var found = false
    let count = run.count
    // Bit i of `cuts` set: a qualifier ends after word i of the run.
    for cuts in 0..<(1 << (count - 1)) where cuts.nonzeroBitCount < QualifiedReading.maxQualifiers {
      var allowed: AreaSet?
      var start = run.lowerBound
      var tooShort = false
      for end in (run.lowerBound + 1)...run.upperBound
      where end < run.upperBound && cuts & (1 << (end - run.lowerBound - 1)) != 0 {
        if !lastMayBeStarted && bytes(start..<end) < QualifierLookup.leadingMinimumBytes && !isCountryCode(start..<end) {
          tooShort = true
          break
        }
        let named = areas(start..<end).whole
        if allowed == nil { allowed = named } else { allowed!.formIntersection(named) }
        start = end
        if allowed!.isEmpty { break }
      }
      if tooShort
        || (!lastMayBeStarted && bytes(start..<run.upperBound) < QualifierLookup.leadingMinimumBytes
          && !isCountryCode(start..<run.upperBound))
      {
        continue
      }
      if let allowed, allowed.isEmpty { continue }
      var (whole, started) = areas(start..<run.upperBound)
      if !lastMayBeStarted { started = whole }
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

  /// Whether `run` is one word that is a code of a country in the index: of two letters,
  /// only a short name is ("uk", "us": `AreaNames.addKindedNames`), no ISO code.
  private func isCountryCode(_ run: Range<Int>) -> Bool {
    guard run.count == 1 else { return false }
    let key = words[run.lowerBound]
    let range = view.range(of: key)
    // Equal keys sort first; codes last among them.
    var entry = range.lowerBound
    while entry < range.upperBound && Int(view.entryKeyLength[entry]) == key.count {
      if view.entryKind[entry] == MatchKind.code.rawValue,
        view.placeKind[Int(view.entryPlace[entry])] == PlaceKind.adminArea(level: 0).code
      {
        return true
      }
      entry += 1
    }
    return false
  }

  /// The length of the words of `run` joined by spaces.
  private func bytes(_ run: Range<Int>) -> Int {
    words[run].reduce(run.count - 1) { $0 + $1.count }
  }

  /// The areas with a qualifier key equal to the words of `run`, and those with one
  /// starting with them.
  private mutating func areas(_ run: Range<Int>) -> (whole: AreaSet, started: AreaSet) {
    let slot = run.lowerBound << 8 | run.upperBound
    if let named = known[slot] { return named }
    let named = QualifierLookup.areas(named: Array(words[run].joined(separator: [0x20])), in: view)
    known[slot] = named
    return named
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
