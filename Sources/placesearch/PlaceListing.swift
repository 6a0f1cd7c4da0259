import PlaceKit
import PlaceSettings
import PlaceSearchUI

/// Prints places as aligned text or JSON Lines (search and recommend).
enum PlaceListing {
  /// `units` is called only for text: JSON is always in kilometres, so an invalid
  /// `units` setting does not stop it. Text speaks `language` (bearings).
  static func print(
    _ places: [Place], json: Bool, language: DisplayLanguage, units: () throws(PreferenceError) -> DistanceUnit
  ) throws {
    let output = OutputWriter()
    if json {
      for place in places { output.line(PlaceJSON.place(place)) }
    } else {
      let table = TextOutput.placeRows(places, units: try units(), strings: UIStrings(language))
      output.table(table.rows, rightAligned: table.rightAligned)
    }
    try output.flush()
  }
}
