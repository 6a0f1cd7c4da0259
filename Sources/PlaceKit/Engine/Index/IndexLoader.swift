import Foundation

/// Reads a data source and produces its index: from the cache when valid, else built
/// and cached.
enum IndexLoader {
  /// Progress of a build, for a message on stderr: a phase name and 0...1.
  typealias Progress = @Sendable (_ phase: String, _ fraction: Double) -> Void

  /// Loads or builds the index of `source`.
  static func load(
    source: DataSource, cache: IndexCache, reader: DataFileReader = DataFileReader(),
    progress: Progress?
  ) throws(PlaceKitError) -> PlaceIndex {
    let files = try source.files()
    var contents: [URL: [UInt8]] = [:]
    var hash = FastHash()
    hash.combine(UInt64(IndexFormat.version))
    // The index stores scores and best-entry lists, so ranking parameters key it too.
    for parameter in RankingModel.indexParameters { hash.combine(UInt64(parameter.bitPattern)) }
    for url in files.all {
      let data = try reader.read(url)
      data.withUnsafeBytes { hash.combine($0) }
      hash.combine(UInt64(data.count))
      contents[url] = data
    }
    let sourceHash = hash.finalize()
    if let cached = cache.load(sourceHash: sourceHash) { return cached }
    let bytes = try build(files: files, contents: contents, sourceHash: sourceHash, progress: progress)
    cache.store(bytes, sourceHash: sourceHash)
    do {
      return try PlaceIndex(data: Data(bytes), sourceHash: sourceHash, verifyingChecksum: false)
    } catch {
      preconditionFailure("a freshly built index failed validation: \(error)")
    }
  }

  /// Builds index bytes from the files of a source.
  static func build(
    files: DataFiles, contents: [URL: [UInt8]], sourceHash: UInt64, progress: Progress?
  ) throws(PlaceKitError) -> [UInt8] {
    func bytes(_ url: URL) throws(PlaceKitError) -> [UInt8] {
      let raw = contents[url] ?? []
      if raw.count >= 2 && raw[0] == 0x1F && raw[1] == 0x8B {
        return try Gzip.gunzip(raw, path: url.path)
      }
      return raw
    }
    progress?("reading", 0)
    var countries: [String: String] = [:]
    if let url = files.countries {
      countries = try GeoNamesParser.parseCountries(try bytes(url), path: url.path)
    }
    var admin1: [String: String] = [:]
    if let url = files.admin1 {
      admin1 = try GeoNamesParser.parseAdmin1(try bytes(url), path: url.path)
    }
    let places = try bytes(files.places)
    progress?("indexing names", 0.1)
    var (builder, skipped) = try buildWithoutDuplicates(
      places, path: files.places.path, countries: countries, admin1: admin1)
    if let url = files.koreanAreas {
      try KoreanAdminParser.parse(try bytes(url), path: url.path) { builder.add($0) }
    }
    guard builder.placeCount > 0 else {
      let reason = skipped.summary.map { "it holds no usable places (\($0))" } ?? "it holds no places"
      throw .unreadableData(path: files.places.path, reason: reason)
    }
    progress?("sorting", 0.6)
    let index = builder.finish(sourceHash: sourceHash, skipped: skipped)
    progress?("done", 1)
    return index
  }

  /// Indexes the places file; a geonameid seen before (two dumps joined into one file)
  /// is skipped, keeping its first line. Duplicates are rare, so they cost a second pass
  /// only when there are some.
  private static func buildWithoutDuplicates(
    _ places: [UInt8], path: String, countries: [String: String], admin1: [String: String]
  ) throws(PlaceKitError) -> (IndexBuilder, SkippedLines) {
    let first = try buildInParallel(places, path: path, countries: countries, admin1: admin1, skipping: [])
    var seen = Set<Int>(minimumCapacity: first.ids.count)
    var duplicateLines = Set<Int>()
    for (id, line) in first.ids where !seen.insert(id).inserted { duplicateLines.insert(line) }
    guard !duplicateLines.isEmpty else { return (first.builder, first.skipped) }
    let second = try buildInParallel(
      places, path: path, countries: countries, admin1: admin1, skipping: duplicateLines)
    return (second.builder, second.skipped)
  }

  /// Parses and indexes the places file in parts on all cores, then joins the parts in
  /// file order, so places keep their file order.
  private static func buildInParallel(
    _ places: [UInt8], path: String, countries: [String: String], admin1: [String: String],
    skipping: Set<Int>
  ) throws(PlaceKitError) -> (builder: IndexBuilder, skipped: SkippedLines, ids: [(id: Int, line: Int)]) {
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
    typealias Part = (builder: IndexBuilder, skipped: SkippedLines, ids: [(id: Int, line: Int)])
    let results = Box<[Result<Part, PlaceKitError>?]>(Array(repeating: nil, count: parts))
    let (partStarts, partFirstLines) = (starts, firstLines)
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let result = Result { () throws(PlaceKitError) -> Part in
        var builder = IndexBuilder(countryNames: countries, admin1Names: admin1)
        var skipped = SkippedLines()
        var ids: [(id: Int, line: Int)] = []
        try GeoNamesParser.parsePlaces(
          Array(places[partStarts[part]..<partStarts[part + 1]]), path: path,
          firstLine: partFirstLines[part] + 1, skipping: skipping, skipped: &skipped
        ) { record, id, line in
          builder.add(record)
          ids.append((id, line))
        }
        return (builder, skipped, ids)
      }
      results.update { $0[part] = result }
    }
    var joined = try results.value[0]!.get()
    for part in 1..<parts {
      let next = try results.value[part]!.get()
      joined.builder.append(next.builder)
      joined.skipped.merge(next.skipped)
      joined.ids += next.ids
    }
    return joined
  }
}
