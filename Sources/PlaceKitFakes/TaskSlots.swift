import Foundation
import PlaceKit

/// A counting semaphore for tasks: at most `count` holders at once, the others wait
/// suspended (at no cost to the executor's threads) and are let in in turn.
///
/// Tests bound their heavy work with it: computations a core each (`OwnThread.compute`),
/// and the binaries they run (`CLI.launch`), since every test starts at once and a
/// process's budget must not pay for fifty others started beside it.
public final class TaskSlots: Sendable {
  private let state: Box<(free: Int, waiting: [CheckedContinuation<Void, Never>])>

  /// Slots for `count` holders at once.
  public init(count: Int) { state = Box((max(1, count), [])) }

  /// The value of `work`, run once a slot is free; the slot is given back when it ends.
  public func run<Value: Sendable, Failure: Error>(
    _ work: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    await enter()
    defer { leave() }
    return try await work()
  }

  private func enter() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let admitted = state.update { state in
        guard state.free > 0 else {
          state.waiting.append(continuation)
          return false
        }
        state.free -= 1
        return true
      }
      if admitted { continuation.resume() }
    }
  }

  private func leave() {
    let next = state.update { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.free += 1
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
