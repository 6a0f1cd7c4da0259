import Foundation
import PlaceKit

/// The numbers behind ranking: one score per place and query (`Score`, built here only),
/// importance + match quality + exact-match bonus + distance bias − typo penalty, with a
/// qualified reading's area adjustment and the recent-place bonus.
///
/// All terms are in natural-log units of population, so "+0.7" reads as "worth twice
/// the population". Tuned with `placesearch-bench` (keystrokes to target).
enum RankingModel {
  /// ln(population), floored at the 500 of cities500; areas without a population get a
  /// typical one for their level (Korean sido ≈ 500k, sigungu ≈ 150k, dong ≈ 15k).
  ///
  /// A country with a population ranks on a flatter curve (`countryImportance`): what a
  /// country holds is not what a query of its name's first letters means.
  static func importance(population: Int, kind: PlaceKind) -> Float {
    var stand = Double(max(population, 500))
    if case .adminArea(let level) = kind {
      if level <= 0 { return countryImportance(population: max(population, 500)) }
      if population == 0 { stand = Double(areaStandIn[min(level, 3) - 1]) }
    }
    return Float(log(stand))
  }

  /// The people an area without a population stands for, by level from the first:
  /// a province, a county, a neighbourhood.
  static let areaStandIn = [500_000, 150_000, 15_000]

  /// A populated country's importance: a first-level area's (a province's, 500,000
  /// people) at `countryPivot` people, `countrySlope` per e-fold beyond. Calibrated with
  /// the benchmark (keystrokes to the 1,000 biggest cities and to the countries, see
  /// docs/performance.md): Japan ≈ a city of 3 million, China ≈ 8 million, Georgia ≈ 700,000, close
  /// enough to the US state that they share a row.
  static func countryImportance(population: Int) -> Float {
    let province = log(500_000.0)
    return Float(province + countrySlope * (log(Double(max(population, 1))) - log(countryPivot)))
  }

  /// The population at which a country ranks as a first-level area does.
  static let countryPivot = 1_000_000.0
  /// What a country's importance gains per e-fold of its population.
  static let countrySlope = 0.35

  /// The importance of `record`: by population, and for a feature that is no populated
  /// place or area (a tower, a mountain) the better of that and its notability. A Korean
  /// city that governs 구 and has no population of its own (용인시: GeoNames has none)
  /// stands in for its districts together, so it ranks above each of them. A first-level
  /// area without a population stands for its share of its country's people
  /// (`PlaceRecord.standsFor`), else for a province's.
  static func importance(of record: PlaceRecord) -> Float {
    if record.population == 0 && record.governedDistricts > 1 {
      return importance(population: 0, kind: record.kind) + Float(log(Double(record.governedDistricts)))
    }
    let byPopulation = importance(population: record.population == 0 ? record.standsFor : record.population, kind: record.kind)
    if case .adminArea = record.kind, let rank = record.sizeRank {
      return byPopulation + sizePrior(countySizePrior, rank: rank)
    }
    guard case .feature(let feature) = record.kind else { return byPopulation }
    var names = Set(record.alternateNames)
    names.insert(record.name)
    var scripts = Set<UInt32>()
    for name in names { scripts.insert(MatchKind.script(of: name)) }
    let prior = feature.prior + (record.sizeRank.map { sizePrior(airportSizePrior, rank: $0) } ?? 0)
    return max(byPopulation, featureImportance(prior: prior, names: names.count, scripts: scripts.count))
  }

  /// The prior of size rank `rank` in `priors` (the last one for any higher rank).
  private static func sizePrior(_ priors: [Float], rank: Int) -> Float {
    priors[min(max(rank, 0), priors.count - 1)]
  }

  /// Added to a feature's prior by the size rank its source gives, by rank
  /// (`PlaceRecord.sizeRank`; only the embedded airports have one): a strip below; an
  /// international airport above a scheduled one; an airport of a city with several
  /// (ICN, JFK, LHR) as a city of 300,000 (the features' ceiling), so that "heathrow" is
  /// London's airport before Heathrow, Florida.
  static let airportSizePrior: [Float] = [-1.0, 0.0, 1.5, 4.5]
  /// Added to an area's importance by the size rank its source gives (only the embedded
  /// US counties have one, by their biggest place: 100,000 people, 10,000, fewer), so
  /// that "cook county" is Chicago's.
  static let countySizePrior: [Float] = [-2.0, -1.0, 0.0]

  /// The importance of a feature without a population: the floor of a place, its
  /// code's prior (`FeatureVocabulary`), and its notability. The number of names it has
  /// and the scripts they are written in tell how widely known it is: the Eiffel Tower has
  /// about a hundred names in a dozen scripts, a hotel one. Capped below big cities, so
  /// a landmark never outranks the city a query names.
  static func featureImportance(prior: Float, names: Int, scripts: Int) -> Float {
    let notability = nameWeight * log(Float(max(names, 1))) + scriptWeight * Float(max(scripts - 1, 0))
    return min(featureCeiling, Float(log(500.0)) + prior + notability)
  }

  /// Importance per e-fold of a feature's names: a hundred names ≈ 4.1, as a population
  /// 60 times bigger.
  static let nameWeight: Float = 0.9
  /// Importance per script beyond the first among a feature's names.
  static let scriptWeight: Float = 0.25
  /// The most a feature without population is worth: a city of 300,000.
  static let featureCeiling = Float(log(300_000.0))

