import Testing
@testable import PlaceKit

/// A wait under a `RequestDeadline` ends at the deadline with `.deadlinePassed` and
/// cancels its request; an answer in time leaves nothing for the watch to do.
struct RequestDeadlineTests {
  let watch = DeadlineWatch(tick: .milliseconds(10))

  @Test func aRequestNotAnsweredByItsDeadlineIsCancelled() async {
    let cancelled = Box(false)
    let deadline = RequestDeadline(after: .milliseconds(50), watch: watch)
    let result = await RequestDeadline.$current.withValue(deadline) {
      do {
        return try await PlaceRequest.answer { (completion: @escaping @Sendable (Result<Int, PlaceKitError>) -> Void) in
          let request = PlaceRequest()
          request.onCancel {
            cancelled.value = true
            completion(.failure(.cancelled))
          }
          return request
        }
      } catch {
        return error as? PlaceKitError == .deadlinePassed ? -1 : -2
      }
    }
    #expect(result == -1)
    #expect(cancelled.value)
    #expect(ContinuousClock.now >= deadline.instant)
    #expect(watch.waiting == 0)
  }

  @Test(arguments: [true, false])
  func anAnswerInTimeIsKeptAndForgotten(atOnce: Bool) async throws {
    let deadline = RequestDeadline(after: .seconds(30), watch: watch)
    let value = try await RequestDeadline.$current.withValue(deadline) {
      try await PlaceRequest.answer { (completion: @escaping @Sendable (Result<Int, PlaceKitError>) -> Void) in
        if atOnce {
          completion(.success(7))
        } else {
          Task.detached { completion(.success(7)) }
        }
        return PlaceRequest()
      }
    }
    #expect(value == 7)
    #expect(watch.waiting == 0)
  }

  @Test func withoutADeadlineNothingIsWatched() async throws {
    let value = try await PlaceRequest.answer { (completion: @escaping @Sendable (Result<Int, PlaceKitError>) -> Void) in
      completion(.success(3))
      return PlaceRequest()
    }
    #expect(value == 3 && watch.waiting == 0)
  }
}
