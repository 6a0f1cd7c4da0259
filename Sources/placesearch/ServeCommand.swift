import ArgumentParser
import Foundation
import Logging
import PlaceKit
import PlaceServer

/// `placesearch serve`: the place data over HTTP, as Photon's API and our native API.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve place search over HTTP: Photon's API (/api, /reverse, /status) and the native API (/v1/…).",
    discussion: """
      Prints "listening on http://HOST:PORT" once ready (the real port with --port 0), one access-log line per request on stderr, and stops gracefully on SIGTERM or SIGINT (requests in flight finish; exit 0). Listening beyond this machine (--host 0.0.0.0) is a choice: the server has no authentication.
      """
  )

  @Option(name: .long, help: ArgumentHelp("Address to listen on.", valueName: "HOST"))
  var host = "127.0.0.1"

  @Option(name: .long, help: ArgumentHelp("Port to listen on; 0 picks a free one.", valueName: "PORT"))
  var port = 2322

  @OptionGroup var dataOption: DataOption

  @Option(
    name: .long,
    help: ArgumentHelp("Allow browsers on this origin (or *) to call the server (CORS; off by default).", valueName: "ORIGIN"))
  var cors: String?

  @Option(name: .long, help: ArgumentHelp("Most connections open at once.", valueName: "N"))
  var maxConnections = 1024

  @Option(
    name: .long,
    help: ArgumentHelp("Most answers kept for repeated requests (0: none; the data never changes while serving).", valueName: "N"))
  var cachedAnswers = 10_000

  @OptionGroup var language: LanguageOption

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    guard !host.isEmpty else { throw ValidationError("--host must name an address, e.g. 127.0.0.1.") }
    if let cors, cors.isEmpty || cors.contains(where: { $0.isWhitespace }) {
      throw ValidationError("--cors must be an origin such as https://example.org, or *.")
    }
    guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1.") }
    guard cachedAnswers >= 0 else { throw ValidationError("--cached-answers must be 0 or more.") }
  }

  func run() async throws {
    let settings = try CompositionRoot.configStore().load()
    let defaultLanguage = try language.resolved(settings: settings)
    let (sources, dataset) = try CompositionRoot.serverSources(data: dataOption.source, diagnostics: .shared)
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var serverLog = Logger(label: "placesearch.server")
    serverLog.logLevel = .warning
    let accessLog = Logger(label: "placesearch.access")
    let server = PlaceServer(
      sources: { sources[$0] ?? sources[defaultLanguage]! }, defaultLanguage: defaultLanguage,
      version: PlaceSearchVersion.current, dataset: dataset,
      configuration: .init(
        host: host, port: port, corsOrigin: cors, maximumConnections: maxConnections, cachedAnswers: cachedAnswers))
    let app = server.application(logger: serverLog, accessLog: accessLog) { host, port in
      let shown = host.contains(":") ? "[\(host)]" : host
      FileHandle.standardOutput.write(Data("listening on http://\(shown):\(port)\n".utf8))
    }
    do {
      try await app.runService()
    } catch {
      throw ServeError(host: host, port: port, reason: "\(error)")
    }
  }
}

/// The server could not start or stopped with an error: one sentence, exit status 2.
struct ServeError: Error, CustomStringConvertible {
  let host: String
  let port: Int
  let reason: String

  var description: String {
    "cannot serve on \(host):\(port): \(reason). Hint: choose another --port or --host."
  }
}