  /// The parameters an index is built with (match kind penalties, importance of areas
  /// and features without population, what makes a city section): a change means a new
  /// index.
  static let indexParameters: [Float] = {
    MatchKind.allCases.map(\.penalty)
      + [0, 1, 2, 3].map { importance(population: 0, kind: .adminArea(level: $0)) }
      + [importance(population: 0, kind: .populated), CitySections.radiusKm, CitySections.margin]
      + [nameWeight, scriptWeight, featureCeiling, codeBonus, Float(countryPivot), Float(countrySlope)]
      + airportSizePrior + countySizePrior
      + FeatureVocabulary.entries.keys.sorted().map { FeatureVocabulary.entries[$0]!.prior }
  }()

  /// The population whose importance a match by the same letters must score to keep an
  /// airport's code from the first row (`CandidateSearch.placeCodeMatches`).
  static let codeRivalPopulation = 100_000
  /// The least importance of a feature whose code is placed beside the best match: an
  /// international airport's with a single name (a strip's or a scheduled airport's code
  /// keeps its own score, so "gor" is no Gore Airport in row 2).
  static let pinnedCodeImportance = featureImportance(
    prior: GeoNamesFeature.airport.prior + airportSizePrior[2], names: 1, scripts: 1)

  /// Bonus when the query is the whole key ("paris" over "parisot").
  static let exactBonus: Float = 1.5
  /// More bonus when the query is a whole alternate name: typed in full, an old or
  /// foreign name means that place ("pusan" → Busan, "calcutta" → Kolkata), though its
  /// prefixes stay behind primary names. A country's name of any kind typed in full
  /// earns it too ("dominica" is no Dominican Republic).
  static let exactAlternateBonus: Float = 2.0
  /// Alternate names of fewer letters (spaces not counted) get no such bonus: they are
  /// mostly codes ("CAN" for Guangzhou's airport), not names anyone types to mean the place.
  static let exactAlternateMinimumLength = 5
  /// What a code's key loses in the index (`MatchKind.code`) and regains typed whole,
  /// when it scores as a whole primary name: more than any importance, so a code never
  /// fills a prefix's best entries.
  static let codeBonus: Float = 40

  /// Penalty when the last qualifier of a qualified query is only the start of a key of
  /// the place's area, about 50 times the population: "san d" is more likely the rest
  /// of a name (San Diego) than Santo Domingo in "Distrito Nacional", and "santa rosa ca"
  /// means California over Calabarzon; a qualifier typed halfway still narrows ("paris t").
  static let partialQualifierPenalty: Float = 4.0
  /// What a match through a primary name's short reading loses (`MatchKind.shortReading`):
  /// about 2.7 times the population, so that of two places named alike the one written as
  /// typed comes first ("st louis"), while a bigger one still leads ("saint pe" is Saint
  /// Petersburg, Russia, before St. Petersburg, Florida).
  static let shortReadingPenalty: Float = 1.0
  /// Penalty per edit of a typo-tolerant match.
  static let typoPenalty: Float = 2.0
  /// Typo matches scoring this far below the best match as typed are not shown.
  static let typoNoiseMargin: Float = 4.0
  /// Distance bias at distance 0.
  static let distanceBiasMax: Float = 7.0
  /// Distance beyond which the bias is 0: far places rank by importance alone.
  static let distanceBiasRadiusKm: Float = 1000
  /// Bonus for a recently chosen place: worth about 150 times the population, enough to
  /// lead comparable matches, not enough to hide a major city the query names exactly.
  static let recentBonus: Float = 5.0
  /// Recommendations demote a section of a bigger place named in its own name ("Paris 15
  /// Vaugirard", see `CitySections`) by this, about 20 times its population, so that the
  /// towns around a city show beside its sections; so do completions whose query names
  /// only the city ("paris"), so that the city's namesakes show before its sections.
  static let sectionPenalty: Float = 3.0
  /// A city named as the country or first-level area it lies in is listed before it
  /// unless the area's importance exceeds its own by more than this (`NamesakeOrder`:
  /// Tokyo the city before the prefecture, not a village named Kazakhstan before
  /// Kazakhstan).
  static let namesakeMargin: Float = 2.0
  /// The people that make a place named as its area a city listed before the area
  /// (`NamesakeOrder`); a smaller one follows it (Vaduz the commune, then the town).
  static let namesakeCityPopulation = 100_000
  /// The importance of a city of a million people: a place far away whose whole name
  /// another place's name begins with keeps that name to itself from here ("New York
  /// Van Java" is no row of Jakarta), a smaller one not ("Tour Eiffel" stays the Eiffel
  /// Tower's beside a town called Tour; `IndexView.borrows`).
  static let famousNamesakeImportance = importance(population: 1_000_000, kind: .populated)
  /// A title's best place keeps a row of its own when it leads the next one by this.
  static let dominanceMargin: Float = 1.0

  /// Bias for a place `km` away: falls with the square root of distance, 0 at the radius.
  @inline(__always)
  static func distanceBias(km: Float) -> Float {
    guard km < distanceBiasRadiusKm else { return 0 }
    return distanceBiasMax * (1 - (km / distanceBiasRadiusKm).squareRoot())
  }
}
