import Foundation
import PlaceKit

/// Reads a data source and produces its index: from the cache when valid, else built
/// and cached.
enum IndexLoader {
  /// Progress of a build, for a message on stderr: a phase name and 0...1.
  typealias Progress = @Sendable (_ phase: String, _ fraction: Double) -> Void
  /// Text handed over in chunks: a places file as it is read.
  typealias TextStream = (_ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void) throws(PlaceKitError) -> Void

  /// Loads or builds the index of `source`; `warn` hears why a built index could not be
  /// cached. Without `reusingCache`, the cached index is not used: it is built and stored
  /// again (in place of a damaged one).
  ///
  /// The cache key is what is cheap to check and safe: the embedded files' bytes (where
  /// they are linked in), each file on disk by path, device, inode, size and modification
  /// time (never read for the key: a later start reads no data file at all), the feature
  /// classes, the index format, the ranking parameters and the words of area types (written
  /// into subtitles). A pipe has no such identity:
  /// its index is built on every run and not cached.
  static func load(
    source: DataSource, cache: IndexCache, reader: DataFileReader = DataFileReader(),
    progress: Progress?, warn: (@Sendable (String) -> Void)? = nil, reusingCache: Bool = true
  ) throws(PlaceKitError) -> PlaceIndex {
    let files = source.files()
    let classes = source.featureClasses
    // Scratch space for the build beside the cache, else in the temporary folder.
    let scratch = { (folder: URL) in SpillFile(directory: folder) }
    let index = { (progress: Progress?, spill: SpillFile) throws(PlaceKitError) in
      try prepare(files: files, classes: classes, reader: reader, spill: spill, progress: progress)
    }
    let temporary = FileManager.default.temporaryDirectory
    guard let sourceHash = try key(files: files, classes: classes) else {
      return PlaceIndex.built(try index(progress, scratch(temporary)).inMemory(sourceHash: 0), sourceHash: 0)
    }
    if reusingCache, let cached = cache.load(sourceHash: sourceHash, warn: warn) { return cached }
    return try cache.whileBuilding(waiting: { progress?("waiting for another placesearch building it", 0) }) {
      () throws(PlaceKitError) in
      // Another process may have built it while this one waited.
      if reusingCache, let cached = cache.load(sourceHash: sourceHash) { return cached }
      var cache = cache
      if let embedded = try? key(files: DataSource.embedded.files(), classes: .standard) { cache.pinned.insert(embedded) }
      // Written straight into the cache and mapped from there: no copy of a
      // multi-gigabyte index in memory, and pages the queries never touch cost none.
      let draft: AtomicFile.Draft
      do throws(StorageError) {
        draft = try cache.draft(for: sourceHash)
      } catch {
        warn?(cache.warning(for: error))
        return PlaceIndex.built(
          try index(progress, scratch(temporary)).inMemory(sourceHash: sourceHash), sourceHash: sourceHash)
      }
      let prepared = try index(progress, scratch(cache.directory))
      let written: AtomicFile.Draft
      do throws(StorageError) {
        written = try prepared.finish(into: draft, sourceHash: sourceHash, progress: progress)
      } catch {
        // A full disk mid-write: said, and built again in memory.
        warn?(cache.warning(for: error))
        return PlaceIndex.built(
          try index(nil, scratch(temporary)).inMemory(sourceHash: sourceHash), sourceHash: sourceHash)
      }
      // Mapped from the file just written rather than kept in memory: pages the queries
      // never touch cost nothing. (The mapping outlives the rename or the removal.)
      guard let mapped = try? PlaceIndex.mapped(written.temporary, sourceHash: sourceHash, name: written.target) else {
        warn?(cache.warning(for: .unreadable(path: written.temporary.path, reason: "the index just written reads back wrong")))
        return PlaceIndex.built(
          try index(nil, scratch(temporary)).inMemory(sourceHash: sourceHash), sourceHash: sourceHash)
      }
      // A file replaced while it was read must not leave its index under the old key: its
      // index is used this once and not kept.
      if try key(files: files, classes: classes) == sourceHash {
        do throws(StorageError) {
          try cache.commit(written)
        } catch {
          warn?(cache.warning(for: error))
        }
      }
      return mapped
    }
  }

