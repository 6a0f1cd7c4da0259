import PlaceKitFakes
import Testing
@testable import PlaceKit

/// A wait under a `RequestDeadline` ends at the deadline with `.deadlinePassed` and
/// cancels its request; an answer in time leaves nothing for the watch to do.
struct RequestDeadlineTests {
  let watch = DeadlineWatch(tick: .milliseconds(10))

  @Test func aRequestNotAnsweredByItsDeadlineIsCancelled() async throws {
    let cancelled = Box(false)
    let deadline = RequestDeadline(after: .milliseconds(50), watch: watch)
    let result = try await TestBudget.bounding("a wait past its deadline") {
      await RequestDeadline.$current.withValue(deadline) {
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
    }
    #expect(result == -1)
    #expect(cancelled.value)
    #expect(ContinuousClock.now >= deadline.instant)
    #expect(watch.waiting == 0)
  }

  @Test(arguments: [true, false])
  func anAnswerInTimeIsKeptAndForgotten(atOnce: Bool) async throws {
    let deadline = RequestDeadline(after: .seconds(30), watch: watch)
    let value = try await TestBudget.bounding("an answer in time") {
      try await RequestDeadline.$current.withValue(deadline) {
        try await PlaceRequest.answer { (completion: @escaping @Sendable (Result<Int, PlaceKitError>) -> Void) in
          if atOnce {
            completion(.success(7))
          } else {
            Task.detached { completion(.success(7)) }
          }
          return PlaceRequest()
        }
      }
    }
    #expect(value == 7)
    #expect(watch.waiting == 0)
  }

  @Test func whicheverComesSecondIsDropped() async throws {
    // The answer and the deadline race, many times: each wait ends once, with one of them.
    var random = SeededRandom(seed: 0xDEAD_11)
    let seed = random.description
    for race in 0..<200 {
      let (deadlineMs, answerMs) = (Int.random(in: 0...20, using: &random), Int.random(in: 0...20, using: &random))
      let deadline = RequestDeadline(after: .milliseconds(deadlineMs), watch: watch)
      let answer: Result<Int, PlaceKitError> = try await TestBudget.bounding("\(seed), race \(race)") {
        await RequestDeadline.$current.withValue(deadline) {
          do {
            return .success(
              try await PlaceRequest.answer { (completion: @escaping @Sendable (Result<Int, PlaceKitError>) -> Void) in
                Task.detached {
                  try? await Task.sleep(for: .milliseconds(answerMs))
                  completion(.success(5))
                }
                return PlaceRequest()
              })
          } catch {
            return .failure(error as? PlaceKitError ?? .cancelled)
          }
        }
      }
      #expect(answer == .success(5) || answer == .failure(.deadlinePassed), "\(seed): \(answer)")
    }
    #expect(watch.waiting == 0)
  }
}
