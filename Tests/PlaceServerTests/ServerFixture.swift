import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Hummingbird
import Logging
import PlaceKit
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

  /// The engine over the small world, loaded once.
  static let engine: Result<PlaceEngine, any Error> = Result {
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

  /// A server over the small world, English by default.
  static func server(cors: String? = nil, configuration: PlaceServer.Configuration? = nil) throws -> PlaceServer {
    let engine = try engine.get()
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

  /// `uri` asked of a server started for this request on 127.0.0.1 (an ephemeral port)
  /// with URLSession, as any client would; the server stops before this returns.
  static func get(
    _ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:], cors: String? = nil
  ) async throws -> Answer {
    var configuration = PlaceServer.Configuration(corsOrigin: cors)
    configuration.port = 0
    let server = try server(cors: cors, configuration: configuration)
    let port = AsyncStream<Int>.makeStream()
    var logger = Logger(label: "placesearch.test")
    logger.logLevel = .critical
    let app = server.application(logger: logger, accessLog: nil) { _, bound in port.continuation.yield(bound) }
    let running = Task { try await app.runService() }
    defer { running.cancel() }
    guard let bound = await port.stream.first(where: { _ in true }) else { throw CancellationError() }
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(bound)\(uri)")!)
    request.httpMethod = method.rawValue
    for field in headers { request.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
    let (body, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields = HTTPFields()
    for case (let name as String, let value as String) in http.allHeaderFields {
      if let name = HTTPField.Name(name) { fields[name] = value }
    }
    return Answer(status: .init(code: http.statusCode), headers: fields, body: String(decoding: body, as: UTF8.self))
  }
}
