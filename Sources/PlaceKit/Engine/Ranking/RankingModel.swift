import Foundation

/// The numbers behind ranking: one score per place and query,
/// importance + match quality + exact-match bonus + distance bias − typo penalty.
///
/// All terms are in natural-log units of population, so "+0.7" reads as "worth twice
/// the population". Tuned with `placesearch-bench` (keystrokes to target).
enum RankingModel {
  /// ln(population), floored at the 500 of cities500; areas without a population get a
  /// typical one for their level (Korean sido ≈ 500k, sigungu ≈ 150k, dong ≈ 15k).
  static func importance(population: Int, kind: PlaceKind) -> Float {
    var stand = Double(max(population, 500))
    if population == 0, case .adminArea(let level) = kind {
      stand = [10_000_000, 500_000, 150_000, 15_000][min(max(level, 0), 3)]
    }
    return Float(log(stand))
  }

  /// The importance of `record`: by population, and for a feature that is no populated
  /// place or area (a tower, a mountain) the better of that and its notability. A Korean
  /// city that governs 구 and has no population of its own (용인시: GeoNames has none)
  /// stands in for its districts together, so it ranks above each of them.
  static func importance(of record: PlaceRecord) -> Float {
    if record.population == 0 && record.governedDistricts > 1 {
      return importance(population: 0, kind: record.kind) + Float(log(Double(record.governedDistricts)))
    }
    let byPopulation = importance(population: record.population, kind: record.kind)
    guard case .feature(let feature) = record.kind else { return byPopulation }
    var names = Set(record.alternateNames)
    names.insert(record.name)
    var scripts = Set<UInt32>()
    for name in names { scripts.insert(MatchKind.script(of: name)) }
    return max(byPopulation, featureImportance(prior: feature.prior, names: names.count, scripts: scripts.count))
  }

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
      + [nameWeight, scriptWeight, featureCeiling]
      + FeatureVocabulary.entries.keys.sorted().map { FeatureVocabulary.entries[$0]!.prior }
  }()

  /// Bonus when the query is the whole key ("paris" over "parisot").
  static let exactBonus: Float = 1.5
  /// More bonus when the query is a whole alternate name: typed in full, an old or
  /// foreign name means that place ("pusan" → Busan, "calcutta" → Kolkata), though its
  /// prefixes stay behind primary names.
  static let exactAlternateBonus: Float = 2.0
  /// Alternate names of fewer letters (spaces not counted) get no such bonus: they are
  /// mostly codes ("CAN" for Guangzhou's airport), not names anyone types to mean the place.
  static let exactAlternateMinimumLength = 5
  /// Penalty when the last qualifier of a qualified query is only the start of a key of
  /// the place's area, about 50 times the population: "san d" is more likely the rest
  /// of a name (San Diego) than Santo Domingo in "Distrito Nacional", and "santa rosa ca"
  /// means California over Calabarzon; a qualifier typed halfway still narrows ("paris t").
  static let partialQualifierPenalty: Float = 4.0
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
  /// towns around a city show beside its sections.
  static let sectionPenalty: Float = 3.0
  /// A title's best place keeps a row of its own when it leads the next one by this.
  static let dominanceMargin: Float = 1.0

  /// Bias for a place `km` away: falls with the square root of distance, 0 at the radius.
  @inline(__always)
  static func distanceBias(km: Float) -> Float {
    guard km < distanceBiasRadiusKm else { return 0 }
    return distanceBiasMax * (1 - (km / distanceBiasRadiusKm).squareRoot())
  }
}
