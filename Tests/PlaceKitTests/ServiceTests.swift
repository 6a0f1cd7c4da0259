import Foundation
import PlaceKitFakes
import Synchronization
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Box, the engine loader, the embedded service behind the protocols, and the fakes.
struct ServiceTests {
  @Test func boxUpdatesAtomically() async {
    let box = Box(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { box.update { $0 += 1 } } }
    }
    #expect(box.value == 100)
  }

  @Test func loaderLoadsOnceForConcurrentCallers() async throws {
    let data = try TestData(TestData.world)
    let loads = Box(0)
    let loader = EngineLoader { () throws(PlaceKitError) -> PlaceEngine in
      loads.update { $0 += 1 }
      return try data.engineOnThisThread()
    }
    let service = EmbeddedPlaceService(loader: loader)
    async let a = service.complete("seo", near: nil, limit: 3)
    async let b = service.search(.text("busan"), near: nil, limit: 3)
    async let c = service.recommendations(near: Location(latitude: 37.5, longitude: 127), limit: 2)
    let (completions, places, nearby) = try await (a, b, c)
    #expect(completions.first?.placeIDs == ["geonames:11"])
    #expect(places.first?.id == "geonames:12")
    #expect(nearby.first?.id == "geonames:11")
    #expect(loads.value == 1)
  }

  @Test func aCancelledRequestRunsItsActionsOnceAndIsAnsweredCancelled() async throws {
    let request = PlaceRequest()
    let runs = Box(0)
    request.onCancel { runs.update { $0 += 1 } }
    request.cancel()
    request.cancel()
    request.onCancel { runs.update { $0 += 10 } }  // already cancelled: runs at once
    #expect(runs.value == 11)
    #expect(request.isCancelled)

    // The embedded source skips work for a request cancelled before the engine is ready.
    let data = try TestData(TestData.world)
    let gate = DispatchSemaphore(value: 0)
    let service = EmbeddedPlaceService(loader: EngineLoader { () throws(PlaceKitError) -> PlaceEngine in
      gate.wait()
      return try data.engineOnThisThread()
    })
    // Awaited, not waited for: the load builds an index, and a blocked executor thread
    // would hold up other tests meanwhile.
    let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Result<[Completion], PlaceKitError>, Never>) in
      service.complete("seo", near: nil, limit: 3) { result in continuation.resume(returning: result) }.cancel()
      gate.signal()
    }
    #expect(answer == .failure(.cancelled))
  }

  @Test func cancellingTheWaitingTaskCancelsTheRequest() async {
    let request = PlaceRequest()
    let task = Task {
      try await PlaceRequest.answer { (completion: @escaping @Sendable (Result<Int, PlaceKitError>) -> Void) in
        request.onCancel { completion(.failure(.cancelled)) }
        return request
      }
    }
    task.cancel()
    await #expect(throws: PlaceKitError.cancelled) { try await task.value }
    #expect(request.isCancelled)
  }

  @Test func placesAroundAPointAreNearestFirstWithinTheRadius() async throws {
    let service = EmbeddedPlaceService(loader: EngineLoader(engine: try await TestData(TestData.world).engine()))
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    let around = try await service.places(around: seoul, radiusKm: 20_000, limit: 3)
    #expect(around.first?.id == "geonames:11")
    #expect(around.map { $0.distanceKm ?? -1 } == around.map { $0.distanceKm ?? -1 }.sorted())
    #expect(try await service.places(around: Location(latitude: 0, longitude: -150), radiusKm: 10, limit: 3).isEmpty)
    #expect(try await service.places(around: seoul, radiusKm: .infinity, limit: 0).isEmpty)
    #expect(try await service.mainPlace(timeZone: "Mars/Olympus") == nil)
  }

  @Test func loadErrorsReachEveryCaller() async {
    let service = EmbeddedPlaceService(loader: EngineLoader { () throws(PlaceKitError) -> PlaceEngine in
      throw .missingEmbeddedData
    })
    await #expect(throws: PlaceKitError.missingEmbeddedData) { try await service.complete("x", near: nil, limit: 1) }
  }

  @Test func searchingACompletionReturnsItsPlaces() async throws {
    let engine = try await TestData(TestData.world).engine()
    let service = EmbeddedPlaceService(loader: EngineLoader(engine: engine))
    let group = try #require(engine.complete("springfield", limit: 1).first)
    let places = try await service.search(.completion(group), near: nil, limit: 10)
    #expect(places.map(\.id) == group.placeIDs)
  }

  @Test func fakesRecordCallsAndAnswerInOrderOrNot() {
    let seoul = Completion(title: "Seoul", subtitle: "", highlights: [], placeIDs: ["a"])
    let fake = FakeCompleter(answers: ["s": [seoul]], answersImmediately: false)
    let received = Box<[String]>([])
    fake.complete("s", near: nil, limit: 5) { result in received.update { $0.append("s:\((try? result.get())?.count ?? -1)") } }
    fake.complete("x", near: nil, limit: 5) { result in received.update { $0.append("x:\((try? result.get())?.count ?? -1)") } }
    #expect(received.value.isEmpty)
    fake.answerPending(reversed: true)
    #expect(received.value == ["x:0", "s:1"])
    #expect(fake.calls.value.map(\.query) == ["s", "x"])

    let recommender = FakeRecommender(answer: .success([.fixture("A"), .fixture("B")]))
    recommender.recommendations(near: Location(latitude: 1, longitude: 2), limit: 1) { result in
      #expect((try? result.get())?.map(\.name) == ["A"])
    }
    #expect(recommender.locations.value == [Location(latitude: 1, longitude: 2)])
    let searcher = FakePlaceSearcher(places: [.fixture("C")])
    searcher.search(.text("c"), near: nil, limit: 3) { _ in }
    #expect(searcher.requests.value == [.text("c")])
  }
}
