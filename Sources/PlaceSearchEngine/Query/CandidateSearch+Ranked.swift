extension CandidateSearch {
  /// The pool, best first, at most `count` places. Typo matches far weaker than the best
  /// match as typed are dropped: they would be noise under a good answer.
  func ranked(atMost count: Int = .max) -> [Candidate] {
    let bestAsTyped = best.values.filter { $0.edits == 0 }.map(\.score.total).max()
    let kept = best.values.filter { candidate in
      guard candidate.edits > 0, let bestAsTyped else { return true }
      return candidate.score.total >= bestAsTyped - RankingModel.typoNoiseMargin
    }
    // Best score first, then the lower place number: the first `count` of thousands
    // (a scanned range) without sorting the rest.
    return kept.best(count) {
      $0.score.total != $1.score.total ? $0.score.total > $1.score.total : $0.place < $1.place
    }
  }
}
