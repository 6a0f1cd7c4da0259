import Foundation
import PlaceKit

/// Rows of the human-readable output.
enum TextOutput {
  /// Title ("Springfield · 34 places" for groups) and subtitle.
  static func completionRows(_ completions: [Completion]) -> [[String]] {
    completions.map { completion in
      let title = completion.isGroup ? "\(completion.title) · \(completion.placeIDs.count) places" : completion.title
      return [title, completion.subtitle]
    }
  }

  /// Name, subtitle, distance and bearing (when measured), coordinates; the columns to
  /// right-align (distance).
  static func placeRows(_ places: [Place]) -> (rows: [[String]], rightAligned: Set<Int>) {
    let measured = places.contains { $0.distanceKm != nil }
    let rows = places.map { place in
      var row = [place.name, place.subtitle]
      if measured {
        row.append(place.distanceKm.map(formatDistance) ?? "")
        row.append(place.bearing?.rawValue ?? "")
      }
      row.append(String(format: "%.5f,%.5f", place.location.latitude, place.location.longitude))
      return row
    }
    return (rows, measured ? [2] : [])
  }

  /// "0.8 km", "24 km", "1,204 km".
  static func formatDistance(_ km: Double) -> String {
    if km < 10 { return String(format: "%.1f km", km) }
    var digits = String(Int(km.rounded()))
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped + " km"
  }
}
