import Foundation
import PlaceKit
import PlaceSearchUI

/// The one place that names concrete engine types: it loads the engine for the
/// options given and hands out the protocols the commands use.
struct CompositionRoot {
  let engine: PlaceEngine
  let service: EmbeddedPlaceService

  /// Loads the engine (from the index cache, or building it with progress on stderr);
  /// lines of a `--data` file that were skipped get a one-line warning on every run.
  init(options: CommonOptions) throws(PlaceKitError) {
    let source: DataSource = options.data.map { .geoNamesFile(URL(fileURLWithPath: $0)) } ?? .embedded
    let reporter = BuildProgressReporter()
    engine = try PlaceEngine.load(source) { phase, fraction in reporter.report(phase, fraction) }
    reporter.finish()
    if let path = options.data, let summary = engine.skippedLines.summary {
      FileHandle.standardError.write(Data("placesearch: warning: \(path): \(summary)\n".utf8))
    }
    service = EmbeddedPlaceService(loader: EngineLoader(engine: engine))
  }

  /// The `--near` location for completion and search (none without the flag).
  func explicitLocation(_ options: CommonOptions) throws(PlaceKitError) -> Location? {
    guard let near = options.near else { return nil }
    return try LocationResolver().resolve(flag: near, engine: engine).location
  }

  /// The current location for recommendations: flag, environment, time zone, Seoul.
  func currentLocation(_ options: CommonOptions) throws(PlaceKitError) -> LocationResolver.Resolved {
    try LocationResolver().resolve(flag: options.near, engine: engine)
  }

  /// The interactive search, wired: the three controllers on the embedded service.
  @MainActor
  func makeCoordinator(near here: LocationResolver.Resolved, query: String) -> SearchCoordinator {
    let service = service
    let location = here.location
    return SearchCoordinator(
      recommendations: RecommendationController(recommender: service, location: location),
      completions: CompletionController(completer: service, location: location),
      makeDetails: { DetailResultsController(searcher: service, completion: $0, location: location) },
      locationLabel: here.label, initialQuery: query)
  }

  /// The place a query stands for when it has exactly one match (`--select-1`).
  func onlyMatch(_ query: String, near location: Location) -> Place? {
    let completions = engine.complete(query, near: location, limit: 2)
    guard completions.count == 1, !completions[0].isGroup else { return nil }
    return engine.places(ids: completions[0].placeIDs, near: location).first
  }
}
