import Foundation
import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// Thousands of random keystroke sequences against engines that answer at once, late
/// from other threads, or held and released in random order. After every key: the list
/// shown never goes back to an older answer, and a choice is a full match of the latest
/// answer to the query as it stands (never of an older list still on screen), or a row
/// of it the user moved to (a query with "é" is answered by rows leaving it out). Once every
/// answer is in: the list is the latest query's. After each run the coordinator and its
/// controllers are freed, whatever answers are still out.
@MainActor
struct CoordinatorStressTests {
  /// The session's events: the fakes' answers arrive here.
  let events = EventQueue()
  /// How an engine answers.
  enum Timing: CaseIterable, Sendable {
    /// Inside the call.
    case immediate
    /// From another thread, 0–2 ms later.
    case late
    /// Held until the test releases it, in random order.
    case outOfOrder
  }

  @Test(arguments: Timing.allCases)
  func randomKeystrokesNeverShowStaleResults(timing: Timing) async throws {
    var random = SeededRandom(seed: 0x5EED + UInt64(Timing.allCases.firstIndex(of: timing)!))
    let sequences = timing == .late ? 500 : 1500
    for _ in 0..<sequences {
      try await runSequence(timing: timing, random: &random, seed: random.description)
    }
  }

  private let alphabet = ["a", "s", "e", "서", "울", "é", " ", "ㅅ"]

  /// One random sequence of keys; `seed` names the test's seed in failure messages.
  private func runSequence(timing: Timing, random: inout SeededRandom, seed: String) async throws {
    let engine = ScriptedEngine(timing: timing, delays: SeededRandom(seed: random.next(), environment: [:]))
    weak var weakCoordinator: SearchCoordinator?
    weak var weakCompletions: CompletionController?
    weak var weakDetails: DetailResultsController?
    do {
      let completions = CompletionController(completer: engine, location: nil, units: .kilometres, events: events)
      let coordinator = SearchCoordinator(
        recommendations: RecommendationController(
          recommender: FakeRecommender(answer: .success([.fixture("Home")])), location: Location(latitude: 0, longitude: 0), units: .kilometres, events: events),
        completions: completions,
        makeDetails: { completion in
          let details = DetailResultsController(searcher: engine, completion: completion, location: nil, units: .kilometres, events: events)
          weakDetails = details
          return details
        },
        events: events,
        options: SearchOptions(locationLabel: "Test", initialQuery: ""))
      weakCoordinator = coordinator
      weakCompletions = completions
      coordinator.start()
      var lastShownCall = -1
      var enterPressed = false
      // Whether a move key came since the query last changed (a partial row is chosen
      // only then).
      var moved = false
      func checkOutcome(after key: KeyEvent?) {
        switch coordinator.outcome {
        case nil: break
        case .cancelled: #expect(key == .escape || key == .control("g"), "\(seed)")
        case .nothingMatched:
          let noFullMatch = coordinator.active.rows.isEmpty || coordinator.active.cursor.selection == nil
          #expect(enterPressed && noFullMatch && !coordinator.active.isLoading, "\(seed)")
        case .chosen(let place, _):
          #expect(enterPressed, "\(seed)")
          let query = coordinator.editor.text
          if query.trimmingCharacters(in: .whitespaces).isEmpty {
            #expect(place.id == "test:Home", "\(seed)")
          } else {
            // `query#call/row.k`: the latest answer to the query as it stands.
            let answered = place.id.split(separator: "#").dropLast().joined(separator: "#")
            let call = Int(place.id.split(separator: "#").last!.split(separator: "/").first!)
            #expect(answered == query && call == engine.latestCall(for: query), "chose \(place.id) for \(query); \(seed)")
            #expect(moved || !ScriptedEngine.leavesWordsOut(query), "chose a partial row unmoved: \(query); \(seed)")
          }
        }
      }
      for _ in 0..<Int.random(in: 1...24, using: &random) {
        let key = randomKey(&random)
        if key == .enter { enterPressed = true }
        let queryBefore = coordinator.editor.text
        coordinator.update(.key(key))
        if coordinator.editor.text != queryBefore { moved = false }
        // Up from no row selects none: only a move down can select a row.
        if [.down, .pageDown].contains(key) { moved = true }
        checkOutcome(after: key)
        if coordinator.outcome != nil { break }
        if Int.random(in: 0..<3, using: &random) == 0 { engine.release(some: true, using: &random) }
        if Int.random(in: 0..<2, using: &random) == 0 { await settle(coordinator) }
        checkOutcome(after: nil)
        if coordinator.outcome != nil { break }
        if coordinator.active === completions, let call = completions.completions.first.map(ScriptedEngine.call) {
          #expect(call >= lastShownCall, "an older answer replaced a newer one; \(seed)")
          #expect(completions.completions.allSatisfy { ScriptedEngine.call($0) == call }, "\(seed)")
          lastShownCall = call
        }
      }
      if coordinator.outcome == nil {
        // Keys held for a loading list ask again when it arrives (Tab): until all is in.
        for _ in 0..<10 where coordinator.outcome == nil {
          try await engine.finish()
          await settle(coordinator)
          if !coordinator.active.isLoading && engine.isIdle { break }
        }
        checkOutcome(after: nil)
        if coordinator.outcome == nil && coordinator.active === completions {
          #expect(completions.answeredQuery == coordinator.editor.text, "\(seed)")
          let latest = engine.latestCall(for: coordinator.editor.text)
          #expect(completions.completions.allSatisfy { ScriptedEngine.call($0) == latest }, "\(seed)")
        }
        if coordinator.outcome == nil && !(coordinator.active is DetailResultsController) {
          #expect(
            coordinator.editor.text.trimmingCharacters(in: .whitespaces).isEmpty
              == (coordinator.active is RecommendationController), "\(seed)")
        }
      }
    }
    // Everything is dropped while answers may still be out: nothing may keep it alive.
    _ = events.takeQueued()
    #expect(weakCoordinator == nil && weakCompletions == nil && weakDetails == nil, "a controller leaked; \(seed)")
    try await engine.finish()
  }

  private func randomKey(_ random: inout SeededRandom) -> KeyEvent {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<50: return .text(alphabet.randomElement(using: &random)!)
    case 50..<62: return .backspace
    case 62..<70: return .down
    case 70..<74: return .up
    case 74..<78: return .left
    case 78..<80: return .control("u")
    case 80..<82: return .control("w")
    case 82..<85: return .tab
    case 85..<91: return .enter
    case 91..<96: return .escape
    case 96: return .pageDown
    case 97: return .control("g")
    default: return .resize
    }
  }
}

