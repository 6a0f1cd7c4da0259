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

  /// Name, subtitle, distance and bearing (when measured), coordinates.
  static func placeRows(_ places: [Place]) -> [[String]] {
    places.map { place in
      var row = [place.name, place.subtitle]
      if let distance = place.distanceKm {
        row.append(formatDistance(distance) + " " + (place.bearing?.rawValue ?? ""))
      }
      row.append(String(format: "%.5f,%.5f", place.location.latitude, place.location.longitude))
      return row
    }
  }

  /// "0.8 km", "24 km", "1,204 km".
  static func formatDistance(_ km: Double) -> String {
    if km < 10 { return String(format: "%.1f km", km) }
    let whole = Int(km.rounded())
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.usesGroupingSeparator = true
    formatter.groupingSeparator = ","
    formatter.groupingSize = 3
    return (formatter.string(from: NSNumber(value: whole)) ?? "\(whole)") + " km"
  }
}
