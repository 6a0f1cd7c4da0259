import Hummingbird
import HummingbirdCore
import Logging
import PlaceKit

/// An HTTP server answering from any `PlaceSource`: Photon's API (`/api`, `/reverse`,
/// `/status`) and our native API (`/v1/…`, the JSON the subcommands print).
///
/// It never names an engine: the composition root hands it one source per display
/// language, and each request is answered by the source for its `lang` parameter or
/// `Accept-Language` header. Only GET and HEAD are served, nothing from the file
/// system, and bad input is always a 4xx with `{"message": …}` naming the parameter.
public struct PlaceServer: Sendable {
  /// How the server listens and what it admits.
  public struct Configuration: Sendable {
    /// Address to bind; 127.0.0.1 unless serving a team on purpose.
    public var host: String
    /// Port; 0 picks a free one (read it from `onListening`).
    public var port: Int
    /// The origin allowed by CORS (`*` for any); nil sends no CORS headers.
    public var corsOrigin: String?
    /// Most connections open at once; more wait in the listen backlog.
    public var maximumConnections: Int
    /// A connection idle this long is closed (slow or stalled clients).
    public var idleTimeout: Duration
    /// Longest a source may take to answer one request before a 503.
    public var requestTimeout: Duration
    /// Longest request line (path and query) accepted, in bytes; longer is a 414.
    public var maximumURILength: Int
    /// Most answers kept for repeated requests (`AnswerCache`); 0 keeps none.
    public var cachedAnswers: Int

    /// A configuration listening on `host`:`port` with the given limits.
    public init(
      host: String = "127.0.0.1", port: Int = 2322, corsOrigin: String? = nil, maximumConnections: Int = 1024,
      idleTimeout: Duration = .seconds(30), requestTimeout: Duration = .seconds(10), maximumURILength: Int = 4096,
      cachedAnswers: Int = 10_000
    ) {
      self.host = host
      self.port = port
      self.corsOrigin = corsOrigin
      self.maximumConnections = maximumConnections
      self.idleTimeout = idleTimeout
      self.requestTimeout = requestTimeout
      self.maximumURILength = maximumURILength
      self.cachedAnswers = cachedAnswers
    }
  }

  private let context: ServerContext
  private let configuration: Configuration

  /// A server answering from `sources` (one per display language), in
  /// `defaultLanguage` when a request names none; `/status` reports `version` and
  /// `dataset`.
  public init(
    sources: @escaping @Sendable (DisplayLanguage) -> any PlaceSource, defaultLanguage: DisplayLanguage,
    version: String, dataset: String, configuration: Configuration = Configuration()
  ) {
    self.context = ServerContext(
      sources: sources, defaultLanguage: defaultLanguage, version: version, dataset: dataset,
      requestTimeout: configuration.requestTimeout, cache: AnswerCache(capacity: configuration.cachedAnswers),
      deadlines: DeadlineWatch(tick: max(min(configuration.requestTimeout / 10, .milliseconds(100)), .milliseconds(1))))
    self.configuration = configuration
  }

  /// The routes and middleware, without a listening socket (for tests, and for
  /// `application`). `accessLog`, when given, hears one line per request.
  public func router(accessLog: Logger? = nil) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self, options: [.autoGenerateHeadEndpoints])
    if let accessLog { router.add(middleware: AccessLogMiddleware(logger: accessLog)) }
    if let origin = configuration.corsOrigin {
      router.add(
        middleware: CORSMiddleware(allowOrigin: origin == "*" ? .all : .custom(origin), allowMethods: [.get, .head]))
    }
    router.add(middleware: RequestGuardMiddleware(maximumURILength: configuration.maximumURILength))
    PhotonAPI(context: context).register(on: router)
    NativeAPI(context: context).register(on: router)
    return router
  }

  /// The server, ready to `runService()` (which stops gracefully on SIGTERM and SIGINT:
  /// requests in flight finish). `onListening` hears the bound host and port once the
  /// socket listens. `logger` is Hummingbird's own; `accessLog` the per-request lines.
  public func application(
    logger: Logger, accessLog: Logger?, onListening: @escaping @Sendable (String, Int) async -> Void
  ) -> some ApplicationProtocol {
    Application(
      router: router(accessLog: accessLog),
      server: .http1(configuration: .init(idleTimeout: .init(configuration.idleTimeout))),
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port), serverName: "placesearch",
        availableConnectionsDelegate: MaximumAvailableConnections(configuration.maximumConnections)),
      onServerRunning: { channel in
        await onListening(configuration.host, channel.localAddress?.port ?? configuration.port)
      },
      logger: logger)
  }

  /// Runs `body` with the port of this server listening (quietly) on its configured
  /// host and port (0: a free one); the server stops, gracefully, when `body` returns.
  /// For tests and benchmarks of clients on loopback.
  public func whileListening<T: Sendable>(_ body: @Sendable (Int) async throws -> T) async throws -> T {
    var quiet = Logger(label: "placesearch.server")
    quiet.logLevel = .critical
    let bound = AsyncStream<Int>.makeStream()
    let app = application(logger: quiet, accessLog: nil) { _, port in bound.continuation.yield(port) }
    let serving = Task { try await app.runService() }
    defer { serving.cancel() }
    guard let port = await bound.stream.first(where: { _ in true }) else { throw CancellationError() }
    return try await body(port)
  }
}