/// An engine for completion and detail search whose answers encode the call they answer
/// (`query#call/row`), delivered at once, late from another thread, or when released.
private final class ScriptedEngine: Completing, PlaceSearching {
  private let timing: CoordinatorStressTests.Timing
  private let calls = Box<[String]>([])
  private let held = Box<[@Sendable () -> Void]>([])
  private let outstanding = Box(0)
  /// Draws how late a `late` answer comes.
  private let delays: Box<SeededRandom>
  /// Ids of every place a detail search answered with.
  let searchedIDs = Box<Set<String>>([])

  init(timing: CoordinatorStressTests.Timing, delays: SeededRandom) {
    self.timing = timing
    self.delays = Box(delays)
  }

  /// The call number a completion answers.
  static func call(_ completion: Completion) -> Int {
    Int(completion.placeIDs[0].split(separator: "#").last!.split(separator: "/").first!)!
  }

  /// Whether the answer to `query` leaves words out: it has an "é".
  static func leavesWordsOut(_ query: String) -> Bool { query.contains("é") }

  /// The number of the latest call for `query`.
  func latestCall(for query: String) -> Int? {
    calls.value.lastIndex(of: query)
  }

  func complete(
    _ query: String, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Completion], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    let call = calls.update { calls in
      calls.append(query)
      return calls.count - 1
    }
    let rows = (0..<(query.unicodeScalars.count % 4 + 1)).map { row in
      let ids = (0...(row % 2)).map { "\(query)#\(call)/\(row).\($0)" }
      var completion = Completion(title: "\(query) \(row)", subtitle: "", highlights: [], placeIDs: ids)
      if Self.leavesWordsOut(query) { completion.leftOutWords = ["é"] }
      return completion
    }
    deliver { completion(.success(Array(rows.prefix(limit)))) }
    return PlaceRequest()
  }

  func search(
    _ request: SearchRequest, near location: Location?, limit: Int,
    completion: @escaping @Sendable (Result<[Place], PlaceKitError>) -> Void
  ) -> PlaceRequest {
    guard case .completion(let chosen) = request else {
      completion(.success([]))
      return PlaceRequest()
    }
    let places = chosen.placeIDs.map { Place.fixture($0, id: $0) }
    searchedIDs.update { $0.formUnion(chosen.placeIDs) }
    deliver { completion(.success(places)) }
    return PlaceRequest()
  }

  private func deliver(_ answer: @escaping @Sendable () -> Void) {
    switch timing {
    case .immediate:
      answer()
    case .late:
      outstanding.update { $0 += 1 }
      let outstanding = outstanding
      let delay = delays.update { Int.random(in: 0...2000, using: &$0) }
      DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay)) {
        answer()
        outstanding.update { $0 -= 1 }
      }
    case .outOfOrder:
      held.update { $0.append(answer) }
    }
  }

  /// Releases held answers: a random few, or all, in random order.
  func release(some: Bool, using random: inout SeededRandom) {
    var answers = held.update { held in
      defer { held = [] }
      return held
    }
    answers.shuffle(using: &random)
    let count = some ? Int.random(in: 0...answers.count, using: &random) : answers.count
    for answer in answers.prefix(count) { answer() }
    let kept = Array(answers.dropFirst(count))
    held.update { $0.insert(contentsOf: kept, at: 0) }
  }

  /// Whether no answer is held or on its way.
  var isIdle: Bool { held.value.isEmpty && outstanding.value == 0 }

  /// Delivers every answer still out.
  func finish() async throws {
    var random = SeededRandom(seed: 7)
    while !held.value.isEmpty { release(some: false, using: &random) }
    var deadline = PollingDeadline()
    while outstanding.value > 0 {
      let mayPoll = deadline.allowsAnotherPoll()
      try #require(mayPoll, "late answers never came")
      try await Task.sleep(for: .milliseconds(2))
    }
  }
}
