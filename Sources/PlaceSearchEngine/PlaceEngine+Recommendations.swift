import PlaceKit
/// Recommendations: the places around a location, without the areas the location is in.
extension PlaceEngine {
  /// Places near `location` ranked by importance and distance, at most `limit`.
  ///
  /// Looks within 300 km first and widens the circle until it has enough places. The
  /// areas around the location (`surroundingAreas`) are where the user is, not places
  /// near it, so they are left out; the city the user is in (`cityAround`) heads the
  /// list, however big the cities near it are.
  public func recommendations(near location: Location, limit: Int = 10) -> [Place] {
    guard limit > 0 else { return [] }
    let origin = QueryOrigin(location)
    return holder.withView { view in
      let surrounding = surroundingAreas(of: origin, in: view)
      let city = cityAround(origin, in: view)
      var radius = 300.0
      while true {
        var best = TopK<Int>(capacity: limit)
        for (cell, minimumKm) in origin.cells(within: radius, in: view) {
          let bias = RankingModel.distanceBias(km: minimumKm)
          let cellPlaces = view.gridStart.span(cell, within: view.gridPlaces.count)
          let (start, end) = (cellPlaces.lowerBound, cellPlaces.upperBound)
          for slot in start..<end {
            let importance = view.gridImportance[slot]
            if importance + bias <= best.threshold { break }
            let place = Int(view.gridPlaces[slot])
            let km = origin.distanceKm(to: place, in: view)
            guard Double(km) <= radius, !surrounding.contains(place), !PlaceEngine.isNeverRecommended(place, in: view)
            else { continue }
            // A section of a bigger place ("Paris 15 Vaugirard") makes room for the towns around.
            let section = view.placeSection[place] == 0 ? 0 : RankingModel.sectionPenalty
            best.insert(place, score: importance + RankingModel.distanceBias(km: km) - section)
          }
        }
        if best.heap.count >= limit || radius >= 20_000 {
          let ranked = best.sorted().map(\.item).filter { $0 != city }
          let places = city.map { [$0] + ranked.prefix(limit - 1) } ?? ranked
          return places.map { place(at: $0, view: view, origin: origin) }
        }
        radius *= 2
      }
    }
  }

  /// Whether place `place` is never among recommendations: a country or an airport is
  /// not a place to go to around here.
  private static func isNeverRecommended(_ place: Int, in view: IndexView) -> Bool {
    switch view.placeKind[place] {
    case PlaceKind.adminArea(level: 0).code: return true
    case PlaceKind.featureCode: return view.feature(of: place) == .airport
    default: return false
    }
  }

  /// Farthest the point of the city a location is in may lie from it.
  static let cityAroundKm: Float = 5

  /// The city the location is in, as far as points tell: the most important populated
  /// place (not a section of a bigger one) within `cityAroundKm`; nil in open country.
  private func cityAround(_ origin: QueryOrigin, in view: IndexView) -> Int? {
    var city: (place: Int, importance: Float)?
    for (cell, _) in origin.cells(within: Double(PlaceEngine.cityAroundKm), in: view) {
      for slot in view.gridStart.span(cell, within: view.gridPlaces.count) {
        let place = Int(view.gridPlaces[slot])
        guard view.placeKind[place] == PlaceKind.populated.code, view.placeSection[place] == 0,
          origin.distanceKm(to: place, in: view) <= PlaceEngine.cityAroundKm,
          view.placeImportance[place] > (city?.importance ?? -.infinity)
        else { continue }
        city = (place, view.placeImportance[place])
      }
    }
    return city?.place
  }

  /// Farthest a centroid may lie from a location and still be the area around it, per
  /// level (province, district, neighbourhood).
  static let surroundingAreaKm: [Float] = [80, 25, 6]

  /// The administrative areas that contain the location, as far as points tell (no
  /// boundaries ship): the first-level area of the place nearest the location (a
  /// first-level area's point is a city, not its middle), and at each lower level the
  /// area whose centroid is nearest, if near enough. A city that is also an area
  /// (Gwangmyeong is 광명시) counts as that area, but is kept: it is the city the user is
  /// in, not an area around them.
  private func surroundingAreas(of origin: QueryOrigin, in view: IndexView) -> Set<Int> {
    let levels = PlaceEngine.surroundingAreaKm
    var nearest = [(place: Int, km: Float)?](repeating: nil, count: levels.count)
    var nearestPlace: (place: Int, km: Float)?
    for (cell, _) in origin.cells(within: Double(levels.max() ?? 0), in: view) {
      for slot in view.gridStart.span(cell, within: view.gridPlaces.count) {
        let place = Int(view.gridPlaces[slot])
        let km = origin.distanceKm(to: place, in: view)
        if view.placeKind[place] == PlaceKind.populated.code && km < (nearestPlace?.km ?? .infinity) {
          nearestPlace = (place, km)
        }
        let areaLevels = view.placeAreaLevels[place]
        guard areaLevels != 0 else { continue }
        for level in levels.indices where areaLevels & 1 << level != 0 {
          if km <= levels[level] && km < (nearest[level]?.km ?? .infinity) { nearest[level] = (place, km) }
        }
      }
    }
    if let nearestPlace {
      // The first-level area the nearest place is in, wherever its point is.
      let own = (0..<view.placeCount).first {
        view.placeAreaLevels[$0] & 1 != 0 && view.placeKind[$0] != PlaceKind.populated.code
          && view.placeCountry[$0] == view.placeCountry[nearestPlace.place] && view.isIn(nearestPlace.place, firstLevelArea: $0)
      }
      if let own { nearest[0] = (own, 0) }
    }
    return Set(nearest.compactMap { $0?.place }.filter { view.kind(of: $0) != .populated })
  }
}
