import Foundation
import PlaceClient
import PlaceKit
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
  /// Whether falling back prints its warning: not under the interactive UI, whose
  /// header says it (stderr would write over the screen).
  let warnsOnFallback = Box(true)
  /// The user's preferences (`config.json`).
  let settings: Settings
  /// The language names are shown in: `--lang`, else the `lang` setting, else the
  /// locale's (see `language(_:settings:environment:)`).
  let language: DisplayLanguage
  /// Said after "no place matches" when the source is the embedded data alone (no
  /// `--data`, no server): what it leaves out and where that comes from; nil otherwise.
  let missingKindsHint: String?
  /// The recent places known when the command started (empty unless asked for).
  let recentPlaces: [RecentPlace]
  /// Their ids: completions (in the UI and for `--select-1`) favor these places.
  let favoredPlaceIDs: Set<String>

  /// Loads the settings and the engine (from the index cache, or building it with
  /// progress on stderr). With `history`, also the recent places, which completions
  /// then favor; a corrupt history file is moved aside with a warning here, before any
  /// UI is on the screen. Throws `PreferenceError` (also for an invalid `lang` setting
  /// without `--lang`) or `PlaceKitError` (hence untyped).
  init(options: CommonOptions, history: Bool = false) throws {
    try self.init(language: options.language, data: options.data, serverOptions: options.serverOptions, history: history)
  }

  /// The root of a command with no other common options (`recent`, `config set home`):
  /// the same source, from `data` and the server options. With `loadsFirst` off the data
  /// loads at the source's first question, not here (a command that may ask none).
  init(
    language languageOption: LanguageOption, data: DataSource, serverOptions: ServerOptions, history: Bool = false,
    loadsFirst: Bool = true
  ) throws {
    settings = try CompositionRoot.configStore().load()
    language = try CompositionRoot.language(languageOption, settings: settings)
    let server = try CompositionRoot.server(serverOptions, settings: settings)
    missingKindsHint = server == nil && data == .embedded ? CompositionRoot.missingKinds : nil
    // The one place the language is applied: the source speaks it. With a server the
    // embedded data loads in the background from now on, so that only a fallback in the
    // first moments waits for it; without one, it is the source and loads first.
    let language = language
    let loader =
      server == nil && loadsFirst
      ? EngineLoader(engine: try CompositionRoot.loadEngine(data: data).speaking(language))
      : EngineLoader { () throws(PlaceKitError) in try CompositionRoot.loadEngine(data: data).speaking(language) }
    if server != nil { loader.withEngine { _ in } }
    if history {
      do {
        recentPlaces = try CompositionRoot.recentPlacesRepository().load()
      } catch {
        CompositionRoot.warn("\(error)")
        recentPlaces = []
      }
    } else {
      recentPlaces = []
    }
    favoredPlaceIDs = Set(recentPlaces.map(\.id))
    let embedded = EmbeddedPlaceService(loader: loader, favoredPlaceIDs: favoredPlaceIDs)
    (source, fallback) = CompositionRoot.source(
      server: server, options: serverOptions, embedded: embedded, language: language, warns: warnsOnFallback)
  }

  /// The embedded engine as a source; its completions favor `favoredPlaceIDs`.
  static func embeddedSource(_ engine: PlaceEngine, favoring favoredPlaceIDs: Set<String> = [])
    -> any PlaceSource
  {
    EmbeddedPlaceService(loader: EngineLoader(engine: engine), favoredPlaceIDs: favoredPlaceIDs)
  }

  /// What the embedded data leaves out, and where it comes from (`missingKindsHint`).
  static let missingKinds =
    "the embedded data holds cities, towns, countries, administrative areas and airports; landmarks, stations and "
    + "streets come with --data (GeoNames allCountries) or --server (Photon): see \"\(UIStrings.placesSection)\" in the README"

  /// One sentence on stderr saying `query` matched nothing: the best row that matches
  /// some of its words when `partial` is one ("Paris matches without “zzz”"), and what
  /// the data leaves out when that may be why.
  private func sayNothingMatches(_ query: String, partial: Completion?) {
    var sentence = "No place matches \"\(query)\""
    if let partial, !partial.matchesEveryWord {
      let words = partial.leftOutWords.map { "“\($0)”" }.joined(separator: ", ")
      sentence = "No place matches every word of \"\(query)\"; \(partial.title) matches without \(words)"
    }
    StandardStream.message(sentence + (missingKindsHint.map { "; \($0)." } ?? "."))
  }

  /// `sayNothingMatches` for a `search` or `show` of `query` that found nothing: asks the
  /// source for the best row matching some of its words.
  func sayNothingMatches(searching query: String, near location: Location?) async {
    let partial = try? await source.complete(query, near: location, limit: 1).first
    sayNothingMatches(query, partial: partial)
  }

  /// The server to ask: `--server`, else `PLACESEARCH_SERVER`, else the `server` setting;
  /// nil for none.
  static func server(
    _ options: ServerOptions, settings: Settings, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> ServerURL? {
    if let server = options.server { return server }
    if let text = environment["PLACESEARCH_SERVER"], !text.isEmpty {
      guard let url = ServerURL(text) else {
        throw PreferenceError.invalidValue(key: "PLACESEARCH_SERVER", value: text, accepted: ServerURL.acceptedValues)
      }
      return url
    }
    return try settings.value(Preferences.Source.server)
  }

  /// The source for `server`: the embedded service without one; with one, the server
  /// with the embedded service as fallback (one warning on stderr when it answers, while
  /// `warns` holds), or the server alone with `--no-fallback`.
  static func source(
    server: ServerURL?, options: ServerOptions, embedded: EmbeddedPlaceService, language: DisplayLanguage,
    warns: Box<Bool>
  ) -> (any PlaceSource, FallbackPlaceService?) {
    guard let server else { return (embedded, nil) }
    let client = ServerPlaceService(
      url: server.url, timeoutMs: options.serverTimeout ?? ServerPlaceService.defaultTimeoutMs,
      userAgent: ServerPlaceService.defaultUserAgent, language: language.rawValue)
    if options.noFallback { return (client, nil) }
    let fallback = FallbackPlaceService(
      primary: client, fallback: embedded,
      onFirstFallback: { error in
        guard warns.value else { return }
        warn("the server \(server.text) did not answer (\(ServerPlaceService.reason(error))); answered from the embedded data")
      })
    return (fallback, fallback)
  }

  /// The engine for `--data PATH`, else the embedded dataset; lines of a `--data` file
  /// that were skipped get a one-line warning on every run, and so does an index that
  /// cannot be cached.
  static func loadEngine(data source: DataSource) throws(PlaceKitError) -> PlaceEngine {
    let reporter = BuildProgressReporter()
    // Said after the progress line ends, not inside it; later ones (a damaged index
    // found by a query) at once.
    let duringLoad = HeldWarnings()
    duringLoad.hold()
    let engine = try PlaceEngine.load(
      source, progress: { phase, fraction in reporter.report(phase, fraction) },
      warn: { message in if !duringLoad.keep(message) { warn(message) } })
    reporter.finish(places: engine.placeCount, merged: engine.mergedPlaceCount)
    for message in duringLoad.release() { warn(message) }
    if case .geoNamesFile(let url, _) = source, let summary = engine.skippedLines.summary {
      warn("\(url.path): \(summary)")
    }
    return engine
  }

  /// What `placesearch serve` answers from: one source per display language over one
  /// engine (`--data PATH`, else the embedded dataset), and a line saying which data.
  static func serverSources(data: DataSource) throws(PlaceKitError)
    -> (sources: [DisplayLanguage: any PlaceSource], dataset: String)
  {
    let engine = try loadEngine(data: data)
    var sources: [DisplayLanguage: any PlaceSource] = [:]
    for language in DisplayLanguage.allCases {
      sources[language] = embeddedSource(engine.speaking(language))
    }
    let origin = if case .geoNamesFile(let url, _) = data { url.lastPathComponent } else { "embedded" }
    return (sources, "\(origin) (\(engine.placeCount) places)")
  }

  /// The language names are shown in, decided here only: `--lang`, else the `lang`
  /// setting, else the language of the locale in `environment` (`LC_ALL`, `LC_MESSAGES`,
  /// `LANG`; English for `C`, `POSIX` or a language not supported). The setting is read
  /// only without `--lang`, so the flag works even when the stored value is invalid (a
  /// `PreferenceError` otherwise).
  static func language(
    _ option: LanguageOption, settings: Settings,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PreferenceError) -> DisplayLanguage {
    if let flag = option.lang { return flag }
    return try settings.value(Preferences.Display.lang, environment: environment)
  }

  /// The settings file (`$XDG_CONFIG_HOME/placesearch/config.json`).
  static func configStore() -> ConfigStore {
    ConfigStore(file: AppDirectories().configFile)
  }

  /// The recent places file (`$XDG_STATE_HOME/placesearch/recent.json`); warnings go
  /// to stderr.
  static func recentPlacesRepository() -> RecentPlacesRepository {
    FileRecentPlacesRepository(file: AppDirectories().recentPlacesFile, warn: { warn($0) })
  }

  /// Whether `PLACESEARCH_NO_HISTORY` turns recording off (any value but empty or "0").
  static func historyDisabled() -> Bool {
    let value = ProcessInfo.processInfo.environment["PLACESEARCH_NO_HISTORY"] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// Warnings said while the interactive UI is on the screen: stderr would write over it.
  private static let underTheUI = HeldWarnings()

  /// One warning line on stderr: "placesearch: warning: …"; kept back while the
  /// interactive UI is on the screen (`holdingWarnings`).
  static func warn(_ message: String) {
    if !underTheUI.keep(message) { StandardStream.message("warning: \(message)") }
  }

  /// Runs `body` (the interactive UI) with warnings kept back, then says them.
  static func holdingWarnings<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    underTheUI.hold()
    defer {
      for message in underTheUI.release() { warn(message) }
    }
    return try await body()
  }

  /// Records `place` as chosen; a failure to write costs a warning, not the result.
  func record(_ place: Place) {
    do {
      try CompositionRoot.recentPlacesRepository().save(RecentPlace(place))
    } catch {
      CompositionRoot.warn("the place was not added to the recent places: \(error)")
    }
  }

  /// The `--near` location for completion and search (none without the flag).
  func explicitLocation(_ options: CommonOptions) async throws(PlaceKitError) -> Location? {
    guard let near = options.near else { return nil }
    return try await LocationResolver().resolve(flag: near, source: source).location
  }

  /// The current location for recommendations: flag, environment, home, time zone,
  /// Seoul. Throws `PreferenceError` (an invalid home, read only when neither the flag
  /// nor the environment gives a location) or `PlaceKitError`. A home chosen by name is
  /// labelled in the display language, and so is Seoul when nothing says where the user
  /// is: by its name, the header adding "(default)"; the caller says why once the run
  /// has gone well (`DefaultLocationNotice`).
  func currentLocation(_ options: CommonOptions) async throws -> LocationResolver.Resolved {
    if let given = try await LocationResolver().given(flag: options.near, source: source) {
      return given
    }
    var home = try settings.value(Preferences.Location.home)?.resolved
    if let id = home?.placeID, let place = try await source.places(ids: [id], near: nil).first {
      home?.label = place.label
    }
    let resolver = LocationResolver(home: home)
    var resolved = try await resolver.resolve(flag: nil, source: source)
    if resolved.origin == .fallback, let id = resolved.placeID,
      let place = try await source.places(ids: [id], near: nil).first
    {
      resolved.label = place.name
    }
    return resolved
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
    let recent = RecentPlacesService(entries: recentPlaces, lookup: source)
    warnsOnFallback.value = false
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
        missingKindsHint: missingKindsHint != nil, expected: expected, keys: keys))
  }

  /// What a start query matches, for `--select-1`.
  enum StartMatch {
    /// Nothing: the UI would open on "no matches".
    case none
    /// Exactly one place: printed without the UI.
    case one(Place)
    /// Several places, or a row that stands for several.
    case several
  }

  /// What `query` matches near `location` (`--select-1`).
  func startMatch(_ query: String, near location: Location) async throws(PlaceKitError) -> StartMatch {
    let (rows, place) = try await source.bestMatch(of: query, near: location, limit: 2) { rows in
      rows.count == 1 && !rows[0].isGroup
    }
    guard !rows.isEmpty else { return .none }
    guard let place else { return .several }
    return .one(place)
  }
}
