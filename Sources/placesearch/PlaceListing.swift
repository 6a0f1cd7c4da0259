import PlaceKit

/// Prints places as aligned text or JSON Lines (search and recommend).
enum PlaceListing {
  static func print(_ places: [Place], json: Bool, units: DistanceUnit) throws(StandardStreamError) {
    let output = OutputWriter()
    if json {
      for place in places { output.line(JSONOutput.place(place)) }
    } else {
      let table = TextOutput.placeRows(places, units: units)
      output.table(table.rows, rightAligned: table.rightAligned)
    }
    try output.flush()
  }
}