  /// The cache key of `files` read with `classes` (see `load`), nil when a file is a pipe
  /// (or missing: reading it then says why).
  static func key(files: DataFiles, classes: FeatureClasses) throws(PlaceKitError) -> UInt64? {
    var hash = FastHash()
    hash.combine(UInt64(IndexFormat.version))
    // The index stores scores and best-entry lists, so ranking parameters key it too.
    for parameter in RankingModel.indexParameters { hash.combine(UInt64(parameter.bitPattern)) }
    // The words of area types are written into the index's subtitles.
    var words = AreaTypeVocabulary.fingerprint
    words.withUTF8 { hash.combine(UnsafeRawBufferPointer($0)) }
    hash.combine(classes.bits)
    for file in files.all {
      switch file {
      case .embedded(let embedded):
        // Read where it is linked in; copied only when the index must be built.
        let bytes = try embedded.linkedBytes()
        for part in EmbeddedFile.identifyingParts(of: bytes) { hash.combine(part) }
        hash.combine(UInt64(bytes.count))
      case .disk(let url):
        guard let identity = DataFileReader.identity(of: url) else { return nil }
        for part in identity { hash.combine(part) }
      }
    }
    return hash.finalize()
  }

  /// A build before its arrays are sorted and written: the places of a source indexed
  /// by an `IndexBuilder`, the file its spilled columns wait in, and what the build
  /// skipped and merged.
  struct Prepared: ~Copyable {
    var builder: IndexBuilder
    let spill: SpillFile
    var skipped: SkippedLines
    var merged: Int

    /// Sorts and writes the index into `sink`.
    consuming func finish<Sink: IndexSink>(
      into sink: Sink, sourceHash: UInt64, progress: Progress?
    ) throws(StorageError) -> Sink {
      var finishing: Progress?
      if let progress { finishing = { progress($0, IndexLoader.finishShare.point(at: $1)) } }
      let written = try builder.finish(
        into: sink, sourceHash: sourceHash, skipped: skipped, merged: merged, spill: spill, progress: finishing)
      progress?("done", 1)
      return written
    }

    /// The index file's bytes, in memory.
    consuming func inMemory(sourceHash: UInt64) -> [UInt8] {
      do {
        return try finish(into: MemoryIndexSink(), sourceHash: sourceHash, progress: nil).bytes
      } catch {
        preconditionFailure("writing into memory failed: \(error)")
      }
    }
  }

  // The shares of a build's progress bar, about those of its time at full scale (13M
  // rows: reading half of it, sorting and writing a quarter).
  /// Reading and parsing the places file.
  static let readingShare = 0.05...0.5
  /// Conflating the populated places and indexing their names.
  static let indexingShare = 0.5...0.72
  /// Sorting the entries and writing the index (`IndexBuilder.finish`).
  static let finishShare = 0.72...1.0

  /// Bytes of a places file from which its build is big: about where its entries no
  /// longer fit one run (`IndexBuilder.runSize` entries come from about 150 MB of
  /// GeoNames text).
  static let bigSourceBytes = 128 << 20

  /// Indexes the files of a source, reading the places file as it streams (see
  /// `prepare(files:classes:read:places:spill:progress:)`).
  static func prepare(
    files: DataFiles, classes: FeatureClasses, reader: DataFileReader, spill: SpillFile, progress: Progress?
  ) throws(PlaceKitError) -> Prepared {
    // A big file's build hands freed memory back from its start: its first run would be
    // too late to keep what the reading frees from piling up (at 13M rows, 1.65 GB at
    // the peak against 1.9 GB).
    if case .disk(let url) = files.places, let size = DataFileReader.size(of: url), size >= bigSourceBytes {
      FreedMemory.mapLargeBlocks()
    }
    return try prepare(
      files: files, classes: classes, read: { (file) throws(PlaceKitError) in try reader.read(file) },
      places: { (body) throws(PlaceKitError) in
        try reader.stream(files.places, progress: { progress?("reading places", readingShare.point(at: $0)) }, body)
      }, spill: spill, progress: progress)
  }

