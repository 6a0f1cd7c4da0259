import Foundation
import PlaceKit

/// The embedded place engine: completion, search, recommendations and look-ups (by id,
/// whole name, point, time zone; a place's details) over an index of the dataset,
/// answered synchronously on the caller's thread.
///
/// A value type over a shared index, safe to use from any thread. The index is
/// immutable; a call whose reads find it damaged builds it again, which that call (and any
/// other meanwhile) waits for, and answers from the new one (`IndexHolder`). The UI
/// and scripts reach it through `EmbeddedPlaceService`, which conforms to the
/// `Completing`, `PlaceSearching`, `PlaceRecommending` and `PlaceLookingUp` protocols.
public struct PlaceEngine: Sendable {
  /// The index, and how it is built again when found damaged (internal for the extensions).
  let holder: IndexHolder
  /// The language names are shown in; matching covers every language regardless.
  public private(set) var language: DisplayLanguage = .english
  /// Below this many places matching as typed, typo-tolerant matches are looked up.
  static let thinMatches = 3

  init(holder: IndexHolder) {
    self.holder = holder
  }

  /// The index in use. Internal, not private, for the tests that look at what it stores.
  var index: PlaceIndex { holder.index }

  /// The same engine showing names in `language`.
  public func speaking(_ language: DisplayLanguage) -> PlaceEngine {
    var copy = self
    copy.language = language
    return copy
  }

  /// Loads the index of `source` from the cache, building and caching it when missing,
  /// stale or corrupt. `progress` hears about a build (phase, 0...1); `warn` hears, in
  /// one sentence each, why a built index could not be cached (it is then built on every
  /// run) and that the cached index is damaged: at load, or later from the thread of the
  /// call whose reads found it (the index is then built again, without progress).
  public static func load(
    _ source: DataSource = .embedded, cacheDirectory: URL? = nil,
    progress: (@Sendable (String, Double) -> Void)? = nil, warn: (@Sendable (String) -> Void)? = nil
  ) throws(PlaceKitError) -> PlaceEngine {
    let cache = IndexCache(directory: cacheDirectory ?? AppDirectories().cacheFolder)
    let index = try IndexLoader.load(source: source, cache: cache, progress: progress, warn: warn)
    return PlaceEngine(
      holder: IndexHolder(index) { damaged in
        warn?(IndexCache.damageWarning(file: damaged.file, damage: "a value in it is out of range"))
        do {
          return try IndexLoader.load(source: source, cache: cache, progress: nil, warn: warn, reusingCache: false)
        } catch {
          warn?("the place index could not be built again (\(error)); answers may be wrong")
          return nil
        }
      })
  }

  /// Builds an engine in memory from the bytes of a GeoNames places table (plain, gzip
  /// or zip), without files or cache: for a backend that receives data, and for fuzzing.
  /// Subtitles name countries and first-level areas by their codes (no name tables are
  /// read). `path` names the data in error messages.
  public static func build(geoNamesBytes bytes: [UInt8], path: String = "<memory>")
    throws(PlaceKitError) -> PlaceEngine
  {
    let files = DataFiles(places: .disk(URL(fileURLWithPath: path)))
    let built = try IndexLoader.prepare(
      files: files, classes: .standard, read: { (_) throws(PlaceKitError) in [] },
      places: { (body) throws(PlaceKitError) in
        var decoder = ByteDecoder(path: path)
        try bytes.withBytes { (bytes) throws(PlaceKitError) in try decoder.feed(bytes, body) }
        try decoder.finish(body)
      }, spill: SpillFile(directory: nil), progress: nil
    ).inMemory(sourceHash: 0)
    return PlaceEngine(holder: IndexHolder(PlaceIndex.built(built, sourceHash: 0)))
  }

  /// Number of places indexed.
  public var placeCount: Int { index.placeCount }
  /// Number of search keys indexed.
  public var keyCount: Int { index.entryCount }
  /// Lines of the places file left out (duplicates, coordinates off the globe, …).
  public var skippedLines: SkippedLines { index.skippedLines }
  /// Records the index build merged into others (`PlaceConflator`): Korean areas that
  /// are a GeoNames place, and GeoNames' own repeats.
  public var mergedPlaceCount: Int { holder.withView { Int($0.mergedPlaces[0]) } }

