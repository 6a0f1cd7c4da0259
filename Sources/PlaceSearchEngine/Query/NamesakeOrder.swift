import PlaceKit
/// The order of a place and the country or first-level area named as it that holds it
/// (a row of places that `lie` in the area, named as the area's row by a name of their
/// own, as `key(of:)` reads names).
///
/// The place comes first when the query says where it is ("gitega, burundi", "vaduz,
/// liechtenstein": a qualified reading found it, as an address names a town) or when it
/// is a city of `RankingModel.namesakeCityPopulation` people not far less important than
/// the area (`RankingModel.namesakeMargin`: "tokyo", "singapore", "new york"). Else the
/// area comes first ("vaduz", "blagoevgrad", "gibraltar": the commune, district or
/// country, then the town named after it). Rows keep their order otherwise.
enum NamesakeOrder {
  /// One completion row as the order reads it.
  struct Row {
    /// What the row reads as.
    let title: String
    /// Its places, best first.
    let places: [Int]
    /// Whether a qualified reading of the query whose words name areas found it.
    let qualified: Bool
  }

  /// The indices of `rows` in their new order.
  static func permutation(of rows: [Row], in view: IndexView) -> [Int] {
    // The rows of single areas: few, so each other row is compared with each.
    let areaRows = rows.indices.filter { rows[$0].places.count == 1 && view.isCountryOrFirstLevelArea(rows[$0].places[0]) }
    guard !areaRows.isEmpty else { return Array(rows.indices) }
    var position = rows.indices.map { Double($0) }
    // Keys are read only for rows with a place in an area's country, each once: a
    // group's places mostly share one name.
    var normalizer = TextNormalizer()
    var titleKeys: [Int: [UInt8]] = [:], ownKeys: [UInt32: [UInt8]] = [:]
    func titleKey(_ row: Int) -> [UInt8] {
      if let known = titleKeys[row] { return known }
      let read = key(of: rows[row].title, normalizer: &normalizer)
      titleKeys[row] = read
      return read
    }
    func ownKey(_ place: Int) -> [UInt8] {
      let name = view.placeName[place]
      if let known = ownKeys[name] { return known }
      let read = key(of: view.string(name), normalizer: &normalizer)
      ownKeys[name] = read
      return read
    }
    for (index, row) in rows.enumerated() {
      // A title without a bracket is the place's own name in the display language.
      let showsOwnName = !row.title.contains(" (")
      for areaIndex in areaRows where areaIndex != index {
        let area = rows[areaIndex].places[0], country = view.placeCountry[area]
        // Its places in the area named as it by a name of their own, shown or primary (not
        // San Juan, whose other name "Puerto Rico" matched): whether any is, and any leads.
        var named = false, leads = row.qualified
        for place in row.places where view.placeCountry[place] == country {
          let areaKey = titleKey(areaIndex)
          guard (showsOwnName && titleKey(index) == areaKey) || ownKey(place) == areaKey, view.lies(place, in: area)
          else { continue }
          named = true
          if leads || leadsItsArea(place, area: area, in: view) {
            leads = true
            break
          }
        }
        guard named else { continue }
        // A row moves just above where the other stands now; of several, the highest counts.
        if leads {
          if position[areaIndex] < position[index] { position[index] = position[areaIndex] - 0.5 }
        } else if position[index] < position[areaIndex] {
          position[areaIndex] = position[index] - 0.5
        }
        break
      }
    }
    return rows.indices.sorted { (position[$0], $0) < (position[$1], $1) }
  }

  /// The name a title or name begins with (before a shown name in brackets), as a query
  /// reads it: Al Muḩarraq (Muharraq) and Al Muharraq, St Sampson and Saint Sampson are
  /// one name.
  private static func key(of title: String, normalizer: inout TextNormalizer) -> [UInt8] {
    let key = normalizer.key(CompletionAssembler.leadingName(of: title))
    return NameForms.shortened(key[...]) ?? key
  }

  /// Whether `place`, named as `area` and lying in it, is a city that comes before it.
  private static func leadsItsArea(_ place: Int, area: Int, in view: IndexView) -> Bool {
    Int(view.placePopulation[place]) >= RankingModel.namesakeCityPopulation
      && view.placeImportance[place] >= view.placeImportance[area] - RankingModel.namesakeMargin
  }
}
