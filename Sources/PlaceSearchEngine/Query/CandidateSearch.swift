import PlaceKit
/// Collects the best-scoring places for one normalized query.
///
/// Prefix ranges small enough are scanned whole. Large ones (short prefixes) combine the
/// index's precomputed best entries by static score, the keys equal to the query (which
/// get the exact bonus), and — near a location — nearby places visited from the nearest
/// grid cell outwards until their best possible score can no longer enter the pool (or
/// the range scanned for them, when that is cheaper). Far places get no distance bias,
/// so this finds the same pool as a full scan.
/// Favored places (recently chosen) are looked at by their own keys, since their bonus
/// can lift them above the precomputed best entries.
struct CandidateSearch {
  /// The index. Its 1.1 KB are copied each time a mutating method passes `self.view` on
  /// to a function: the methods that do so in a loop take a local copy once
  /// (`let view = self.view`) and pass that.
  let view: IndexView
  let key: [UInt8]
  let origin: QueryOrigin?
  /// Places that get `RankingModel.recentBonus`.
  let favored: FavoredPlaces
  /// The display language: outside English, a place's name in it scores as its primary
  /// name does (`scoredKind`).
  let language: DisplayLanguage
  /// The keys of the places' names in `language` that `scoredKind` compared, by place.
  var displayKeys: [Int: [UInt8]] = [:]
  /// Works out `displayKeys`.
  var normalizer = TextNormalizer()
  private(set) var best: [Int: Candidate] = [:]
  /// How many places `ranked` will be asked for at most (`.max`: all of them). Once as
  /// many others matched as typed score higher, a candidate can never be among them.
  private let keeping: Int
  /// The score a candidate needs to be kept, once `compact` has found one; codes are
  /// kept whatever they score (`placeCodeMatches` moves them).
  private var keepFloor: Float = -.infinity
  /// The size of `best` at which `compact` next runs.
  private var compactsAt: Int
  /// Grid cells within the distance-bias radius, computed once per query.
  private var nearbyCells: [(cell: Int, minimumKm: Float)]?

  /// Whether the query is long enough for `RankingModel.exactAlternateBonus`: counted in
  /// letters (scalars of the key, spaces left out), not bytes.
  private var earnsExactAlternateBonus: Bool
  /// While a qualified reading is gathered: its number, and the reading.
  private var qualified: (number: Int, reading: QualifiedReading)?
  /// Whether a match must end where a word of its key does (`endsWord`): while a name
  /// followed by other words is gathered.
  private var matchEndsWord = false
  /// Whether a match must start where its name does, not at a later word: while the
  /// first words of a query no place matches whole are gathered (`gatherWholeWords`).
  private var fromNameStart = false

  /// Largest name range scanned whole for a qualified reading; larger ones (a name of a
  /// letter or two) take their precomputed best entries, filtered.
  static let qualifiedScanLimit = 1 << 16

  /// A search of `key`; `keeping` is the most `ranked` will be asked for, at least the
  /// pool of every gather and `PlaceEngine.thinMatches` (a trimmed pool never looks thin).
  init(
    view: IndexView, key: [UInt8], origin: QueryOrigin?, favored: FavoredPlaces = .none,
    language: DisplayLanguage = .english, keeping: Int = .max
  ) {
    precondition(keeping >= PlaceEngine.thinMatches, "a search keeps at least \(PlaceEngine.thinMatches) places")
    self.view = view
    self.key = key
    self.origin = origin
    self.favored = favored
    self.language = language
    self.keeping = keeping
    compactsAt = keeping <= Int.max / CandidateSearch.compactionRatio ? keeping * CandidateSearch.compactionRatio : .max
    earnsExactAlternateBonus = CandidateSearch.earnsExactAlternateBonus(key)
  }

  private static func earnsExactAlternateBonus(_ key: [UInt8]) -> Bool {
    TextNormalizer.scalarCount(key.lazy.filter { $0 != 0x20 }) >= RankingModel.exactAlternateMinimumLength
  }

