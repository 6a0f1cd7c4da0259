import PlaceKit
import PlaceSearchEngine

/// The engine, as the composition root loads it for the sources it picks: from the index
/// cache, or building it with its progress line on stderr, warnings held until that
/// line ends. No command reaches the engine but through here.
extension CompositionRoot {
  /// The engine for `--data PATH`, else the embedded dataset; lines of a `--data` file
  /// that were skipped get a one-line warning on every run, and so does an index that
  /// cannot be cached.
  static func loadEngine(data source: DataSource, diagnostics: Diagnostics) throws(PlaceKitError) -> PlaceEngine {
    let reporter = BuildProgressReporter()
    // Said after the progress line ends, not inside it; later ones (a damaged index
    // found by a query) at once.
    let duringLoad = HeldWarnings()
    duringLoad.hold()
    let engine = try PlaceEngine.load(
      source, progress: { phase, fraction in reporter.report(phase, fraction) },
      warn: { message in if !duringLoad.keep(message) { diagnostics.warn(message) } })
    reporter.finish(places: engine.placeCount, merged: engine.mergedPlaceCount)
    for message in duringLoad.release() { diagnostics.warn(message) }
    if case .geoNamesFile(let url, _) = source, let summary = engine.skippedLines.summary {
      diagnostics.warn("\(url.path): \(summary)")
    }
    return engine
  }

  /// What `placesearch serve` answers from: one source per display language over one
  /// engine (`--data PATH`, else the embedded dataset), and a line saying which data.
  static func serverSources(data: DataSource, diagnostics: Diagnostics) throws(PlaceKitError)
    -> (sources: [DisplayLanguage: any PlaceSource], dataset: String)
  {
    let engine = try loadEngine(data: data, diagnostics: diagnostics)
    var sources: [DisplayLanguage: any PlaceSource] = [:]
    for language in DisplayLanguage.allCases {
      sources[language] = embeddedSource(engine.speaking(language))
    }
    let origin = if case .geoNamesFile(let url, _) = data { url.lastPathComponent } else { "embedded" }
    return (sources, "\(origin) (\(engine.placeCount) places)")
  }

  /// The country outlines the maps draw (the preview, `show --map`): the embedded ones.
  static var outlines: WorldOutlines? { .embedded }

  /// Where the embedded dataset comes from and of when, for `--version`.
  static var embeddedDataset: String { String(decoding: EmbeddedFile.dataset.bytes, as: UTF8.self) }
}
