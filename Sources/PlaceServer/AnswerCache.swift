import PlaceKit

/// The last answers the server gave, by request: the data never changes while a server
/// runs, and people typing ask the same prefixes ("s", "se", "seo") again and again, so
/// a repeated request is answered without asking the source.
///
/// Bounded: at most `capacity` answers; when full, the entry used longest ago (a clock
/// sweep over a "used" bit, as page caches do) makes room. Thread-safe through `Box`.
struct AnswerCache: Sendable {
  private struct Entry: Sendable {
    var key: String
    var body: String
    var used: Bool
  }

  private struct State: Sendable {
    var slots: [Entry] = []
    var index: [String: Int] = [:]
    var hand = 0
    var hits = 0
    var misses = 0
  }

  /// Most answers kept; 0 keeps none.
  let capacity: Int
  private let state = Box(State())

  /// A cache of at most `capacity` answers.
  init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  /// The answer stored for `key`, marked as used.
  func answer(for key: String) -> String? {
    guard capacity > 0 else { return nil }
    return state.update { state in
      guard let slot = state.index[key] else {
        state.misses += 1
        return nil
      }
      state.hits += 1
      state.slots[slot].used = true
      return state.slots[slot].body
    }
  }

  /// Keeps `body` as the answer for `key`.
  func store(_ body: String, for key: String) {
    guard capacity > 0 else { return }
    state.update { state in
      if let slot = state.index[key] {
        state.slots[slot].body = body
        return
      }
      guard state.slots.count == capacity else {
        state.index[key] = state.slots.count
        state.slots.append(Entry(key: key, body: body, used: false))
        return
      }
      // The clock hand passes entries used since its last turn, clearing their bit.
      while state.slots[state.hand].used {
        state.slots[state.hand].used = false
        state.hand = (state.hand + 1) % capacity
      }
      state.index[state.slots[state.hand].key] = nil
      state.slots[state.hand] = Entry(key: key, body: body, used: false)
      state.index[key] = state.hand
      state.hand = (state.hand + 1) % capacity
    }
  }

  /// Answers found and not found so far (for `/status`).
  var counts: (hits: Int, misses: Int) {
    state.update { ($0.hits, $0.misses) }
  }
}
