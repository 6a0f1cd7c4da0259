import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Odd queries get a sensible answer: nothing for noise, the place for a name wrapped in
/// noise. (How fast they are answered is measured by `placesearch-bench --only edge`.)
@Suite(.serialized) struct QueryEdgeCaseTests {
  private static let seoul = "geonames:1835848"

  private func top(_ query: String) async throws -> [String] {
    let engine = try await TestIndex.engine()
    let completed = engine.complete(query, limit: 5).first?.placeIDs.first
    let searched = engine.search(query, limit: 5).first?.id
    #expect(completed == searched || completed == nil || searched == nil)
    return [completed, searched].compactMap { $0 }
  }

  @Test(arguments: [
    "", " ", "   \t  ", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{301}", "\u{301}\u{308}\u{20DD}",
    String(repeating: "\u{301}", count: 50_000), "🏙️", "👍🏽🇰🇷", "\u{FFFD}", "\u{200B}\u{FEFF}",
    String(repeating: "a", count: 100_000), String(repeating: "seoul ", count: 20_000),
    String(repeating: "서울", count: 30_000),
  ])
  func noiseFindsNothingAndDoesNotStall(query: String) async throws {
    #expect(try await top(query).isEmpty)
  }

  @Test(arguments: [
    "seoul\u{7}", "seoul\u{0}", " seoul ", "\tseoul", "SEOUL", "seoul\u{FFFD}", "se\u{200B}oul",
    "Seoul 🏙️", "서울\u{0}", "서울 ", "ＳＥＯＵＬ",
  ])
  func aNameWrappedInNoiseIsStillFound(query: String) async throws {
    #expect(try await top(query).first == QueryEdgeCaseTests.seoul)
  }

  @Test(arguments: ["서울 seoul", "Москва東京", "seoul서울", "東京 tokyo"])
  func mixedScriptsAnswerWithoutCrashing(query: String) async throws {
    // No place is named like this; a typo match is fine, a crash or stall is not.
    let engine = try await TestIndex.engine()
    #expect(engine.complete(query, limit: 5).count <= 5)
  }

  @Test func aPastedParagraphStartingWithANameFindsNothingButIsCutCheaply() async throws {
    let engine = try await TestIndex.engine()
    let query = "seoul" + String(repeating: "x", count: 100_000)
    #expect(engine.complete(query, limit: 5).isEmpty)
  }
}
