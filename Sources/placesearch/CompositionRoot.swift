import Foundation
import PlaceClient
import PlaceKit
import PlaceSearchEngine
import PlaceSettings
import PlaceSearchUI

/// The one place that names concrete sources and storage types: it loads the settings
/// and the source for the options given and hands out the protocols the commands use.
struct CompositionRoot {
  /// Where places come from: every command finds places through it alone (the
  /// embedded data, or a server with it as fallback; see `source(options:…)`).
  let source: any PlaceSource
  /// With a fallback: which source answered last, for the UI header.
  let fallback: FallbackPlaceService?
  /// Where warnings and "no place matches" go.
  let diagnostics: Diagnostics
  /// The user's preferences (`config.json`).
  let settings: Settings
  /// The language names are shown in: `--lang`, else the `lang` setting, else the
  /// locale's (see `language(_:settings:environment:)`).
  let language: DisplayLanguage
  /// Said after "no place matches" when the source is the embedded data alone (no
  /// `--data`, no server): what it leaves out and where that comes from; nil otherwise.
  let missingKindsHint: String?
  /// The recent places known when the command started (empty unless asked for), looked
  /// up in the source; choosing a place records it there.
  let recent: RecentPlacesService

  /// Loads the settings and the engine (from the index cache, or building it with
  /// progress on stderr). With `history`, also the recent places, which completions
  /// then favor; a corrupt history file is moved aside with a warning here, before any
  /// UI is on the screen. Throws `PreferenceError` (also for an invalid `lang` setting
  /// without `--lang`) or `PlaceKitError` (hence untyped).
  init(options: CommonOptions, history: Bool = false, diagnostics: Diagnostics = .shared) throws {
    try self.init(
      language: options.language, data: options.data, serverOptions: options.serverOptions, history: history,
      diagnostics: diagnostics)
  }

  /// The root of a command with no other common options (`recent`, `config set home`):
  /// the same source, from `data` and the server options. With `loadsFirst` off the data
  /// loads at the source's first question, not here (a command that may ask none).
  init(
    language languageOption: LanguageOption, data: DataSource, serverOptions: ServerOptions, history: Bool = false,
    loadsFirst: Bool = true, diagnostics: Diagnostics = .shared
  ) throws {
    self.diagnostics = diagnostics
    settings = try CompositionRoot.configStore().load()
    language = try languageOption.resolved(settings: settings)
    let server = try serverOptions.server(settings: settings)
    missingKindsHint = server == nil && data == .embedded ? Diagnostics.missingKinds : nil
    // The one place the language is applied: the source speaks it. With a server the
    // embedded data loads in the background from now on, so that only a fallback in the
    // first moments waits for it; without one, it is the source and loads first.
    let language = language
    let loader =
      server == nil && loadsFirst
      ? EngineLoader(engine: try CompositionRoot.loadEngine(data: data, diagnostics: diagnostics).speaking(language))
      : EngineLoader { () throws(PlaceKitError) in
        try CompositionRoot.loadEngine(data: data, diagnostics: diagnostics).speaking(language)
      }
    if server != nil { loader.withEngine { _ in } }
    let repository = CompositionRoot.recentPlacesRepository(diagnostics: diagnostics)
    var recentPlaces: [RecentPlace] = []
    if history {
      do {
        recentPlaces = try repository.load()
      } catch {
        diagnostics.warn("\(error)")
      }
    }
    // Completions (in the UI and for `--select-1`) favor the recent places.
    let embedded = EmbeddedPlaceService(loader: loader, favoredPlaceIDs: Set(recentPlaces.map(\.id)))
    (source, fallback) = CompositionRoot.source(
      server: server, options: serverOptions, embedded: embedded, language: language, diagnostics: diagnostics)
    recent = RecentPlacesService(entries: recentPlaces, lookup: source, repository: repository)
  }

  /// The embedded engine as a source; its completions favor `favoredPlaceIDs`.
  static func embeddedSource(_ engine: PlaceEngine, favoring favoredPlaceIDs: Set<String> = [])
    -> any PlaceSource
  {
    EmbeddedPlaceService(loader: EngineLoader(engine: engine), favoredPlaceIDs: favoredPlaceIDs)
  }

  /// Says that a `search` or `show` of `query` found nothing (`Diagnostics`), with the
  /// source's best row matching some of its words.
  func sayNothingMatches(searching query: String, near location: Location?) async {
    let partial = try? await source.complete(query, near: location, limit: 1).first
    diagnostics.sayNothingMatches(query, partial: partial, missingKinds: missingKindsHint)
  }

