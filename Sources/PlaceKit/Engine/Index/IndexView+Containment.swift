extension IndexView {
  /// Whether place `place` is a populated place inside country or first-level area
  /// `area`: of its country, and for a first-level area of its admin1. (Tokyo the city
  /// lies in Tokyo the prefecture; Georgia the state lies in no Georgia.)
  func lies(_ place: Int, in area: Int) -> Bool {
    guard place != area, isCountryOrFirstLevelArea(area), placeKind[place] == PlaceKind.populated.code,
      placeCountry[place] == placeCountry[area]
    else { return false }
    switch placeKind[area] {
    case PlaceKind.adminArea(level: 0).code: return true
    case PlaceKind.adminArea(level: 1).code:
      let languages = DisplayLanguage.allCases.count
      return areaAdmin1[Int(placeArea[place]) * languages] == areaAdmin1[Int(placeArea[area]) * languages]
    default: return false
    }
  }

  /// Whether place `place` is a country or a first-level area.
  @inline(__always)
  func isCountryOrFirstLevelArea(_ place: Int) -> Bool {
    let kind = placeKind[place]
    return kind == PlaceKind.adminArea(level: 0).code || kind == PlaceKind.adminArea(level: 1).code
  }
}
