import Foundation
import PlaceClient
import PlaceKit
import PlaceKitFakes
import Testing

@Suite struct FallbackPlaceServiceTests {
  /// A server fault and the error the client reports for it.
  struct Fault: Sendable, CustomStringConvertible {
    var description: String
    var reply: TestHTTPServer.Reply?
    /// Past the test's own budget, so a loaded machine does not turn a fault into a
    /// timeout (a CI machine building indexes in parallel stalls the test server).
    var timeoutMs = TestBudget.unhurriedMs
    var matches: @Sendable (PlaceKitError) -> Bool
  }

  static let faults: [Fault] = [
    Fault(description: "refused", reply: nil) { if case .serverUnreachable = $0 { true } else { false } },
    Fault(description: "never answers", reply: .hang, timeoutMs: 300) { if case .serverTimeout = $0 { true } else { false } },
    Fault(description: "answers slowly", reply: .slow(ms: 3000, Fixtures.photonBerlin), timeoutMs: 300) {
      if case .serverTimeout = $0 { true } else { false }
    },
    Fault(description: "500", reply: .status(500, "{}")) { $0 == .serverFailed(url: $0.url, status: 500) },
    Fault(description: "400", reply: .status(400, "{}")) { $0 == .serverFailed(url: $0.url, status: 400) },
    Fault(description: "invalid JSON", reply: .json("{\"type\":\"FeatureColl")) {
      if case .unreadableServerAnswer = $0 { true } else { false }
    },
    Fault(description: "50 MB body", reply: .huge(bytes: 50_000_000)) {
      if case .unreadableServerAnswer = $0 { true } else { false }
    },
    Fault(description: "body cut midway", reply: .cut(Fixtures.photonBerlin)) {
      if case .unreadableServerAnswer = $0 { true } else { false }
    },
  ]

  /// A server with `fault` on everything but `/status` (or a refusing port for
  /// "refused"), and what keeps it up: stop the server, or let go of the port.
  private static func faultyServer(_ fault: Fault) throws -> (URL, TestHTTPServer?, RefusingPort?) {
    guard let reply = fault.reply else {
      let refusing = RefusingPort()
      return (URL(string: refusing.url)!, nil, refusing)
    }
    let server = try TestHTTPServer { target in
      target.hasPrefix("/status") ? .json(Fixtures.photonStatus) : reply
    }
    return (server.url, server, nil)
  }

  @Test(arguments: faults)
  func eachFaultIsAnsweredFromTheFallback(_ fault: Fault) async throws {
    let (url, server, refusing) = try Self.faultyServer(fault)
    defer {
      server?.stop()
      withExtendedLifetime(refusing) {}
    }
    let warnings = Box<[PlaceKitError]>([])
    let embedded = StubSource()
    let service = FallbackPlaceService(
      primary: client(url, timeoutMs: fault.timeoutMs), fallback: embedded, onFirstFallback: { error in warnings.update { $0.append(error) } })
    let start = ContinuousClock.now
    let rows = try await service.complete("ber", near: nil, limit: 5)
    // Not a timing test: only that no fault hangs the answer, which comes before a hung
    // request's deadline would have ended it.
    #expect(ContinuousClock.now - start < .milliseconds(TestBudget.unhurriedMs))
    #expect(rows == [Fixtures.embeddedRow])
    #expect(service.answerer == .embedded)
    #expect(warnings.value.count == 1)
    #expect(warnings.value.first.map(fault.matches) == true, "\(warnings.value)")
  }

  @Test(arguments: faults)
  func withoutFallbackEachFaultIsAnError(_ fault: Fault) async throws {
    let (url, server, refusing) = try Self.faultyServer(fault)
    defer {
      server?.stop()
      withExtendedLifetime(refusing) {}
    }
    let result = await outcome { () async throws(PlaceKitError) in
      try await client(url, timeoutMs: fault.timeoutMs).complete("ber", near: nil, limit: 5)
    }
    guard case .failure(let error) = result else {
      Issue.record("expected an error, got \(result)")
      return
    }
    #expect(fault.matches(error), "\(error)")
    #expect(!error.description.isEmpty)
  }