  /// The source for `server`: the embedded service without one; with one, the server
  /// with the embedded service as fallback (`diagnostics` warns when it first answers),
  /// or the server alone with `--no-fallback`.
  static func source(
    server: ServerURL?, options: ServerOptions, embedded: EmbeddedPlaceService, language: DisplayLanguage,
    diagnostics: Diagnostics
  ) -> (any PlaceSource, FallbackPlaceService?) {
    guard let server else { return (embedded, nil) }
    let client = ServerPlaceService(
      url: server.url, timeoutMs: options.serverTimeout ?? ServerPlaceService.defaultTimeoutMs,
      userAgent: ServerPlaceService.defaultUserAgent, language: language.rawValue)
    if options.noFallback { return (client, nil) }
    let fallback = FallbackPlaceService(
      primary: client, fallback: embedded,
      onFirstFallback: { error in diagnostics.fellBack(from: server, because: error) })
    return (fallback, fallback)
  }

  /// The settings file (`$XDG_CONFIG_HOME/placesearch/config.json`).
  static func configStore() -> ConfigStore {
    ConfigStore(file: AppDirectories().configFile)
  }

  /// The recent places file (`$XDG_STATE_HOME/placesearch/recent.json`); its warnings
  /// go to `diagnostics`.
  static func recentPlacesRepository(diagnostics: Diagnostics = .shared) -> RecentPlacesRepository {
    FileRecentPlacesRepository(file: AppDirectories().recentPlacesFile, warn: { diagnostics.warn($0) })
  }

  /// The `--near` location for completion and search (none without the flag).
  func explicitLocation(_ options: CommonOptions) async throws(PlaceKitError) -> Location? {
    guard let near = options.near else { return nil }
    return try await LocationResolver().resolve(flag: near, source: source).location
  }

  /// The current location for recommendations and the interactive search
  /// (`LocationResolver.current`), the home setting read only when neither `--near` nor
  /// the environment gives one. Throws `PreferenceError` (an invalid home) or
  /// `PlaceKitError`; the caller says why it is Seoul once the run has gone well
  /// (`DefaultLocationNotice`).
  func currentLocation(_ options: CommonOptions) async throws -> LocationResolver.Resolved {
    try await LocationResolver().current(
      flag: options.near, home: { [settings] in try settings.value(Preferences.Location.home)?.resolved },
      source: source)
  }

  /// The unit distances are shown in; read only by what shows distances as text (JSON
  /// is always in kilometres), so an invalid `units` stops nothing else.
  var units: DistanceUnit {
    get throws(PreferenceError) { try settings.value(Preferences.Display.units) }
  }

  /// The interactive search, wired: the three controllers on the source, the recent
  /// places looked up in it, the screen's words in the display language, the preview
  /// pane (shown from the start when `preview`) on the same source, and the copy and open
  /// actions on it, carried out by `performer`; the `expected` keys choose as Enter does,
  /// the others doing what `keys` says.
  @MainActor
  func makeCoordinator(
    near here: LocationResolver.Resolved, query: String, preview: Bool, performer: PlaceActing,
    expected: ExpectedKeys, keys: KeyMap
  ) throws(PreferenceError) -> SearchCoordinator {
    let source = source
    let location = here.location
    let units = try units
    let events = EventQueue()
    return SearchCoordinator(
      recommendations: RecommendationController(
        recommender: source, recent: recent, location: location, units: units, strings: UIStrings(language),
        events: events),
      completions: CompletionController(
        completer: source, location: location, units: units, strings: UIStrings(language), events: events),
      makeDetails: {
        DetailResultsController(
          searcher: source, completion: $0, location: location, units: units, strings: UIStrings(language),
          events: events)
      },
      events: events,
      preview: PreviewController(lookup: source, location: location, events: events),
      actions: ActionController(lookup: source, performer: performer, location: location, events: events),
      answerSource: { [fallback] in fallback?.answerer },
      options: SearchOptions(
        locationLabel: here.label, locationIsDefault: here.origin == .fallback, initialQuery: query,
        language: language, wantsPreview: preview, here: location, units: units,
        missingKindsHint: missingKindsHint != nil, expected: expected, keys: keys, outlines: CompositionRoot.outlines))
  }
}
