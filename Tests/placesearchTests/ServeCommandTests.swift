import EngineTestSupport
import Foundation
import PlaceKitFakes
import PlaceKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `placesearch serve` end to end: the real binary on 127.0.0.1, an ephemeral port,
/// requests over a socket, and a graceful stop on SIGTERM.
@Suite(.serialized) struct ServeCommandTests {
  @Test func servesUntilSIGTERMThenExitsZero() async throws {
    await TestIndex.ready()
    let binary = try #require(CLI.binary, "build placesearch first (swift build)")
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["serve", "--port", "0", "--lang", "en"]
    var environment = ProcessInfo.processInfo.environment
    environment["PLACESEARCH_CACHE_DIR"] = CLI.sharedCache.path
    environment["XDG_STATE_HOME"] = scratch.url.appendingPathComponent("state").path
    environment["XDG_CONFIG_HOME"] = scratch.url.appendingPathComponent("config").path
    process.environment = environment
    let output = Pipe()
    let errorFile = try scratch.write("stderr", Data())
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    // The one line saying where it listens.
    let firstLine = await Task.detached { () -> String in
      var bytes = Data()
      while !bytes.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      return String(decoding: bytes, as: UTF8.self)
    }.value
    let line = firstLine.trimmingCharacters(in: .newlines)
    let match = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)/), "\(line)")
    let port = try #require(Int(match.1))
    #expect(port > 0)

    let session = URLSession(configuration: .ephemeral)
    func get(_ path: String) async throws -> (Int, String) {
      let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
      let (data, response) = try await session.data(from: url)
      return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
    let (status, body) = try await get("/api?q=seoul&limit=1")
    #expect(status == 200)
    #expect(body.contains("\"name\":\"Seoul\""))
    #expect(body.contains("\"type\":\"FeatureCollection\""))
    // Photon's search reads the same qualifiers: a country by its short name (issue 39).
    let (londonStatus, london) = try await get("/api?q=london%20uk&limit=1")
    #expect(londonStatus == 200)
    #expect(london.contains("\"name\":\"London\"") && london.contains("\"countrycode\":\"GB\""), "\(london)")
    let (badStatus, badBody) = try await get("/api?q=seoul&lat=37")
    #expect(badStatus == 400)
    #expect(badBody.contains("'lon'"))
    let (statusCode, statusBody) = try await get("/status")
    #expect(statusCode == 200 && statusBody.contains("\"status\":\"Ok\""))
    // One version: what `--version` says is what `/status` reports.
    let version = try await CLI.run(["--version"]).lines.first ?? ""
    #expect(version == "placesearch \(PlaceSearchVersion.current)")
    #expect(statusBody.contains("\"version\":\"\(PlaceSearchVersion.current)\""), "\(statusBody)")

    // `show` through the server alone: the details come from `/v1/details`. The default
    // deadline (400 ms) is not what is tested: a server under ThreadSanitizer on a loaded
    // machine can take longer.
    let shown = try await CLI.run([
      "show", "seoul", "--json", "--server", "http://127.0.0.1:\(port)", "--no-fallback", "--server-timeout", "600000",
    ])
    #expect(shown.stderr.isEmpty, "\(shown.stderr)")
    #expect(shown.status == 0)
    let details = try #require(shown.jsonLines.first ?? nil)
    #expect(details["timezone"] as? String == "Asia/Seoul")
    #expect((details["otherNames"] as? [String])?.contains("서울") == true)
    #expect((details["hierarchy"] as? [String]) == ["South Korea"])

    kill(process.processIdentifier, SIGTERM)
    let exited = await OwnThread.run { () -> Int32 in
      process.waitUntilExit()
      return process.terminationStatus
    }
    #expect(exited == 0)
    let log = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
    #expect(log.contains("GET /api?q=seoul&limit=1 200"))
    #expect(log.contains("GET /api?q=seoul&lat=37 400"))
    #expect(log.contains("GET /v1/details?id=geonames:1835848&lang=en 200"))
    // Each line: when, the level and the log's name, then the request, status and time.
    let logLine = try #require(log.split(separator: "\n").first { $0.contains("GET /api?q=seoul&limit=1 200") })
    #expect(
      logLine.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} info placesearch\.access: \[PlaceServer\] GET \S+ 200 \d+\.\dms/)
        != nil, "\(logLine)")
  }

  @Test(arguments: [["--port", "70000"], ["--port", "x"], ["--cors", ""], ["--host", ""], ["--json"]])
  func badFlagsAreOneSentenceAndExit2(flags: [String]) async throws {
    let result = try await CLI.run(["serve"] + flags)
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
