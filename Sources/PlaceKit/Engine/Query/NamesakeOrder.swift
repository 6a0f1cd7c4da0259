/// The order of a place and the country or first-level area named as it that holds it
/// (rows of one title; the place `lies` in the area).
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
    /// What the row reads as (rows of one title are namesakes).
    let title: String
    /// Its places, best first.
    let places: [Int]
    /// Whether a qualified reading of the query found it.
    let qualified: Bool
  }

  /// The indices of `rows` in their new order.
  static func permutation(of rows: [Row], in view: IndexView) -> [Int] {
    // The rows of single areas, by title: few, so each other row looks up its title once.
    var areaRows: [String: [Int]] = [:]
    for (index, row) in rows.enumerated() where row.places.count == 1 && view.isCountryOrFirstLevelArea(row.places[0]) {
      areaRows[row.title, default: []].append(index)
    }
    guard !areaRows.isEmpty else { return Array(rows.indices) }
    var position = rows.indices.map { Double($0) }
    for (index, row) in rows.enumerated() {
      guard let areas = areaRows[row.title] else { continue }
      for areaIndex in areas where areaIndex != index {
        let area = rows[areaIndex].places[0]
        let inside = row.places.filter { view.lies($0, in: area) }
        guard !inside.isEmpty else { continue }
        // A row moves just above the row it goes before; of several, the highest counts.
        if row.qualified || inside.contains(where: { leadsItsArea($0, area: area, in: view) }) {
          if areaIndex < index { position[index] = min(position[index], Double(areaIndex) - 0.5) }
        } else if index < areaIndex {
          position[areaIndex] = min(position[areaIndex], Double(index) - 0.5)
        }
        break
      }
    }
    return rows.indices.sorted { (position[$0], $0) < (position[$1], $1) }
  }

  /// Whether `place`, named as `area` and lying in it, is a city that comes before it.
  private static func leadsItsArea(_ place: Int, area: Int, in view: IndexView) -> Bool {
    Int(view.placePopulation[place]) >= RankingModel.namesakeCityPopulation
      && view.placeImportance[place] >= view.placeImportance[area] - RankingModel.namesakeMargin
  }
}
