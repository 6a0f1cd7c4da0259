import PlaceKit
extension IndexView {
  /// The city place `place` is a section of (`CitySections`: Paris of "Paris 15
  /// Vaugirard"), nil for a place that is no section: the most important place whose
  /// whole name is the start of the section's primary name, more important than it and
  /// within `CitySections.radiusKm`.
  func sectionCity(of place: Int) -> Int? {
    guard placeSection[place] != 0, let primary = primaryKey(of: place) else { return nil }
    let here = location(of: place)
    for cityLength in CitySections.cityLengths(in: primary) {
      let range = self.range(of: Array(primary[..<cityLength]))
      var entry = range.lowerBound
      // Equal keys sort best first: the first place near enough is the city.
      while entry < range.upperBound && entry - range.lowerBound < IndexView.sectionCityScan
        && Int(entryKeyLength[entry]) == cityLength
      {
        defer { entry += 1 }
        let city = Int(entryPlace[entry])
        guard city != place, placeImportance[city] > placeImportance[place],
          MatchKind(rawValue: entryKind[entry])?.isWholeName == true,
          here.distanceAndBearing(to: location(of: city)).0 <= Double(CitySections.radiusKm)
        else { continue }
        return city
      }
    }
    return nil
  }

  /// Most places of the city's name looked at for `sectionCity`.
  private static let sectionCityScan = 32

  /// The key of `place`'s primary name.
  private func primaryKey(of place: Int) -> UnsafeBufferPointer<UInt8>? {
    for slot in keySlots(of: place) where entryKind[Int(placeKeys[slot])] == MatchKind.primary.rawValue {
      return key(of: Int(placeKeys[slot]))
    }
    return nil
  }
}
