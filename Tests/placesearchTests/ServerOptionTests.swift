/// End-to-end tests of `--server`: a server that refuses is answered from the embedded
/// data with one warning (exit 0), or with `--no-fallback` is one sentence and exit 2;
/// bad URLs are refused wherever they come from.
import Foundation
import PlaceKitFakes
import Testing

@Suite("--server")
struct ServerOptionTests {
  @Test("a refusing server: the embedded answer, one warning, exit 0")
  func refusedFallsBack() async throws {
    let refusing = RefusingPort()
    defer { withExtendedLifetime(refusing) {} }
    let url = refusing.url
    let result = try await CLI.run(["complete", "seoul", "--json", "--server", url])
    #expect(result.status == 0)
    #expect(result.firstPlaces.first == "geonames:1835848")
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("placesearch: warning: the server \(url) did not answer") == true)
    #expect(result.errorLines.first?.hasSuffix("answered from the embedded data") == true)
  }

  @Test("PLACESEARCH_SERVER is used like --server")
  func environmentServer() async throws {
    let refusing = RefusingPort()
    defer { withExtendedLifetime(refusing) {} }
    let url = refusing.url
    let result = try await CLI.run(["complete", "seoul", "--json"], environment: ["PLACESEARCH_SERVER": url])
    #expect(result.status == 0)
    #expect(result.firstPlaces.first == "geonames:1835848")
    #expect(result.errorLines.count == 1)
  }

  @Test("--no-fallback: a refusing server is one sentence and exit 2")
  func noFallback() async throws {
    let refusing = RefusingPort()
    defer { withExtendedLifetime(refusing) {} }
    let url = refusing.url
    // A deadline no loaded machine reaches: the refusal is what is said.
    let result = try await CLI.run(["complete", "seoul", "--server", url, "--no-fallback", "--server-timeout", "60000"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("placesearch: Cannot reach the place server \(url)") == true)
  }

  /// A server that never finishes TLS and deadlines from 1 ms to 300 ms: under
  /// ThreadSanitizer, libcurl and OpenSSL take some 10–100 ms to start, so some of these
  /// pass while the request's thread is still starting them, the rest while it is in the
  /// handshake. The process waits for that thread to leave libcurl before exiting, so it
  /// ends with its one sentence, never a crash in libcurl's exit handlers (exit status
  /// 66 under ThreadSanitizer, which 10, 30 and 60 ms gave before).
  @Test("--no-fallback: a request given up on mid-TLS ends the process cleanly, exit 2", arguments: [1, 10, 30, 60, 100, 300])
  func timeoutDuringTLS(timeoutMs: Int) async throws {
    let silent = SilentPort()
    defer { withExtendedLifetime(silent) {} }
    let url = "https://127.0.0.1:\(silent.port)"
    let result = try await CLI.run(
      ["complete", "seoul", "--server", url, "--no-fallback", "--server-timeout", "\(timeoutMs)"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.errorLines.first?.hasPrefix("placesearch: ") == true, "\(result.stderr)")
  }

  @Test("a URL that is not http(s) is refused in one sentence, exit 2", arguments: ["ftp://example.org", "example.org", ""])
  func badURL(text: String) async throws {
    let result = try await CLI.run(["complete", "seoul", "--server", text])
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
  }

  @Test("config set server refuses a bad URL and keeps a good one")
  func setting() async throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let environment = home.xdgEnvironment
    let bad = try await CLI.run(["config", "set", "server", "gopher://x"], environment: environment)
    #expect(bad.status == 2)
    let good = try await CLI.run(["config", "set", "server", "https://photon.komoot.io"], environment: environment)
    #expect(good.status == 0)
    let read = try await CLI.run(["config", "get", "server"], environment: environment)
    #expect(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "https://photon.komoot.io")
  }
}
