import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// `Score`: named parts whose sum is the total, and a title group's member scored by
/// swapping only the parts that come from the place.
struct ScoreTests {
  @Test func theTotalIsTheSumOfTheParts() {
    let score = RankingModel.score(
      importance: 12, kind: .alternate, whole: true, earnsAlternateBonus: true, edits: 1, area: -4,
      distanceKm: 250, recent: true)
    #expect(score.match == MatchKind.alternate.penalty + RankingModel.exactBonus + RankingModel.exactAlternateBonus
      - RankingModel.typoPenalty)
    #expect(score.distance == RankingModel.distanceBias(km: 250))
    #expect(score.recent == RankingModel.recentBonus)
    #expect(score.total == score.importance + score.match + score.area + score.distance + score.recent)
  }

  @Test func aGroupMemberKeepsTheMatchAndTakesItsOwnPlaceParts() {
    let found = RankingModel.score(
      importance: 13, kind: .primary, whole: true, earnsAlternateBonus: false, edits: 0, area: 0,
      distanceKm: 10, recent: true)
    let member = RankingModel.score(found, of: 9, area: -RankingModel.partialQualifierPenalty, distanceKm: nil, recent: false)
    #expect(member.match == found.match)
    #expect(member.importance == 9 && member.distance == 0 && member.recent == 0)
    #expect(member.area == -RankingModel.partialQualifierPenalty)
    #expect(member.total == 9 + found.match - RankingModel.partialQualifierPenalty)
  }

  /// A country's whole name typed in full earns the exact alternate bonus; a word of it,
  /// its code, or a query too short for the bonus does not.
  @Test func aCountrysWholeNameEarnsTheAlternateBonus() {
    func match(_ kind: MatchKind, long: Bool = true) -> Float {
      RankingModel.match(kind: kind, whole: true, earnsAlternateBonus: long, edits: 0, namesCountry: true)
    }
    #expect(match(.primary) == MatchKind.primary.penalty + RankingModel.exactBonus + RankingModel.exactAlternateBonus)
    #expect(match(.primaryWord) == MatchKind.primaryWord.penalty + RankingModel.exactBonus)
    #expect(match(.code) == MatchKind.code.penalty + RankingModel.codeBonus + RankingModel.exactBonus)
    #expect(match(.primary, long: false) == MatchKind.primary.penalty + RankingModel.exactBonus)
  }

  @Test func aCodeIsPlacedJustBesideItsRival() {
    let rival = RankingModel.score(
      importance: 14, kind: .primary, whole: false, earnsAlternateBonus: false, edits: 0, area: 0, distanceKm: nil,
      recent: false)
    let code = RankingModel.score(
      importance: 12, kind: .code, whole: true, earnsAlternateBonus: false, edits: 0, area: 0, distanceKm: nil,
      recent: false)
    let below = RankingModel.placing(code, beside: rival, runnerUp: nil, rivalIsBig: true)
    let above = RankingModel.placing(code, beside: rival, runnerUp: nil, rivalIsBig: false)
    #expect(below.total < rival.total && rival.total < above.total)
    #expect(abs(above.total - rival.total) < 2 * RankingModel.codePlacementStep)
    // Below a big rival, it stays above the next match, however near the rival that is.
    for gap: Float in [0.001, 0.02, 0.2] {
      let runnerUp = rival.total - gap
      let placed = RankingModel.placing(code, beside: rival, runnerUp: runnerUp, rivalIsBig: true)
      #expect(runnerUp < placed.total && placed.total < rival.total, "gap \(gap): \(placed.total)")
    }
    // A runner-up that ties the rival: the code leads them.
    #expect(RankingModel.placing(code, beside: rival, runnerUp: rival.total, rivalIsBig: true).total > rival.total)
  }

  @Test func theBoundsHoldEveryKindsMatch() {
    for kind in MatchKind.allCases where kind != .code {
      for whole in [false, true] {
        let match = RankingModel.match(kind: kind, whole: whole, earnsAlternateBonus: true, edits: 0)
        #expect(match <= RankingModel.bestMatch(wholeKey: whole, edits: 0), "\(kind)")
        #expect(match - kind.penalty <= RankingModel.mostMatchBonus(wholeKey: whole, earnsAlternateBonus: true, edits: 0))
      }
    }
  }
}
