import PlaceKit
extension IndexView {
  /// Most places of one name looked at for `borrows`: equal keys sort best first.
  private static let borrowedNameScan = 32
  /// How near a larger place must be to be around a place, in kilometres.
  static let aroundKm = 30.0

  /// Whether `place`'s other name, whose key is `key`, belongs to a more important place `other`
  /// instead, so that `place` gets no row for it:
  /// - the whole name is `other`'s, and `other` is around `place` ("New York City" of
  ///   Manhattan) or a country or first-level area `place` is not in ("Illinois" of a
  ///   Riverside in Missouri);
  /// - the name begins with `other`'s name and goes on, and none of `ownKeys` (the keys
  ///   of the place's own names, asked for only then) does: a larger place around it ("Calcutta Bara Bazar" of Bara
  ///   Bazar, "Jiading Qu" of its seat, "Köln-Porz" of Porz am Rhein) or a famous
  ///   namesake far away (`RankingModel.famousNamesakeImportance`: "New York Van Java"
  ///   of Jakarta) unless the query gave the whole name (`typedWhole`): every word
  ///   counts. "Adelaide CBD" of Adelaide city centre stays, and so does "Tour Eiffel" of
  ///   the Eiffel Tower beside a town called Tour.
  /// - the name ends with `other`'s whole name after words of its own, and none of
  ///   `ownKeys` holds that run of words: "Город Москва" (City of Moscow) of the towns
  ///   Moscow in Maine and Tennessee; "West Jerusalem" stays.
  /// An area `place` lies in, or one it is and `other` lies in, shares its name
  /// ("Mexico City", 東京 of Tokyo's prefecture and city). Every name of a country or
  /// first-level area that holds another place's name and goes on, at either end, is its
  /// own: its sources name areas by official and long forms ("Republic of Guinea-Bissau",
  /// "적도 기니" of Equatorial Guinea); only the whole-name rule applies to it.
  func borrows(_ key: [UInt8], place: Int, typedWhole: Bool = false, ownKeys: () -> [[UInt8]]) -> Bool {
    let here = location(of: place)
    let isArea = isCountryOrFirstLevelArea(place)
    var own: [[UInt8]]?
    var end = 0
    while end < key.count {
      end = key[(end + 1)...].firstIndex(of: 0x20) ?? key.count
      for other in biggerPlaces(wholeNamed: key[..<end], than: place) {
        if end < key.count {
          if isArea { break }
          // A larger place around it always takes the name; a far one only when famous,
          // and not from a query that gives the name whole.
          if here.distanceAndBearing(to: location(of: other)).0 > IndexView.aroundKm {
            guard placeImportance[other] >= RankingModel.famousNamesakeImportance, !typedWhole else { continue }
          }
          // The place's own names beginning so are no borrowing ("Adelaide CBD").
          if own == nil { own = ownKeys() }
          let prefix = key[..<end]
          if own!.contains(where: { ReadersName.wordRun(prefix, in: $0[...])?.lowerBound == 0 }) { break }
          return true
        }
        if isCountryOrFirstLevelArea(other) || here.distanceAndBearing(to: location(of: other)).0 <= IndexView.aroundKm {
          return true
        }
      }
    }
    var start = 0
    while !isArea, let space = key[start...].firstIndex(of: 0x20) {
      start = space + 1
      let tail = key[start...]
      guard !biggerPlaces(wholeNamed: tail, than: place).isEmpty else { continue }
      if own == nil { own = ownKeys() }
      if !own!.contains(where: { ReadersName.wordRun(tail, in: $0[...]) != nil }) { return true }
    }
    return false
  }

  /// The places more important than `place` whose whole name's key is `key`, neither
  /// lying in the other, among the first `borrowedNameScan` entries of that key.
  private func biggerPlaces(wholeNamed key: ArraySlice<UInt8>, than place: Int) -> [Int] {
    let range = self.range(of: Array(key))
    var places: [Int] = []
    var entry = range.lowerBound
    while entry < range.upperBound && entry - range.lowerBound < IndexView.borrowedNameScan
      && Int(entryKeyLength[entry]) == key.count
    {
      defer { entry += 1 }
      let other = Int(entryPlace[entry])
      guard other != place, placeImportance[other] > placeImportance[place],
        MatchKind(rawValue: entryKind[entry])?.isWholeName == true, !lies(place, in: other), !lies(other, in: place)
      else { continue }
      places.append(other)
    }
    return places
  }
}
