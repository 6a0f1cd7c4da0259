import Foundation
import PlaceKitFakes
@testable import PlaceClient
import PlaceKit
import Testing

@Suite struct ServerPlaceServiceTests {
  /// A Photon-shaped server: `/status` names no engine, `/api` and `/reverse` answer features.
  private static func photonServer() throws -> TestHTTPServer {
    try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      if target.hasPrefix("/api") || target.hasPrefix("/reverse") { return .json(Fixtures.photonBerlin) }
      return .status(404, "{}")
    }
  }

  @Test func photonCompletionsAreBuiltLocally() async throws {
    let server = try Self.photonServer()
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    let rows = try await service.complete("ber", near: nil, limit: 10)
    #expect(service.dialect == .photon)
    #expect(rows.map(\.title) == ["Berlin", "Berlin Hauptbahnhof", "Berlin", "Berliner Dom"])
    #expect(rows[0].placeIDs == ["photon:R62422"])
    #expect(rows[0].subtitle == "Germany")
    // Kinds in words; the same title and subtitle grouped into one row.
    #expect(rows[1].subtitle == "station · Berlin, Germany")
    #expect(rows[2].placeIDs == ["photon:N151532197", "photon:N151532198"])
    #expect(rows[2].subtitle == "Wisconsin, United States")
    #expect(rows[3].subtitle == "attraction · Berlin, Germany")
    #expect(rows.allSatisfy { $0.highlights == [HighlightRange(start: 0, length: 3)] })
    let request = try #require(server.requests.value.last { $0.hasPrefix("/api") })
    #expect(request.contains("q=ber"))
  }

  @Test func photonHighlightsFoldCaseAndAccentsAndFindWords() {
    var normalizer = TextNormalizer()
    let key = normalizer.key("hbf")
    #expect(PhotonResponseDecoder.highlight(key, in: "Berlin Hbf", normalizer: &normalizer) == HighlightRange(start: 7, length: 3))
    let accent = normalizer.key("sao")
    #expect(PhotonResponseDecoder.highlight(accent, in: "São Paulo", normalizer: &normalizer) == HighlightRange(start: 0, length: 3))
    #expect(PhotonResponseDecoder.highlight(normalizer.key("erl"), in: "Berlin", normalizer: &normalizer) == nil)
  }

  @Test func photonLookUpsUseWhatTheServerCanAnswer() async throws {
    let server = try Self.photonServer()
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    // By id: only places this service has answered with.
    #expect(try await service.places(ids: ["photon:R62422"], near: nil).isEmpty)
    _ = try await service.complete("ber", near: nil, limit: 10)
    let byID = try await service.places(ids: ["photon:W24981342", "photon:R62422", "photon:N1"], near: nil)
    #expect(byID.map(\.name) == ["Berliner Dom", "Berlin"])
    #expect(byID[0].kind == .tagged(key: "tourism", value: "attraction"))
    // By whole name: "berlin" keeps the three Berlins, not the station or the cathedral.
    let named = try await service.places(named: "BERLIN", limit: 5)
    #expect(named.map(\.id) == ["photon:R62422", "photon:N151532197", "photon:N151532198"])
    // Around a point: /reverse, measured from there.
    let around = try await service.places(
      around: Location(latitude: 52.52, longitude: 13.4), radiusKm: 2, limit: 3)
    #expect(around.first?.distanceKm != nil)
    #expect(server.requests.value.contains { $0.hasPrefix("/reverse") && $0.contains("radius=2") })
    // A time zone: its city searched, the first populated place taken.
    let main = try await service.mainPlace(timeZone: "America/Los_Angeles")
    #expect(main?.id == "photon:R62422")
    #expect(server.requests.value.contains { $0.hasPrefix("/api") && $0.contains("q=Los%20Angeles") })
  }

  @Test func nativeDialectReadsPlaceJSON() async throws {
    let row = Completion(
      title: "Seoul", subtitle: "South Korea", highlights: [HighlightRange(start: 0, length: 2)],
      placeIDs: ["geonames:1835848"])
    let partial = {
      var partial = row
      partial.leftOutWords = ["zzz"]
      return partial
    }()
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.nativeStatus) }
      if target.hasPrefix("/v1/complete"), target.contains("zzz") {
        return .json(PlaceJSON.completions(query: "seoul zzz", [partial]))
      }
      if target.hasPrefix("/v1/complete") { return .json(PlaceJSON.completions(query: "se", [row])) }
      if target.hasPrefix("/v1/") { return .json(Fixtures.nativePlaces([Fixtures.seoul])) }
      return .status(404, "{}")
    }
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    #expect(try await service.complete("se", near: nil, limit: 5) == [row])
    // The words a row leaves out come over the wire.
    #expect(try await service.complete("seoul zzz", near: nil, limit: 5) == [partial])
    #expect(service.dialect == .native)
    #expect(try await service.places(ids: ["geonames:1835848"], near: nil) == [Fixtures.seoul])
    #expect(try await service.search(.text("seoul"), near: nil, limit: 5) == [Fixtures.seoul])
    #expect(try await service.mainPlace(timeZone: "Asia/Seoul") == Fixtures.seoul)
    let targets = server.requests.value
    #expect(targets.filter { $0.hasPrefix("/status") }.count == 1)
    #expect(targets.contains("/v1/places?ids=geonames:1835848"))
    #expect(targets.contains("/v1/timezone?zone=Asia/Seoul"))
  }

  @Test func oneCompletionInFlightNewerQueriesReplaceThePendingOne() async throws {
    let release = Box(false)
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      return .held(release: release, Fixtures.photonBerlin)
    }
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    let answers = Box<[String: Result<[Completion], PlaceKitError>]>([:])
    func type(_ query: String) {
      service.complete(query, near: nil, limit: 5) { result in answers.update { $0[query] = result } }
    }
    type("b")
    #expect(await eventually { server.requests.value.contains { $0.hasPrefix("/api") } })
    for query in ["be", "ber", "berl", "berli"] { type(query) }
    release.value = true
    #expect(await eventually { answers.value.count == 5 })
    let value = answers.value
    for query in ["be", "ber", "berl"] { #expect(value[query] == .failure(.cancelled)) }
    #expect((try? value["b"]?.get())?.isEmpty == false)
    #expect((try? value["berli"]?.get())?.isEmpty == false)
    let sent = server.requests.value.filter { $0.hasPrefix("/api") }
    #expect(sent.count == 2)
    #expect(sent.last?.contains("q=berli") == true)
    #expect(server.concurrency.value.most == 1)
  }

  @Test func cancellingTheRequestInFlightAbortsItAndSendsThePendingOne() async throws {
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      if target.contains("q=x") { return .hang }
      return .json(Fixtures.photonBerlin)
    }
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    let answers = Box<[String: Result<[Completion], PlaceKitError>]>([:])
    let first = service.complete("x", near: nil, limit: 5) { result in answers.update { $0["x"] = result } }
    #expect(await eventually { server.requests.value.contains { $0.contains("q=x") } })
    service.complete("ber", near: nil, limit: 5) { result in answers.update { $0["ber"] = result } }
    first.cancel()
    #expect(await eventually { answers.value.count == 2 })
    #expect(answers.value["x"] == .failure(.cancelled))
    #expect((try? answers.value["ber"]?.get())?.count == 4)
  }

  @Test func aConnectionDroppedBeforeAnyAnswerIsTriedOnceMore() async throws {
    let drops = Box(1)
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      let drop = drops.update { left in
        defer { left -= 1 }
        return left > 0
      }
      return drop ? .closeWithoutAnswer : .json(Fixtures.photonBerlin)
    }
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    let rows = try await service.complete("ber", near: nil, limit: 5)
    #expect(rows.first?.title == "Berlin")
    #expect(server.requests.value.filter { $0.hasPrefix("/api") }.count == 2)

    // Dropped twice: once more only, then the error.
    drops.value = 2
    await #expect(throws: PlaceKitError.self) { try await service.complete("berl", near: nil, limit: 5) }
    #expect(server.requests.value.filter { $0.hasPrefix("/api") }.count == 4)
  }

  @Test func aCancelledPendingQueryIsNeverSent() async throws {
    let release = Box(false)
    let server = try TestHTTPServer { target in
      if target.hasPrefix("/status") { return .json(Fixtures.photonStatus) }
      return .held(release: release, Fixtures.photonBerlin)
    }
    defer { server.stop() }
    let service = client(server.url, timeoutMs: TestBudget.unhurriedMs)
    let answers = Box<[String: Result<[Completion], PlaceKitError>]>([:])
    service.complete("b", near: nil, limit: 5) { result in answers.update { $0["b"] = result } }
    #expect(await eventually { server.requests.value.contains { $0.hasPrefix("/api") } })
    let pending = service.complete("be", near: nil, limit: 5) { result in answers.update { $0["be"] = result } }
    pending.cancel()
    #expect(await eventually { answers.value["be"] == .failure(.cancelled) })
    release.value = true
    #expect(await eventually { answers.value.count == 2 })
    // A later query is the sentinel: a cancelled one sent all the same would come before it.
    _ = try await service.complete("ber", near: nil, limit: 5)
    let sent = server.requests.value.filter { $0.hasPrefix("/api") }
    #expect(sent.count == 2 && sent.last?.contains("ber") == true, "\(sent)")
  }

  @Test func everyRequestSaysWhoAsks() async throws {
    let server = try Self.photonServer()
    defer { server.stop() }
    let service = ServerPlaceService(url: server.url, timeoutMs: TestBudget.unhurriedMs, userAgent: "placesearch/9.9 (+https://example.org)")
    _ = try await service.complete("ber", near: nil, limit: 5)
    #expect(server.userAgents.value.allSatisfy { $0 == "placesearch/9.9 (+https://example.org)" })
    #expect(!server.userAgents.value.isEmpty)
  }

  @Test func theDefaultUserAgentNamesThisVersion() {
    #expect(ServerPlaceService.defaultUserAgent == "placesearch/\(PlaceSearchVersion.current) (terminal place search; Swift)")
  }

  @Test func photonIsAskedOnlyForLanguagesItKnows() async throws {
    let server = try Self.photonServer()
    defer { server.stop() }
    for language in ["de", "ko"] {
      let service = ServerPlaceService(url: server.url, timeoutMs: TestBudget.unhurriedMs, userAgent: "t", language: language)
      _ = try await service.complete("ber-\(language)", near: nil, limit: 5)
    }
    let targets = server.requests.value.filter { $0.hasPrefix("/api") }
    #expect(targets.contains { $0.contains("q=ber-de") && $0.contains("lang=de") })
    #expect(targets.contains { $0.contains("q=ber-ko") && !$0.contains("lang=") })
  }
}
