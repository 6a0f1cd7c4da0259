import Foundation
import PlaceKitFakes
#if canImport(Glibc)
  import Glibc
#endif
import PlaceClient
import PlaceKit

/// A whole `PlaceSource` answering at once with canned rows (the embedded source in
/// fallback tests); counts its calls.
struct StubSource: Completing, PlaceSearching, PlaceRecommending, PlaceLookingUp {
  var completions: [Completion] = [Fixtures.embeddedRow]
  var places: [Place] = [Fixtures.seoul]
  /// Answers each query with one row titled "QUERY (embedded)" instead.
  var echoesQuery = false
  let calls = Box(0)

  func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let echo = Completion(title: "\(query) (embedded)", subtitle: "", highlights: [], placeIDs: ["stub:\(query)"])
    return answer(echoesQuery ? [echo] : completions, completion)
  }

  func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(places, completion)
  }

  func recommendations(
    near location: Location, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(places, completion)
  }

  func places(
    ids: [String], near location: Location?, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(places.filter { ids.contains($0.id) }, completion)
  }

  func places(
    named name: String, limit: Int, completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(places, completion)
  }

  func places(
    around location: Location, radiusKm: Double, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(places, completion)
  }

  func mainPlace(timeZone: String, completion: @escaping @Sendable (Result<Place?, PlaceKitError>) -> Void)
    -> PlaceRequest
  {
    answer(places.first, completion)
  }

  func details(
    of id: String, near location: Location?,
    completion: @escaping @Sendable (Result<PlaceDetails?, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    answer(places.first { $0.id == id }.map { PlaceDetails(place: $0, hierarchy: ["Stubland"]) }, completion)
  }

  private func answer<Value: Sendable>(
    _ value: Value, _ completion: @Sendable (Result<Value, PlaceKitError>) -> Void
  ) -> PlaceRequest {
    calls.update { $0 += 1 }
    completion(.success(value))
    return PlaceRequest()
  }
}

/// The outcome of an `async throws(PlaceKitError)` call, to compare errors.
func outcome<Value>(_ body: () async throws(PlaceKitError) -> Value) async -> Result<Value, PlaceKitError> {
  do {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}

/// Waits until `condition` holds, polling for at most `seconds` (stretched under
/// ThreadSanitizer: `TestBudget`); it returns as soon as the condition holds.
func eventually(
  seconds: Double = TestBudget.seconds, isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async -> Bool {
  let steps = Int(seconds * TestBudget.slowdown * 100)
  for _ in 0..<steps {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return condition()
}

/// A client as the tests use it: a real User-Agent, a short deadline.
func client(_ url: URL, timeoutMs: Int = 300) -> ServerPlaceService {
  ServerPlaceService(url: url, timeoutMs: timeoutMs, userAgent: "placesearch-tests/1 (+local)")
}