  /// Live completions for `query`, at most `limit` rows, biased towards `location`,
  /// favoring the places with the ids in `favored` (looked up for this one call; see the
  /// `FavoredPlaces` variant for many calls).
  public func complete(
    _ query: String, near location: Location? = nil, limit: Int = 10, favoring favored: Set<String> = []
  ) -> [Completion] {
    complete(query, near: location, limit: limit, favoring: favoredPlaces(ids: favored))
  }

  /// Live completions for `query`, at most `limit` rows, biased towards `location`.
  /// When no place matches every word, the rows are those that match most of them, each
  /// with the words it leaves out (`Completion.leftOutWords`): shown as such, never as
  /// a match.
  ///
  /// Places in `favored` (recently chosen ones) that match get `RankingModel.recentBonus`:
  /// they rise above comparable matches, but a query naming a far bigger place still
  /// gets that place first.
  public func complete(
    _ query: String, near location: Location? = nil, limit: Int = 10, favoring favored: FavoredPlaces
  ) -> [Completion] {
    guard limit > 0 else { return [] }
    let origin = location.map(QueryOrigin.init)
    return holder.withView { view in
      let favored = favored.index == view.damage.serial ? favored : PlaceEngine.favoredPlaces(ids: favored.ids, in: view)
      let (candidates, readings, leftOut) = rankedCandidates(
        query, view: view, origin: origin, favored: favored, pool: max(3 * limit, 30))
      var assembler = CompletionAssembler(
        view: view, origin: origin, language: language, favored: favored, readings: readings)
      return assembler.assemble(candidates, limit: limit).map { completion in
        var completion = completion
        completion.leftOutWords = leftOut
        return completion
      }
    }
  }

  /// The places with these ids (unknown ones left out), ready to be favored by many
  /// `complete` calls on this engine.
  public func favoredPlaces(ids: Set<String>) -> FavoredPlaces {
    guard !ids.isEmpty else { return .none }
    return holder.withView { PlaceEngine.favoredPlaces(ids: ids, in: $0) }
  }

  private static func favoredPlaces(ids: Set<String>, in view: IndexView) -> FavoredPlaces {
    guard !ids.isEmpty else { return .none }
    let places = Set(ids.compactMap { view.place(id: $0) })
    let entries = places.flatMap { place in view.keySlots(of: place).map { Int(view.placeKeys[$0]) } }
    return FavoredPlaces(ids: ids, index: view.damage.serial, places: places, entries: entries.sorted())
  }

  /// Every place matching every word of `query` (no grouping), best first, at most
  /// `limit`; none when only some words match (see `complete`, whose rows say which
  /// words they leave out).
  public func search(_ query: String, near location: Location? = nil, limit: Int = 50) -> [Place] {
    guard limit > 0 else { return [] }
    let origin = location.map(QueryOrigin.init)
    return holder.withView { view in
      let ranked = rankedCandidates(query, view: view, origin: origin, pool: limit)
      guard ranked.leftOut.isEmpty else { return [] }
      return ranked.candidates.prefix(limit).map { place(at: $0.place, view: view, origin: origin) }
    }
  }

  /// The places one of whose whole names (primary, alternate, or in any language) is
  /// `name`, ignoring case, accents and width, best-ranked first (as `search` ranks
  /// them), at most `limit`: a prefix, a later word or a typo names no place. A name
  /// followed by whole qualifiers names the places of it in the areas they name
  /// ("Paris, TX", "Springfield Missouri"; see `QualifiedReading`).
  public func places(named name: String, limit: Int = 1) -> [Place] {
    var normalizer = TextNormalizer()
    let typed = SearchKey.query(name, normalizer: &normalizer)
    guard !typed.isEmpty, limit > 0 else { return [] }
    return holder.withView { view in
      let key = NameForms.query(typed, in: view)
      var search = CandidateSearch(view: view, key: key, origin: nil)
      PlaceEngine.considerWholeNames(key, in: view, areas: nil, search: &search)
      if search.count == 0 {
        for reading in QualifiedReading.readings(of: key, in: view) {
          PlaceEngine.considerWholeNames(
            reading.nameKey, in: view, areas: reading.wholeAreas, kind: reading.kind, search: &search)
        }
      }
      return search.ranked().prefix(limit).map { place(at: $0.place, view: view, origin: nil) }
    }
  }