  /// Number of distinct places kept so far: every place found, until `compact` trims the
  /// pool, and never fewer than `keeping` after it.
  var count: Int { best.count }
  /// Whether a qualified reading has allowed a place (one found by name counts too).
  private(set) var readingAnswered = false
  /// Whether some key equal to the whole query has matched as typed.
  private(set) var matchedWhole = false

  /// Places the places matched by the code of a major airport (international, or one of
  /// a city with several: `RankingModel.pinnedCodeImportance`) beside the best other
  /// match as typed: just below it when it scores as a place of
  /// `RankingModel.codeRivalPopulation` people does or more (a city of 100,000 named by
  /// those letters, or a smaller one near the location: "syd" is Sydney, then its
  /// airport), else just above it ("icn", "lax"). Any other code keeps its own score, as
  /// its place's whole name would: a country's ("usa", "aus"), an airstrip's.
  mutating func placeCodeMatches() {
    var codes: [Int] = []
    var rival: Candidate?
    var runnerUp: Float?
    for (place, candidate) in best where candidate.edits == 0 {
      if view.entryKind[candidate.entry] == MatchKind.code.rawValue {
        let pinned = view.placeKind[place] == PlaceKind.featureCode
          && view.placeImportance[place] >= RankingModel.pinnedCodeImportance
        if pinned { codes.append(place) }
      } else if candidate.score.total > rival?.score.total ?? -.infinity {
        runnerUp = rival?.score.total
        rival = candidate
      } else if candidate.score.total > runnerUp ?? -.infinity {
        runnerUp = candidate.score.total
      }
    }
    guard let rival, !codes.isEmpty else { return }
    let rivalIsBig =
      rival.score.total >= RankingModel.importance(population: RankingModel.codeRivalPopulation, kind: .populated)
    for place in codes {
      guard let code = best[place]?.score else { continue }
      best[place]?.score = RankingModel.placing(code, beside: rival.score, runnerUp: runnerUp, rivalIsBig: rivalIsBig)
    }
  }

