import Foundation
import PlaceKit
import PlaceKitFakes
import PlaceSearchEngine
import PlaceServer
import Testing

/// A source slower than `--request-timeout` gets a 503 at the deadline, and its request
/// is cancelled; sources that answer in time are untouched.
struct RequestDeadlineTests {
  /// The small world's source, but a search that answers only when cancelled.
  private struct SilentSearches: PlaceSource {
    let inner: EmbeddedPlaceService
    let cancelled = Box(0)

    func complete(
      _ query: String, near location: Location?, limit: Int,
      completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
    ) -> PlaceRequest { inner.complete(query, near: location, limit: limit, completion: completion) }

    func search(
      _ request: SearchRequest, near location: Location?, limit: Int,
      completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
    ) -> PlaceRequest {
      let request = PlaceRequest()
      let cancelled = cancelled
      request.onCancel {
        cancelled.update { $0 += 1 }
        completion(.failure(.cancelled))
      }
      return request
    }

    func recommendations(
      near location: Location, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
    ) -> PlaceRequest { inner.recommendations(near: location, limit: limit, completion: completion) }

    func places(
      ids: [String], near location: Location?, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
    ) -> PlaceRequest { inner.places(ids: ids, near: location, completion: completion) }

    func places(
      named name: String, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
    ) -> PlaceRequest { inner.places(named: name, limit: limit, completion: completion) }

    func places(
      around location: Location, radiusKm: Double, limit: Int,
      completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
    ) -> PlaceRequest { inner.places(around: location, radiusKm: radiusKm, limit: limit, completion: completion) }

    func mainPlace(timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void)
      -> PlaceRequest
    { inner.mainPlace(timeZone: timeZone, completion: completion) }

    func details(
      of id: String, near location: Location?, completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
    ) -> PlaceRequest { inner.details(of: id, near: location, completion: completion) }
  }

  @Test func aSourcePastTheDeadlineIs503AndItsRequestIsCancelled() async throws {
    let source = SilentSearches(inner: EmbeddedPlaceService(loader: EngineLoader(engine: try await ServerFixture.engine())))
    let server = PlaceServer(
      sources: { _ in source }, defaultLanguage: .english, version: "test", dataset: "fixture",
      configuration: .init(requestTimeout: .milliseconds(300)))
    let start = ContinuousClock.now
    let late = try await TestBudget.bounding("a request past its deadline") {
      try await ServerFixture.get("/api?q=seoul", server: server)
    }
    #expect(late.status == .serviceUnavailable)
    #expect(late.json["message"] as? String == "The request timed out.")
    #expect(source.cancelled.value == 1)
    #expect(ContinuousClock.now - start >= .milliseconds(300))
  }

  @Test func aSourceThatAnswersIsUntouched() async throws {
    let source = SilentSearches(inner: EmbeddedPlaceService(loader: EngineLoader(engine: try await ServerFixture.engine())))
    let server = PlaceServer(sources: { _ in source }, defaultLanguage: .english, version: "test", dataset: "fixture")
    let answer = try await TestBudget.bounding("a request answered in time") {
      try await ServerFixture.get("/v1/complete?q=seoul", server: server)
    }
    #expect(answer.status == .ok)
    #expect(source.cancelled.value == 0)
  }
}