  /// Adds to `search` the places with a whole name whose key is `key`, in `areas` and
  /// of `kind` if given.
  private static func considerWholeNames(
    _ key: [UInt8], in view: IndexView, areas: AreaSet?, kind: KindQualifier? = nil, search: inout CandidateSearch
  ) {
    for entry in view.equalKeys(in: view.range(of: key), length: key.count) {
      let place = Int(view.entryPlace[entry])
      let inAreas = areas.map { QualifiedReading.lies(place, area: Int(view.placeArea[place]), in: $0, view: view) } ?? true
      let fits = inAreas && kind.map { $0.allows(place: place, in: view) } != false
      if fits && MatchKind(rawValue: view.entryKind[entry])?.isWholeName == true {
        search.consider(entry: entry, matchedBytes: key.count)
      }
    }
  }

  /// The places with these ids, in the given order; unknown ids are skipped.
  public func places(ids: [String], near location: Location? = nil) -> [Place] {
    let origin = location.map(QueryOrigin.init)
    return holder.withView { view in
      ids.compactMap { id in view.place(id: id).map { place(at: $0, view: view, origin: origin) } }
    }
  }

  /// What a card shows of the place with id `id` (merged records' ids resolve to their
  /// place), measured from `location` when given; nil for an unknown id. Its other names
  /// come from every name the index keeps for it (`OtherNames`), its hierarchy from its
  /// area, both in the display language.
  public func details(id: String, near location: Location? = nil) -> PlaceDetails? {
    let origin = location.map(QueryOrigin.init)
    return holder.withView { view in
      guard let number = view.place(id: id) else { return nil }
      let place = place(at: number, view: view, origin: origin)
      let displayNames = DisplayLanguage.allCases.map { view.displayName(of: number, in: $0) }
      let keys = view.keySlots(of: number)
      let alternates = keys.map { view.string(view.entryName[Int(view.placeKeys[$0])]) }
      let country = place.kind == .adminArea(level: 0) ? CountryFacts(country: number, in: view, language: language) : nil
      return PlaceDetails(
        place: place,
        otherNames: OtherNames.choose(shown: place.name, from: displayNames + [place.primaryName] + alternates),
        hierarchy: view.hierarchy(of: number, in: language), capital: country?.capital,
        timeZones: country?.timeZones ?? [])
    }
  }

  /// The places nearest `location` within `radiusKm`, nearest first, at most `limit`,
  /// measured from it (reverse look-up).
  public func places(around location: Location, radiusKm: Double, limit: Int) -> [Place] {
    guard limit > 0, radiusKm >= 0 else { return [] }
    let origin = QueryOrigin(location)
    // Half the Earth's circumference reaches everywhere.
    let radiusKm = min(radiusKm, 20_040)
    return holder.withView { view in
      var nearest = TopK<Int>(capacity: limit)
      for (cell, minimumKm) in origin.cells(within: radiusKm, in: view) where -Float(minimumKm) > nearest.threshold {
        for slot in view.gridStart.span(cell, within: view.gridPlaces.count) {
          let place = Int(view.gridPlaces[slot])
          let km = origin.distanceKm(to: place, in: view)
          if Double(km) <= radiusKm { nearest.insert(place, score: -km) }
        }
      }
      return nearest.sorted().map { place(at: $0.item, view: view, origin: origin) }
    }
  }

  /// The most populous places of `kind` (populated places unless told: cities, not
  /// countries), optionally only those within `radiusKm` of `location` (with distances
  /// then measured from it). For the benchmarks and the fuzzer.
  public func mostPopulous(
    limit: Int, near location: Location? = nil, radiusKm: Double = .infinity, kind: PlaceKind = .populated
  ) -> [Place] {
    let origin = location.map(QueryOrigin.init)
    let kindCode = kind.code
    return holder.withView { view in
      var best = TopK<Int>(capacity: max(0, limit))
      for place in 0..<view.placeCount where view.placePopulation[place] > 0 && view.placeKind[place] == kindCode {
        if let origin, Double(origin.distanceKm(to: place, in: view)) > radiusKm { continue }
        best.insert(place, score: Float(view.placePopulation[place]))
      }
      return best.sorted().map { place(at: $0.item, view: view, origin: origin) }
    }
  }

  /// The most populous populated place in an IANA time zone ("Asia/Seoul" → Seoul, not
  /// South Korea), if any.
  public func mainPlace(timeZone: String) -> Place? {
    holder.withView { view in
      guard
        let zone = (0..<view.timezones.count).first(where: {
          view.string(view.timezones[$0]) == timeZone
        })
      else { return nil }
      var best: Int?
      for place in 0..<view.placeCount
      where Int(view.placeTimezone[place]) == zone && view.placeKind[place] == PlaceKind.populated.code {
        if best == nil || view.placePopulation[place] > view.placePopulation[best!] { best = place }
      }
      return best.map { place(at: $0, view: view, origin: nil) }
    }
  }

