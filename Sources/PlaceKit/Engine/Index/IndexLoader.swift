import Foundation

/// Reads a data source and produces its index: from the cache when valid, else built
/// and cached.
enum IndexLoader {
  /// Progress of a build, for a message on stderr: a phase name and 0...1.
  typealias Progress = @Sendable (_ phase: String, _ fraction: Double) -> Void

  /// Loads or builds the index of `source`; `warn` hears why a built index could not be
  /// cached.
  static func load(
    source: DataSource, cache: IndexCache, reader: DataFileReader = DataFileReader(),
    progress: Progress?, warn: (@Sendable (String) -> Void)? = nil
  ) throws(PlaceKitError) -> PlaceIndex {
    let files = source.files()
    var contents: [DataFile: [UInt8]] = [:]
    var hash = FastHash()
    hash.combine(UInt64(IndexFormat.version))
    // The index stores scores and best-entry lists, so ranking parameters key it too.
    for parameter in RankingModel.indexParameters { hash.combine(UInt64(parameter.bitPattern)) }
    for file in files.all {
      if case .embedded(let embedded) = file {
        // Hashed where it is linked in; copied only when the index must be built.
        let bytes = try embedded.linkedBytes()
        hash.combine(bytes)
        hash.combine(UInt64(bytes.count))
        continue
      }
      let data = try reader.read(file)
      data.withUnsafeBytes { hash.combine($0) }
      hash.combine(UInt64(data.count))
      contents[file] = data
    }
    let sourceHash = hash.finalize()
    if let cached = cache.load(sourceHash: sourceHash) { return cached }
    for file in files.all where contents[file] == nil { contents[file] = try reader.read(file) }
    let bytes = try build(files: files, contents: contents, sourceHash: sourceHash, progress: progress)
    do {
      try cache.store(bytes, sourceHash: sourceHash)
    } catch {
      warn?(cache.warning(for: error))
    }
    return PlaceIndex.built(bytes, sourceHash: sourceHash)
  }

  /// Builds index bytes from the files of a source: parse (in parts, on all cores),
  /// drop repeated geonameids, conflate (`PlaceConflator`), index (in parts again).
  static func build(
    files: DataFiles, contents: [DataFile: [UInt8]], sourceHash: UInt64, progress: Progress?
  ) throws(PlaceKitError) -> [UInt8] {
    func bytes(_ file: DataFile) throws(PlaceKitError) -> [UInt8] {
      let raw = contents[file] ?? []
      if raw.count >= 2 && raw[0] == 0x1F && raw[1] == 0x8B {
        return try Gzip.gunzip(raw, path: file.path)
      }
      return raw
    }
    progress?("reading", 0)
    var countries: [String: String] = [:], alpha3: [String: String] = [:]
    if let file = files.countries {
      let table = try bytes(file)
      countries = try GeoNamesParser.parseCountries(table, path: file.path, format: files.countriesFormat)
      alpha3 = try GeoNamesParser.parseCountryAlpha3(table, path: file.path, format: files.countriesFormat)
    }
    var admin1: [String: String] = [:]
    if let file = files.admin1 {
      admin1 = try GeoNamesParser.parseAdmin1(try bytes(file), path: file.path, format: files.admin1Format)
    }
    var areaNames = AreaNames(countries: countries, admin1: admin1, countryAlpha3: alpha3)
    if let file = files.areaNames {
      try areaNames.addTranslations(try bytes(file), path: file.path)
    }
    var tagged: [Int: [DisplayLanguage: String]] = [:]
    if let file = files.alternateNames {
      tagged = try AlternateNamesParser.parse(try bytes(file), path: file.path)
    }
    // Records live only until indexed: the builder's arrays are what the index needs.
    let (builder, skipped, merged) = try { () throws(PlaceKitError) in
      let placesBytes = try bytes(files.places)
      progress?("reading places", 0.1)
      var (places, skipped) = try parseInParallel(placesBytes, path: files.places.path)
      if !tagged.isEmpty {
        for index in places.indices {
          if let id = Int(places[index].id.dropFirst("geonames:".count)), let names = tagged[id] {
            places[index].taggedNames = names
          }
        }
      }
      var koreanAreas: [PlaceRecord] = []
      if let file = files.koreanAreas {
        try KoreanAdminParser.parse(try bytes(file), path: file.path) { area in
          var area = area
          // A province reads as its first-level area does ("Gyeonggi-do", "Jeju"), not as
          // its long romanized official name (Jeju-teukbyeoljachido).
          if area.kind == .adminArea(level: 1), let name = admin1["KR.\(area.admin1Code)"],
            !area.alternateNames.contains(name)
          {
            area.alternateNames.insert(name, at: 0)
          }
          koreanAreas.append(area)
        }
      }
      guard !places.isEmpty || !koreanAreas.isEmpty else {
        let reason = skipped.summary.map { "it holds no usable places (\($0))" } ?? "it holds no places"
        throw .unreadableData(path: files.places.path, reason: reason)
      }
      progress?("merging places", 0.3)
      var conflator = PlaceConflator()
      conflator.conflate(&places, koreanAreas: koreanAreas)
      progress?("indexing names", 0.4)
      return (indexInParallel(places, areaNames: areaNames), skipped, conflator.mergedCount)
    }()
    progress?("sorting", 0.6)
    let index = builder.finish(sourceHash: sourceHash, skipped: skipped, merged: merged)
    progress?("done", 1)
    return index
  }

