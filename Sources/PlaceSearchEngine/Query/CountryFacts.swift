import PlaceKit
/// What a country's card tells beyond its place, read from the places in it: its capital
/// (the populated place at the country's point, where the dataset puts a country) and
/// its time zones, most populous first.
struct CountryFacts {
  /// The capital's name in the display language, nil when no populated place lies at
  /// the country's point (a country without a capital has a representative point).
  var capital: String?
  /// The distinct time zones of the country's places, by the people living in each,
  /// most first.
  var timeZones: [String]

  /// Farthest the capital may lie from the country's point: the point is the capital's
  /// own, written with five decimals.
  static let capitalKm: Float = 1

  /// The facts of country `country` (a place of kind country) in `language`.
  init(country: Int, in view: IndexView, language: DisplayLanguage) {
    let code = view.placeCountry[country]
    let origin = QueryOrigin(view.location(of: country))
    var capital: (place: Int, population: UInt32)?
    var people: [UInt16: UInt64] = [:]
    for place in 0..<view.placeCount where place != country && view.placeCountry[place] == code {
      let population = view.placePopulation[place]
      people[view.placeTimezone[place], default: 0] += UInt64(population)
      guard view.placeKind[place] == PlaceKind.populated.code, population >= (capital?.population ?? 0),
        origin.distanceKm(to: place, in: view) <= CountryFacts.capitalKm
      else { continue }
      capital = (place, population)
    }
    self.capital = capital.map { view.displayName(of: $0.place, in: language) }
    timeZones = people.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { view.string(view.timezones[Int($0.key)]) }.filter { !$0.isEmpty }
  }
}
