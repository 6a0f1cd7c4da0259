import Foundation
import PlaceKit
import PlaceSearchUI

/// Rows of the human-readable output.
enum TextOutput {
  /// Title ("Springfield · 34 places" for groups, "스프링필드 · 34곳" in Korean) and
  /// subtitle, then distance (in `units`) and bearing of one-place rows when measured,
  /// in the words of `strings`; the columns to right-align.
  static func completionRows(_ completions: [Completion], units: DistanceUnit, strings: UIStrings)
    -> (rows: [[String]], rightAligned: Set<Int>)
  {
    let measured = completions.contains { $0.distanceKm != nil }
    let rows = completions.map { completion in
      let title =
        completion.isGroup ? "\(completion.title) · \(strings.placeCount(completion.placeIDs.count))" : completion.title
      var row = [title, completion.subtitle]
      if measured {
        row += direction(km: completion.distanceKm, bearing: completion.bearing, units: units, strings: strings)
      }
      return row
    }
    return (rows, measured ? [2] : [])
  }

  /// Name, subtitle, distance (in `units`) and bearing (when measured, in the words of
  /// `strings`), coordinates; the columns to right-align (distance).
  static func placeRows(_ places: [Place], units: DistanceUnit, strings: UIStrings)
    -> (rows: [[String]], rightAligned: Set<Int>)
  {
    let measured = places.contains { $0.distanceKm != nil }
    let rows = places.map { place in
      var row = [place.name, place.subtitle]
      if measured { row += direction(km: place.distanceKm, bearing: place.bearing, units: units, strings: strings) }
      row.append(place.location.text)
      return row
    }
    return (rows, measured ? [2] : [])
  }

  /// The distance and bearing columns; empty cells where not measured.
  private static func direction(km: Double?, bearing: CompassPoint?, units: DistanceUnit, strings: UIStrings)
    -> [String]
  {
    guard let km else { return ["", ""] }
    let (distance, compass) = strings.direction(km: km, bearing: bearing, units: units)
    return [distance, compass ?? ""]
  }

  /// Name, subtitle, coordinates and when it was chosen (local time, to the minute).
  static func recentRows(_ places: [RecentPlace]) -> [[String]] {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return places.map { place in
      [
        place.name, place.subtitle, Location(latitude: place.latitude, longitude: place.longitude).text,
        formatter.string(from: place.chosenAt),
      ]
    }
  }
}
