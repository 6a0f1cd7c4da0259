import Foundation
#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import PlaceKit
import PlaceSearchEngine
import PlaceKitFakes
import PlaceServer
import Testing

/// A small world (GeoNames format, written once to a temporary folder) and a server over
/// it, so route tests say exactly which places exist and run in milliseconds.
enum ServerFixture {
  /// (id, name, alternates, lat, lon, country, admin1, population, time zone).
  private static let rows: [(Int, String, [String], Double, Double, String, String, Int, String)] = [
    (1, "Paris", ["파리", "Lutèce"], 48.85, 2.35, "FR", "", 2_100_000, "Europe/Paris"),
    (2, "Paris", [], 33.66, -95.56, "US", "TX", 25_000, "America/Chicago"),
    (3, "Springfield", [], 39.80, -89.64, "US", "IL", 114_000, "America/Chicago"),
    (4, "Seoul", ["서울", "Séoul"], 37.566, 126.978, "KR", "", 10_000_000, "Asia/Seoul"),
    (5, "Busan", ["부산"], 35.1, 129.04, "KR", "", 3_400_000, "Asia/Seoul"),
    (6, "Boston", [], 42.36, -71.06, "US", "MA", 650_000, "America/New_York"),
    (7, "Seongnam", ["성남"], 37.42, 127.13, "KR", "", 900_000, "Asia/Seoul"),
  ]

  /// The engine over the small world, loaded once (its first reader builds it, and
  /// others wait for it: read through `engine()`).
  private static let loadedEngine: Result<PlaceEngine, any Error> = Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeserver-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = rows.map { row in
      [
        "\(row.0)", row.1, row.1, row.2.joined(separator: ","), "\(row.3)", "\(row.4)", "P", "PPL", row.5, "",
        row.6, "", "", "", "\(row.7)", "", "", row.8, "2024-01-01",
      ].joined(separator: "\t")
    }
    let places = folder.appendingPathComponent("cities.txt")
    try (lines.joined(separator: "\n") + "\n").write(to: places, atomically: true, encoding: .utf8)
    try "US\tUSA\t840\tUS\tUnited States\nFR\tFRA\t250\tFR\tFrance\nKR\tKOR\t410\tKS\tSouth Korea\n"
      .write(to: folder.appendingPathComponent("countryInfo.txt"), atomically: true, encoding: .utf8)
    try "US.IL\tIllinois\tIllinois\t3\nUS.MA\tMassachusetts\tMassachusetts\t5\nUS.TX\tTexas\tTexas\t6\n"
      .write(to: folder.appendingPathComponent("admin1CodesASCII.txt"), atomically: true, encoding: .utf8)
    return try PlaceEngine.load(.geoNamesFile(places), cacheDirectory: folder.appendingPathComponent("cache"))
  }

  /// The engine over the small world, read on a thread of its own: its build (the
  /// world's area names included) and every wait for it stay off the executor's threads.
  static func engine() async throws -> PlaceEngine {
    try await OwnThread.compute { () throws in try loadedEngine.get() }
  }

  /// A server over the small world, English by default.
  static func server(cors: String? = nil, configuration: PlaceServer.Configuration? = nil) async throws -> PlaceServer {
    let engine = try await engine()
    var sources: [DisplayLanguage: any PlaceSource] = [:]
    for language in DisplayLanguage.allCases {
      sources[language] = EmbeddedPlaceService(loader: EngineLoader(engine: engine.speaking(language)))
    }
    let table = sources
    return PlaceServer(
      sources: { table[$0]! }, defaultLanguage: .english, version: "test", dataset: "fixture",
      configuration: configuration ?? .init(corsOrigin: cors))
  }

  /// What one request answered: status, headers and the body as text.
  struct Answer: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var body: String

    /// The body parsed as a JSON object (empty when it is not one).
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }

    /// The features of a Photon answer.
    var features: [[String: Any]] { json["features"] as? [[String: Any]] ?? [] }

    /// Each feature's properties.
    var properties: [[String: Any]] { features.map { $0["properties"] as? [String: Any] ?? [:] } }

    /// The places of a native answer.
    var places: [[String: Any]] { json["places"] as? [[String: Any]] ?? [] }
  }

  /// The bytes a server started for this request answers to `request`, sent as they are
  /// over a socket (for what a client library would repair first).
  static func raw(_ request: String) async throws -> String {
    try await running { port in
      // Blocking socket calls, on a thread of their own: the server's answer may need
      // the executor's threads.
      try await OwnThread.run { () throws(RawRequestFailed) -> String in
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw RawRequestFailed(errno: errno) }
        _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while answer.count < 1 << 20 {
          let count = recv(socket, &buffer, buffer.count, 0)
          if count <= 0 { break }
          answer += buffer[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
      }
    }
  }

  /// The server of `raw` could not be reached.
  struct RawRequestFailed: Error {
    /// Why `connect` failed.
    var errno: Int32
  }

  /// Runs `body` with the port of a server over the small world started on 127.0.0.1
  /// for it; the server stops when `body` returns.
  static func running<T: Sendable>(cors: String? = nil, _ body: @Sendable (Int) async throws -> T) async throws -> T {
    var configuration = PlaceServer.Configuration(corsOrigin: cors)
    configuration.port = 0
    return try await server(cors: cors, configuration: configuration).whileListening(body)
  }

  /// `uri` asked of the server's routes in process (no socket): fast and independent of
  /// how loaded the machine is; `running` starts a live server where a socket matters.
  /// `server` replaces the one over the small world.
  static func get(
    _ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:], cors: String? = nil,
    server given: PlaceServer? = nil
  ) async throws -> Answer {
    let server = if let given { given } else { try await server(cors: cors) }
    let responder = server.router().buildResponder()
    let request = Request(
      head: .init(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
      body: RequestBody(buffer: ByteBuffer()))
    let context = BasicRequestContext(
      source: .init(channel: NIOAsyncTestingChannel(), logger: Logger(label: "placesearch.test")))
    let response = try await responder.respond(to: request, context: context)
    let writer = CollectingWriter()
    try await response.body.write(writer)
    return Answer(status: response.status, headers: response.headers, body: String(buffer: writer.body.value))
  }

  /// Keeps what a response body writes.
  private struct CollectingWriter: ResponseBodyWriter {
    let body = Box(ByteBuffer())

    func write(_ buffer: ByteBuffer) async throws {
      body.update { $0.writeImmutableBuffer(buffer) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
  }

  /// `uri` asked with URLSession of the live server on `bound`.
  static func ask(port bound: Int, _ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:])
    async throws -> Answer
  {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(bound)\(uri)")!)
    request.httpMethod = method.rawValue
    for field in headers { request.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
    let (body, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields = HTTPFields()
    for case (let name as String, let value as String) in http.allHeaderFields {
      if let name = HTTPFields.Element.Name(name) { fields[name] = value }
    }
    return Answer(status: .init(code: http.statusCode), headers: fields, body: String(decoding: body, as: UTF8.self))
  }
}
