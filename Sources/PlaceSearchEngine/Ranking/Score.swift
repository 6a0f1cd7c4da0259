import PlaceKit
/// How well a place answers a query, in named parts (natural-log units of population, as
/// `RankingModel` explains) and their `total`, by which candidates are ranked.
///
/// Built only by `RankingModel`: the parts that come from the place (`importance`,
/// `area`, `distance`, `recent`) and the one that comes from the name it matched
/// (`match`) are kept apart, so a title group's other places are scored by swapping the
/// place's parts (`RankingModel.score(_:of:)`), never by subtracting bonuses back.
struct Score {
  /// The place's importance (`RankingModel.importance`).
  let importance: Float
  /// What the name matched is worth: its kind's penalty (`MatchKind.penalty`), the
  /// exact-match bonuses, a code's bonus, less the typo penalty. The same for every place
  /// matched by the same name the same way.
  let match: Float
  /// A qualified reading's adjustment for the place's area (`QualifiedReading.adjustment`),
  /// 0 for the whole query as a name.
  let area: Float
  /// The distance bias from the query's location (`RankingModel.distanceBias`), 0 without one.
  let distance: Float
  /// The recent-place bonus (`RankingModel.recentBonus`), 0 for a place not chosen lately.
  let recent: Float
  /// The demotion of a city's section matched by its city's name alone
  /// (`RankingModel.sectionPenalty`: "paris" of "Paris 15 Vaugirard"), 0 for every other
  /// match.
  let section: Float
  /// What moves a major airport's code beside the best other match
  /// (`RankingModel.placing(_:beside:runnerUp:rivalIsBig:)`), 0 for every other match.
  let placement: Float
  /// The sum of the parts.
  let total: Float

  fileprivate init(
    importance: Float, match: Float, area: Float, distance: Float, recent: Float, section: Float = 0, placement: Float = 0
  ) {
    self.importance = importance
    self.match = match
    self.area = area
    self.distance = distance
    self.recent = recent
    self.section = section
    self.placement = placement
    total = importance + match + area + distance + recent + section + placement
  }
}

extension RankingModel {
  /// The score of a place of importance `importance` matched through a key of `kind`:
  /// `whole` when the query covered the key, with `edits` typos; `earnsAlternateBonus`
  /// when the query is long enough for `exactAlternateBonus`, which a country's whole
  /// name of any kind earns too, not a word of it or a code (`namesCountry`: "dominica"
  /// is Dominica before the Dominican Republic, "멕시코" Mexico before 멕시코 시), and with
  /// the match part the other places of its title group named so (Georgia, the US state,
  /// shares a row with Georgia, the country). `area` is the qualified reading's
  /// adjustment, `distanceKm` the distance from the query's location, `recent` whether
  /// the place was chosen lately, `namesOnlyItsCity` whether the place is a
  /// city's section matched by the city's name alone (`sectionPenalty`).
  static func score(
    importance: Float, kind: MatchKind, whole: Bool, earnsAlternateBonus: Bool, edits: Int, area: Float,
    distanceKm: Float?, recent: Bool, namesOnlyItsCity: Bool = false, namesCountry: Bool = false
  ) -> Score {
    Score(
      importance: importance,
      match: match(kind: kind, whole: whole, earnsAlternateBonus: earnsAlternateBonus, edits: edits, namesCountry: namesCountry),
      area: area, distance: distanceKm.map(distanceBias(km:)) ?? 0, recent: recent ? recentBonus : 0,
      section: namesOnlyItsCity ? -sectionPenalty : 0)
  }

  /// `score` for another place matched the same way (a title group's member): its own
  /// importance, area adjustment, distance and recent bonus, the same match part; the
  /// same section part, as the places of one title share the name that decides it.
  static func score(_ score: Score, of importance: Float, area: Float, distanceKm: Float?, recent: Bool) -> Score {
    Score(
      importance: importance, match: score.match, area: area, distance: distanceKm.map(distanceBias(km:)) ?? 0,
      recent: recent ? recentBonus : 0, section: score.section)
  }

  /// A major airport's code match, `code`, placed beside `rival`, the best other match as
  /// typed: just below it when `rivalIsBig`, yet above `runnerUp` (the next other match's
  /// total: "atl" is Atlanta, its airport, then the departments Atlantique and Atlántico,
  /// scored a hair below Atlanta), else just above it, and so when the runner-up ties the
  /// rival (no one place stands out: "hod" is Hodeidah's airport, then Hodh ech Chargui,
  /// Hodh el Gharbi and Hodoš, three areas of one score); among codes, the place's
  /// importance decides (`codePlacementStep`, narrowed to half the gap below the rival).
  static func placing(_ code: Score, beside rival: Score, runnerUp: Float?, rivalIsBig: Bool) -> Score {
    let gap = runnerUp.map { rival.total - $0 } ?? .infinity
    let below = rivalIsBig && gap > 0
    let step = below ? min(codePlacementStep, gap / 2) : codePlacementStep
    let target = rival.total + (below ? -step : step) + code.importance / 1000 * (step / codePlacementStep)
    let parts = code.importance + code.match + code.area + code.distance + code.recent + code.section
    return Score(
      importance: code.importance, match: code.match, area: code.area, distance: code.distance, recent: code.recent,
      section: code.section, placement: target - parts)
  }

  /// How far a placed code's score is from its rival's at most: less than any other term,
  /// more than the importance order among codes (importance / 1000) spans.
  static let codePlacementStep: Float = 0.05

  /// The match part of a match through `kind`, as `score` describes.
  static func match(kind: MatchKind, whole: Bool, earnsAlternateBonus: Bool, edits: Int, namesCountry: Bool = false) -> Float {
    var match = kind.penalty
    // A code names its place only when typed whole, and then as its primary name does.
    if kind == .code { match += codeBonus }
    if whole {
      match += exactBonus
      if earnsAlternateBonus && (kind == .alternate || (namesCountry && kind.isWholeName)) { match += exactAlternateBonus }
    }
    return match - Float(edits) * typoPenalty
  }

  /// The most a key's match part can exceed its kind's penalty (what its entry's static
  /// score leaves out), codes aside: a key equal to the query earns the exact-match
  /// bonuses (the alternate name's too when `earnsAlternateBonus`), less the typos.
  /// (A country's whole name earns the alternate name's bonus under the same condition.)
  static func mostMatchBonus(wholeKey: Bool, earnsAlternateBonus: Bool, edits: Int) -> Float {
    (wholeKey ? exactBonus + (earnsAlternateBonus ? exactAlternateBonus : 0) : 0) - Float(edits) * typoPenalty
  }

  /// The most any match part can be (a primary name's: no penalty; a country's whole name,
  /// or an alternate one, earns `exactAlternateBonus` too), codes aside, for a key equal to
  /// the query (`wholeKey`) or only started by it.
  static func bestMatch(wholeKey: Bool, edits: Int) -> Float {
    MatchKind.primary.penalty + (wholeKey ? exactBonus + exactAlternateBonus : 0) - Float(edits) * typoPenalty
  }
}