  /// Parses the places file in parts on all cores, joined in file order; a geonameid
  /// seen before (two dumps joined into one file) is skipped, keeping its first line.
  private static func parseInParallel(_ places: [UInt8], path: String) throws(PlaceKitError)
    -> (records: [PlaceRecord], skipped: SkippedLines)
  {
    // Two parts per core even out parts that parse at different speeds.
    let parts = max(2, min(2 * ProcessInfo.processInfo.activeProcessorCount, 16))
    // Split at line starts, and count the lines before each part for error messages.
    var starts = [0]
    for part in 1..<parts {
      var cut = max(starts[part - 1], places.count * part / parts)
      while cut < places.count && cut > 0 && places[cut - 1] != 0x0A { cut += 1 }
      starts.append(cut)
    }
    starts.append(places.count)
    var firstLines = [0]
    for part in 1..<parts {
      firstLines.append(firstLines[part - 1] + places[starts[part - 1]..<starts[part]].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
    }
    typealias Part = (records: [PlaceRecord], skipped: SkippedLines, ids: [(id: Int, line: Int)])
    let results = Box<[Result<Part, PlaceKitError>?]>(Array(repeating: nil, count: parts))
    let (partStarts, partFirstLines) = (starts, firstLines)
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let result = Result { () throws(PlaceKitError) -> Part in
        var records: [PlaceRecord] = []
        var skipped = SkippedLines()
        var ids: [(id: Int, line: Int)] = []
        try GeoNamesParser.parsePlaces(
          Array(places[partStarts[part]..<partStarts[part + 1]]), path: path,
          firstLine: partFirstLines[part] + 1, skipped: &skipped
        ) { record, id, line in
          records.append(record)
          ids.append((id, line))
        }
        return (records, skipped, ids)
      }
      results.update { $0[part] = result }
    }
    var records: [PlaceRecord] = []
    var skipped = SkippedLines()
    var seen = Set<Int>()
    for part in 0..<parts {
      let next = try results.value[part]!.get()
      skipped.merge(next.skipped)
      for (record, id) in zip(next.records, next.ids) {
        if seen.insert(id.id).inserted {
          records.append(record)
        } else {
          skipped.record(.duplicateID, line: id.line)
        }
      }
    }
    return (records, skipped)
  }

  /// Indexes `records` in parts on all cores, joined in order, so places keep it.
  private static func indexInParallel(_ records: [PlaceRecord], areaNames: AreaNames) -> IndexBuilder {
    let parts = max(1, min(2 * ProcessInfo.processInfo.activeProcessorCount, 16, records.count))
    let builders = Box<[IndexBuilder?]>(Array(repeating: nil, count: parts))
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      var builder = IndexBuilder(areaNames: areaNames)
      for record in records[(records.count * part / parts)..<(records.count * (part + 1) / parts)] {
        builder.add(record)
      }
      builders.update { $0[part] = builder }
    }
    var joined = builders.value[0]!
    for part in 1..<parts { joined.append(builders.value[part]!) }
    return joined
  }
}
