import PlaceKit
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
      return isIn(place, firstLevelArea: area)
    default: return false
    }
  }

  /// Whether place `place` lies in first-level area `area` (of the same country): its
  /// first-level area is named as the area is (a first-level area's key leaves its own
  /// admin1 out; its name is the admin1 name).
  func isIn(_ place: Int, firstLevelArea area: Int) -> Bool {
    let english = DisplayLanguage.english.slot, languages = DisplayLanguage.allCases.count
    let admin1 = string(areaAdmin1[Int(placeArea[place]) * languages + english])
    return !admin1.isEmpty && (admin1 == string(placeName[area]) || admin1 == displayName(of: area, in: .english))
  }

  /// Whether place `place` is a country.
  @inline(__always)
  func isCountry(_ place: Int) -> Bool { placeKind[place] == PlaceKind.adminArea(level: 0).code }

  /// Whether place `place` is a country or a first-level area.
  @inline(__always)
  func isCountryOrFirstLevelArea(_ place: Int) -> Bool {
    let kind = placeKind[place]
    return kind == PlaceKind.adminArea(level: 0).code || kind == PlaceKind.adminArea(level: 1).code
  }
}