  /// Indexes a source: the small tables whole (`read`), the places as they stream in
  /// (`PlaceStreamParser`: features indexed block by block), then the populated places
  /// and areas conflated (`PlaceConflator`) and indexed, in parts on all cores, after
  /// the features. Columns only written at the end go to `spill` as blocks are indexed.
  static func prepare(
    files: DataFiles, classes: FeatureClasses, read: (DataFile) throws(PlaceKitError) -> [UInt8],
    places: TextStream, spill: SpillFile, progress: Progress?
  ) throws(PlaceKitError) -> Prepared {
    progress?("reading", 0)
    var countries: [String: String] = [:], alpha3: [String: String] = [:], populations: [String: Int] = [:]
    if let file = files.countries {
      let table = try read(file)
      countries = try GeoNamesParser.parseCountries(table, path: file.path, format: files.countriesFormat)
      alpha3 = try GeoNamesParser.parseCountryAlpha3(table, path: file.path, format: files.countriesFormat)
      populations = try GeoNamesParser.parseCountryPopulations(table, path: file.path, format: files.countriesFormat)
    }
    var admin1: [String: String] = [:]
    if let file = files.admin1 {
      admin1 = try GeoNamesParser.parseAdmin1(try read(file), path: file.path, format: files.admin1Format)
    }
    var areaNames = AreaNames(countries: countries, admin1: admin1, countryAlpha3: alpha3, countryPopulations: populations)
    if let file = files.areaNames {
      try areaNames.addTranslations(try read(file), path: file.path)
    }
    var tagged = TaggedNames(onlyOwnNames: files.alternateNamesOnlyOwn)
    if let file = files.alternateNames {
      tagged.byID = try AlternateNamesParser.parse(try read(file), path: file.path)
    }
    // Countries, areas and airports are parsed and indexed while the places stream in (a
    // core is free while each block of them is taken in).
    let worldAreasIndexing = try files.worldAreas.map { (file) throws(PlaceKitError) in
      let (bytes, names) = (try read(file), areaNames)
      return Background {
        Result { () throws(PlaceKitError) in
          var builder = IndexBuilder(areaNames: names)
          try WorldAreasParser.parse(bytes, path: file.path, areaNames: names) { builder.add($0) }
          return builder
        }
      }
    }
    // Records live only until indexed: the builder's arrays are what the index needs, and
    // the populated places wait on disk until conflation.
    return try { () throws(PlaceKitError) in
      var parser = PlaceStreamParser(
        path: files.places.path, classes: classes, tagged: tagged, areaNames: areaNames, spill: spill)
      try places { (chunk) throws(PlaceKitError) in try parser.feed(chunk) }
      try parser.finish()
      FreedMemory.release()
      var koreanAreas: [PlaceRecord] = []
      if let file = files.koreanAreas {
        try KoreanAdminParser.parse(try read(file), path: file.path) { area in
          var area = area
          // A province reads as its first-level area does ("Gyeonggi-do", "Jeju"), not as
          // its long romanized official name (Jeju-teukbyeoljachido).
          if area.kind == .adminArea(level: 1), let name = admin1["KR.\(area.admin1Code)"],
            !area.alternateNames.contains(name)
          {
            area.alternateNames.insert(name, at: 0)
          }
          // Its short forms and other names (경남, Gyeongnam; 제주도).
          areaNames.addKindedNames(to: &area)
          koreanAreas.append(area)
        }
      }
      let worldAreas = try worldAreasIndexing?.take().get()
      let (skipped, featureCount) = (parser.skipped, parser.featureCount)
      var (pending, features) = parser.take()
      guard pending.count > 0 || !koreanAreas.isEmpty || featureCount > 0 else {
        let reason = skipped.summary.map { "it holds no usable places (\($0))" } ?? "it holds no places"
        throw .unreadableData(path: files.places.path, reason: reason)
      }
      progress?("merging places", indexingShare.lowerBound)
      var builder = features ?? IndexBuilder(areaNames: areaNames)
      features = nil
      var conflator = PlaceConflator()
      let total = Double(max(1, pending.count))
      var done = 0
      try pending.conflate(with: &conflator, koreanAreas: koreanAreas) { (records) throws(PlaceKitError) in
        builder.appendInParallel(records, spillingInto: spill)
        done += records.count
        progress?("indexing names", indexingShare.point(at: min(1, Double(done) / total)))
      }
      // Countries, areas and airports are places of their own beside their namesakes
      // (Tokyo the city and Tokyo the prefecture): none is conflated.
      if let worldAreas { builder.append(worldAreas, spillingInto: spill) }
      FreedMemory.release()
      return Prepared(
        builder: builder, spill: spill, skipped: skipped,
        merged: conflator.mergedCount)
    }()
  }
}

extension ClosedRange<Double> {
  /// The point `fraction` (0...1) of the way through the range: a step's progress within
  /// its share of a whole.
  func point(at fraction: Double) -> Double { lowerBound + (upperBound - lowerBound) * fraction }
}