  @Test func aDownServerIsProbedWithBackoffNotOnEveryKeystroke() async throws {
    let healthy = Box(false)
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      return healthy.value ? .json(Fixtures.photonBerlin) : .status(503, "{}")
    }
    defer { server.stop() }
    // A clock the test moves: no wall time in the test.
    let now = Box<UInt64>(1_000_000_000)
    let service = FallbackPlaceService(
      primary: client(server.url, timeoutMs: TestBudget.unhurriedMs), fallback: StubSource(), backoff: 1...30, clock: { now.value })
    _ = try await service.complete("b", near: nil, limit: 5)
    for query in ["be", "ber", "berl"] {
      #expect(try await service.complete(query, near: nil, limit: 5) == [Fixtures.embeddedRow])
    }
    #expect(server.requests.value.filter { $0.hasPrefix("/api") }.count == 1)
    #expect(service.answerer == .embedded)
    // Back up: after the backoff, the next request probes and the server answers again.
    healthy.value = true
    // Before the backoff (1 s) is over, still the embedded data; after it, a probe.
    now.value += 900_000_000
    #expect(try await service.complete("ber", near: nil, limit: 5) == [Fixtures.embeddedRow])
    now.value += 200_000_000
    let rows = try await service.complete("ber", near: nil, limit: 5)
    #expect(rows.first?.title == "Berlin")
    #expect(service.answerer == .server)
  }

  @Test func aCancelledRequestNeverFallsBack() async throws {
    let server = try TestHTTPServer { target in
      target.hasPrefix("/status") ? .json(Fixtures.photonStatus) : .hang
    }
    defer { server.stop() }
    let embedded = StubSource()
    let warnings = Box(0)
    let service = FallbackPlaceService(
      primary: client(server.url, timeoutMs: TestBudget.unhurriedMs), fallback: embedded, onFirstFallback: { _ in warnings.update { $0 += 1 } })
    let answer = Box<Result<[Completion], PlaceKitError>?>(nil)
    let request = service.complete("ber", near: nil, limit: 5) { answer.value = $0 }
    #expect(await eventually { server.requests.value.contains { $0.hasPrefix("/api") } })
    request.cancel()
    #expect(await eventually { answer.value != nil })
    #expect(answer.value == .failure(.cancelled))
    #expect(embedded.calls.value == 0)
    #expect(warnings.value == 0)
  }
}

extension PlaceKitError {
  /// The server URL an error names (for comparing errors whose URL is the test's).
  var url: String {
    switch self {
    case .serverFailed(let url, _), .serverTimeout(let url, _), .serverUnreachable(let url, _),
      .unreadableServerAnswer(let url, _):
      return url
    default: return ""
    }
  }
}

/// Ids of the other source: a row the embedded data answered, looked up while the server is up.
struct FallbackLookUpTests {
  @Test func idsTheServerDoesNotKnowAreLookedUpInTheFallback() async throws {
    let server = try TestHTTPServer { target in
      target.hasPrefix("/status") ? .json(Fixtures.photonStatus) : .json(Fixtures.photonBerlin)
    }
    defer { server.stop() }
    let service = FallbackPlaceService(primary: client(server.url, timeoutMs: TestBudget.unhurriedMs), fallback: StubSource())
    _ = try await service.complete("ber", near: nil, limit: 5)
    let places = try await service.places(ids: ["photon:R62422", "geonames:1835848"], near: nil)
    #expect(places.map(\.id) == ["photon:R62422", "geonames:1835848"])
    let row = Completion(title: "Seoul", subtitle: "", highlights: [], placeIDs: ["geonames:1835848"])
    #expect(try await service.search(.completion(row), near: nil, limit: 5).map(\.id) == ["geonames:1835848"])
    #expect(service.answerer == .server)
  }

  @Test func detailsFromPhotonGetTheTimeZoneOfTheNearestEmbeddedPlace() async throws {
    let server = try TestHTTPServer { target in
      target.hasPrefix("/status") ? .json(Fixtures.photonStatus) : .json(Fixtures.photonBerlin)
    }
    defer { server.stop() }
    let berlin = Place(
      id: "geonames:2950159", name: "Berlin", subtitle: "Germany", location: Location(latitude: 52.52, longitude: 13.41),
      countryCode: "DE", admin1: "Berlin", population: 3_426_354, timezone: "Europe/Berlin")
    let embedded = StubSource(places: [berlin, Fixtures.seoul])
    let service = FallbackPlaceService(primary: client(server.url, timeoutMs: TestBudget.unhurriedMs), fallback: embedded)
    _ = try await service.complete("ber", near: nil, limit: 5)
    let station = try #require(try await service.details(of: "photon:N3856100103", near: nil))
    #expect(station.place.name == "Berlin Hauptbahnhof")
    #expect(station.hierarchy == ["Berlin", "Germany"])
    #expect(station.place.timezone == "Europe/Berlin")
    // An id the server does not know is the embedded source's.
    #expect(try await service.details(of: "geonames:1835848", near: nil)?.hierarchy == ["Stubland"])
    #expect(try await service.details(of: "geonames:404", near: nil) == nil)
  }
}
