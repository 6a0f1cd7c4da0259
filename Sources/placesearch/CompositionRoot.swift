import Foundation
import PlaceKit

/// The one place that names concrete engine types: it loads the engine for the
/// options given and hands out the protocols the commands use.
struct CompositionRoot {
  let engine: PlaceEngine
  let service: EmbeddedPlaceService

  /// Loads the engine (from the index cache, or building it with progress on stderr).
  init(options: CommonOptions) throws(PlaceKitError) {
    let source: DataSource = options.data.map { .geoNamesFile(URL(fileURLWithPath: $0)) } ?? .embedded
    let reporter = BuildProgressReporter()
    engine = try PlaceEngine.load(source) { phase, fraction in reporter.report(phase, fraction) }
    reporter.finish()
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
}