  /// The best `pool` matches, the qualified readings they may come from, and the words of
  /// the query they leave out (empty when they match every word).
  ///
  /// Two readings compete: the whole query as a name, and a name with qualifiers that
  /// say where it is ("paris, tx", "texas paris"; `QualifiedReading`), whose places must
  /// be in the areas named. Typo-tolerant matches of the whole query join when matches
  /// as typed run thin (fewer than `thinMatches` places) and no qualified reading
  /// matched, whatever the limit, so that the first answer to `--limit 1` is the first
  /// of `--limit 10`; each word must be within its own typo distance. When nothing
  /// matches every word, the places named by its first words (at least half, whole
  /// words) answer, with the words they leave out (`PartialMatch`).
  private func rankedCandidates(
    _ query: String, view: IndexView, origin: QueryOrigin?, favored: FavoredPlaces = .none, pool: Int
  ) -> (candidates: [Candidate], readings: [QualifiedReading], leftOut: [String]) {
    var normalizer = TextNormalizer()
    // A trailing space says a word is whole ("san " is not "Sanaa"; "st louis " is St.
    // Louis and the names that go on after it); a trailing comma
    // says the name is ("paris," is Paris, before any qualifier is typed).
    let nameEnds = query.last { !$0.isWhitespace } == ","
    let typed = SearchKey.query(query, keepTrailingSpace: !nameEnds, normalizer: &normalizer)
    guard !typed.isEmpty, typed != [0x20] else { return ([], [], []) }
    // "mount vernon" reads as "mt vernon", "the united states" as "united states".
    let key = NameForms.query(typed, in: view)
    // `ranked` is asked for as many as a large range's precomputed list holds, or the
    // pool when it is bigger: a scanned range can match thousands of places.
    let keeping = max(pool, IndexFormat.nodeListSize)
    var search = CandidateSearch(
      view: view, key: key, origin: origin, favored: favored, language: language, keeping: keeping)
    search.gatherPrefixMatches(pool: pool)
    if key.count > 1 && key.last == 0x20 { search.gatherEqualKeys(Array(key.dropLast()), pool: pool) }
    let readings = QualifiedReading.readings(of: key, in: view)
    for (offset, reading) in readings.enumerated() {
      search.gather(reading, number: offset + 1, pool: pool)
    }
    // A query a qualified reading answers is no misspelt name, and neither is a name its
    // comma ends that some place has whole ("hyderabad,"): no typo search for them.
    let settled = search.readingAnswered || (nameEnds && search.matchedWhole)
    let budget = settled ? 0 : FuzzyMatcher.budget(for: key)
    if search.count < PlaceEngine.thinMatches && budget > 0 {
      var fuzzy = FuzzyMatcher(view: view, key: key, budget: budget)
      fuzzy.run()
      for match in fuzzy.matches where match.edits > 0 {
        let matched = view.key(of: match.range.lowerBound).prefix(match.matchedBytes)
        guard FuzzyMatcher.fitsWordByWord(key, matched: matched, edits: match.edits) else { continue }
        search.gather(range: match.range, edits: match.edits, matchedBytes: match.matchedBytes, pool: pool)
      }
    }
    var leftOut: [String] = []
    if search.count == 0 {
      for partial in PartialMatch.spans(of: key) {
        search.gatherWholeWords(partial.name, pool: pool)
        if search.count > 0 {
          leftOut = partial.leftOutWords(of: query, key: key)
          break
        }
      }
    }
    search.placeCodeMatches()
    return (search.ranked(atMost: keeping), readings, leftOut)
  }

  /// The place at `index` of the index, in the display language, measured from `origin`.
  func place(at index: Int, view: IndexView, origin: QueryOrigin?) -> Place {
    let code = view.placeCountry[index]
    let country = IndexFormat.countryCode(packed: code)
    let place = Place(
      id: view.string(view.placeID[index]), name: view.displayName(of: index, in: language),
      primaryName: view.string(view.placeName[index]), subtitle: view.describedSubtitle(of: index, in: language),
      location: view.location(of: index), countryCode: country, admin1: view.admin1(of: index, in: language),
      population: Int(view.placePopulation[index]), timezone: view.string(view.timezones[Int(view.placeTimezone[index])]),
      kind: view.kind(of: index), feature: view.feature(of: index), extent: view.extent(of: index))
    return origin.map { place.measured(from: $0.location) } ?? place
  }
}
