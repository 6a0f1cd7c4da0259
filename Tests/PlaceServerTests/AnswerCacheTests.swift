import Testing
@testable import PlaceServer

/// The bounded cache of answers to repeated requests.
struct AnswerCacheTests {
  @Test func aRepeatedRequestIsAnsweredFromTheCache() {
    let cache = AnswerCache(capacity: 2)
    #expect(cache.answer(for: "/api?q=s") == nil)
    cache.store("{s}", for: "/api?q=s")
    #expect(cache.answer(for: "/api?q=s") == "{s}")
    #expect(cache.counts.hits == 1 && cache.counts.misses == 1)
  }

  @Test func whenFullTheAnswerUsedLongestAgoMakesRoom() {
    let cache = AnswerCache(capacity: 2)
    cache.store("a", for: "a")
    cache.store("b", for: "b")
    _ = cache.answer(for: "a")  // "a" was used since: "b" goes
    cache.store("c", for: "c")
    #expect(cache.answer(for: "a") == "a")
    #expect(cache.answer(for: "b") == nil)
    #expect(cache.answer(for: "c") == "c")
    for index in 0..<100 { cache.store("\(index)", for: "\(index)") }
    #expect([cache.answer(for: "98"), cache.answer(for: "99")] == ["98", "99"])
    #expect(cache.answer(for: "a") == nil)
  }

  @Test func aCacheOfNothingKeepsNothing() {
    let cache = AnswerCache(capacity: 0)
    cache.store("a", for: "a")
    #expect(cache.answer(for: "a") == nil)
  }
}