  /// Scores a matching entry and keeps it if it is its place's best and reaches
  /// `keepFloor`.
  mutating func consider(entry: Int, edits: Int = 0, matchedBytes: Int) {
    let view = self.view
    consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view)
  }

  /// `consider`, with the caller's copy of `view`.
  private mutating func consider(entry: Int, edits: Int = 0, matchedBytes: Int, in view: IndexView) {
    let place = Int(view.entryPlace[entry])
    if matchEndsWord && !view.endsWord(entry: entry, matchedBytes: matchedBytes) { return }
    var area: Float = 0
    if let qualified {
      let placeArea = Int(view.placeArea[place])
      guard qualified.reading.allows(place: place, area: placeArea, in: view) else { return }
      area = qualified.reading.adjustment(area: placeArea)
    }
    let kind = MatchKind(rawValue: view.entryKind[entry]) ?? .alternateWord
    if kind.isWord && (fromNameStart || qualified?.reading.qualifiersLead == true) && !view.isDistrictsOwnName(entry) { return }
    if qualified != nil { readingAnswered = true }
    let whole = edits == 0 && Int(view.entryKeyLength[entry]) == matchedBytes
    // A code names its place only when typed whole.
    if kind == .code && !whole { return }
    if whole && qualified == nil { matchedWhole = true }
    let distance = origin.map { $0.distanceKm(to: place, in: view) }
    // A city's section ("Paris 15 Vaugirard") typed only as far as the city's name ranks
    // below the city's namesakes.
    let namesOnlyItsCity = view.placeSection[place] != 0 && kind.isWholeName
      && CitySections.namesOnlyTheCity(view.key(of: entry), matchedBytes: matchedBytes)
    let score = RankingModel.score(
      importance: view.placeImportance[place], kind: scoredKind(kind, entry: entry, place: place, in: view), whole: whole,
      earnsAlternateBonus: earnsExactAlternateBonus,
      edits: edits, area: area, distanceKm: distance, recent: favored.contains(place), namesOnlyItsCity: namesOnlyItsCity,
      namesCountry: view.isCountry(place))
    if score.total < keepFloor && kind != .code { return }
    // On a tie a code wins, whatever came first: it scores as its place's whole primary
    // name does, and `compact` may have dropped that entry before the code came.
    if let existing = best[place], existing.score.total > score.total || existing.score.total == score.total && kind != .code {
      return
    }
    best[place] = Candidate(
      place: place, entry: entry, score: score, matchedBytes: matchedBytes, edits: edits,
      distanceKm: distance, reading: qualified?.number ?? 0)
    if best.count >= compactsAt { compact() }
  }

  /// How much larger than `keeping` the pool first grows before `compact` trims it (after
  /// a compaction that could not trim, twice its size then).
  private static let compactionRatio = 4

  /// Drops the candidates that can no longer be among the `keeping` best, and raises
  /// `keepFloor` so that later ones below them are not kept: the `keeping`-th best score
  /// of the places matched as typed, which `ranked` keeps whatever else it drops, codes
  /// left out (`placeCodeMatches` may lower them). A short prefix near a location walks
  /// thousands of places; without this each one went into `best`, rehashed as it grew.
  private mutating func compact() {
    var typed = best.values.compactMap { candidate -> Float? in
      candidate.edits == 0 && view.entryKind[candidate.entry] != MatchKind.code.rawValue ? candidate.score.total : nil
    }
    guard typed.count >= keeping else {
      compactsAt = best.count * 2
      return
    }
    typed.sort(by: >)
    keepFloor = typed[keeping - 1]
    best = best.filter { $0.value.score.total >= keepFloor || view.entryKind[$0.value.entry] == MatchKind.code.rawValue }
    compactsAt = Swift.max(best.count * 2, keeping * CandidateSearch.compactionRatio)
  }

  /// Adds the places whose keys start with the query; `pool` is how many are wanted.
  mutating func gatherPrefixMatches(pool: Int) {
    let range = view.range(of: key)
    gather(range: range, edits: 0, matchedBytes: key.count, pool: pool)
  }

  /// Adds the places with a key equal to `name`: a query that ends in a space is whole
  /// words, so the name it has typed whole ("st louis " is St. Louis) matches beside the
  /// longer names that go on after it.
  mutating func gatherEqualKeys(_ name: [UInt8], pool: Int) {
    let equal = view.equalKeys(in: view.range(of: name), length: name.count)
    gather(range: equal, edits: 0, matchedBytes: name.count, pool: pool)
  }

  /// Adds the places whose name starts with the name part of `reading` (number
  /// `number`) and whose area the reading allows.
  mutating func gather(_ reading: QualifiedReading, number: Int, pool: Int) {
    let range = view.range(of: reading.nameKey)
    guard !range.isEmpty else { return }
    let whole = earnsExactAlternateBonus
    qualified = (number, reading)
    matchEndsWord = reading.nameIsWhole
    earnsExactAlternateBonus = CandidateSearch.earnsExactAlternateBonus(reading.nameKey)
    defer {
      qualified = nil
      matchEndsWord = false
      earnsExactAlternateBonus = whole
    }
    if range.count <= CandidateSearch.qualifiedScanLimit {
      // Most places of the range are elsewhere: they are left out here.
      let view = self.view
      for entry in range {
        let place = Int(view.entryPlace[entry])
        guard reading.allows(place: place, area: Int(view.placeArea[place]), in: view) else { continue }
        consider(entry: entry, matchedBytes: reading.nameKey.count, in: view)
      }
    } else {
      gather(range: range, edits: 0, matchedBytes: reading.nameKey.count, pool: pool)
    }
  }

  /// Adds the places with a key that starts with `name` (some of the query's words) and
  /// ends there or at a word's end: "paris" of "paris zzz" is Paris, not Parisot.
  mutating func gatherWholeWords(_ name: [UInt8], pool: Int) {
    (matchEndsWord, fromNameStart) = (true, true)
    defer { (matchEndsWord, fromNameStart) = (false, false) }
    gather(range: view.range(of: name), edits: 0, matchedBytes: name.count, pool: pool)
  }

  /// Adds the places of one key range, matched with `edits` typos. A range too large to
  /// scan is a trie node with its precomputed best entries, or keys all equal to the
  /// matched bytes ("rio" of "rio ", a word thousands of names end with), which sort
  /// best first themselves: walked so while no qualified reading or word rule leaves
  /// entries out (so the first 2,048 fill the pool).
  mutating func gather(range: Range<Int>, edits: Int, matchedBytes: Int, pool: Int) {
    guard !range.isEmpty else { return }
    let view = self.view
    gatherFavored(range: range, edits: edits, matchedBytes: matchedBytes)
    let list = view.nodeList(for: range)
    let allEqual = qualified == nil && !matchEndsWord && !fromNameStart
      && Int(view.entryKeyLength[range.upperBound - 1]) == matchedBytes
    guard list != nil || allEqual, range.count > IndexFormat.scanLimit, pool <= IndexFormat.nodeListSize else {
      for entry in range { consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view) }
      return
    }
    for position in list ?? 0..<0 {
      consider(entry: Int(view.nodeLists[position]), edits: edits, matchedBytes: matchedBytes, in: view)
    }
    if edits == 0 { gatherCodes(range: range, matchedBytes: matchedBytes) }
    // Keys equal to the query sort first in the range, best first by static score. Once
    // one cannot enter the pool even with every bonus an equal key earns, none after it
    // can (nearby ones come next, with their distance; favored ones came first).
    let floor = threshold(pool: pool)
    let bonus = RankingModel.mostMatchBonus(wholeKey: true, earnsAlternateBonus: earnsExactAlternateBonus, edits: edits)
    var entry = range.lowerBound
    while entry < range.upperBound && entry - range.lowerBound < IndexFormat.scanLimit
      && Int(view.entryKeyLength[entry]) == matchedBytes
    {
      if view.staticScore(of: entry) + bonus < floor { break }
      consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view)
      entry += 1
    }
    if origin != nil {
      gatherNearby(range: range, edits: edits, matchedBytes: matchedBytes, pool: pool, equalKeysFrom: entry)
    }
  }

  /// Adds the codes equal to the query: last among the keys equal to it (their penalty
  /// sorts them there), which a range too big to scan otherwise leaves out.
  private mutating func gatherCodes(range: Range<Int>, matchedBytes: Int) {
    let view = self.view
    var entry = view.equalKeys(in: range, length: matchedBytes).upperBound
    while entry > range.lowerBound && view.entryKind[entry - 1] == MatchKind.code.rawValue {
      entry -= 1
      consider(entry: entry, matchedBytes: matchedBytes, in: view)
    }
  }

  /// Adds the favored places whose keys fall in `range`.
  private mutating func gatherFavored(range: Range<Int>, edits: Int, matchedBytes: Int) {
    let view = self.view
    for entry in favored.entries(in: range) {
      consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view)
    }
  }

  /// The lowest score that can still enter a pool of `pool` places.
  private func threshold(pool: Int) -> Float {
    guard best.count >= pool else { return -.infinity }
    var scores = best.values.map(\.score.total)
    scores.sort(by: >)
    return scores[pool - 1]
  }

  /// Adds the places near the origin whose keys fall in `range`; the keys equal to the
  /// query before `equalKeysFrom` have been considered already.
  private mutating func gatherNearby(
    range: Range<Int>, edits: Int, matchedBytes: Int, pool: Int, equalKeysFrom: Int
  ) {
    guard let origin else { return }
    let view = self.view
    let floor = threshold(pool: pool)
    let bestAdjustment = qualified?.reading.bestAdjustment ?? 0
    // Keys equal to the query (first in the range, best first) are the only ones with
    // the exact bonus. When few, each is scored with its own distance, and the walk looks
    // for prefix matches only, within a far smaller radius.
    var bestMatch = RankingModel.bestMatch(wholeKey: true, edits: edits)
    let equalKeys = view.equalKeys(in: range, length: matchedBytes)
    if equalKeys.count <= IndexFormat.scanLimit {
      let bonus =
        RankingModel.mostMatchBonus(wholeKey: true, earnsAlternateBonus: earnsExactAlternateBonus, edits: edits)
        + bestAdjustment + RankingModel.distanceBiasMax
      for entry in equalKeysFrom..<equalKeys.upperBound {
        if view.staticScore(of: entry) + bonus <= floor { break }
        consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view)
      }
      bestMatch = RankingModel.bestMatch(wholeKey: false, edits: edits)
    }
    // A qualified reading scores a place by its area too: the best any allowed area
    // gives bounds the walk, and a place is skipped by its own area's.
    let bestCase = bestMatch + bestAdjustment
    if nearbyCells == nil {
      nearbyCells = origin.cells(within: Double(RankingModel.distanceBiasRadiusKm), in: view)
    }
    // What the walk reads of a place (importance, area, keys) lies in grid order, cell
    // after cell, so a place it looks into costs less than an entry of a scan of the
    // range (reads at random); but it may look into far more places than the range has
    // entries. Once it has looked into as many, the scan finishes the job (a small range
    // among crowded places).
    var budget = range.count
    for (cell, minimumKm) in nearbyCells ?? [] {
      let bias = RankingModel.distanceBias(km: minimumKm)
      let cellPlaces = view.gridStart.span(cell, within: view.gridPlaces.count)
      let (start, end) = (cellPlaces.lowerBound, cellPlaces.upperBound)
      guard view.gridImportance[start] + bestCase + bias > floor else { continue }
      for slot in start..<end {
        let importance = view.gridImportance[slot]
        if importance + bestCase + bias <= floor { break }
        if let qualified {
          let area = Int(view.gridArea[slot])
          guard qualified.reading.areas.contains(area),
            importance + bestMatch + qualified.reading.adjustment(area: area) + bias > floor
          else { continue }
        }
        let keys = view.keySlots(atGridSlot: slot, of: Int(view.gridPlaces[slot]))
        budget -= 1
        if budget < 0 {
          scanNearby(range: range, edits: edits, matchedBytes: matchedBytes, above: floor - bestMatch)
          return
        }
        for keySlot in keys {
          let entry = Int(view.placeKeys[keySlot])
          if range.contains(entry) {
            consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view)
          }
        }
      }
    }
  }

  /// Scores the entries of `range` whose place the walk would reach: in a nearby cell
  /// (and an allowed area), with an importance plus that cell's distance bias (and its
  /// area's adjustment) above `floor`.
  private mutating func scanNearby(range: Range<Int>, edits: Int, matchedBytes: Int, above floor: Float) {
    let view = self.view
    let cellBiases = CellBiases(nearbyCells ?? [])
    for entry in range {
      let place = Int(view.entryPlace[entry])
      var importance = view.placeImportance[place]
      if let qualified {
        let area = Int(view.placeArea[place])
        guard qualified.reading.allows(place: place, area: area, in: view) else { continue }
        importance += qualified.reading.adjustment(area: area)
      }
      guard importance + RankingModel.distanceBiasMax > floor else { continue }
      let location = view.location(of: place)
      let cell = IndexFormat.gridCell(latitude: location.latitude, longitude: location.longitude)
      if let bias = cellBiases.bias(of: cell), importance + bias > floor {
        consider(entry: entry, edits: edits, matchedBytes: matchedBytes, in: view)
      }
    }
  }
}
