import ArgumentParser
import Foundation
import PlaceKit

/// How a chosen place is printed on stdout (the cases are PlaceKit's, as they are also
/// the `format` preference).
extension OutputFormat: ExpressibleByArgument {
  /// The format named `argument`, read as the `format` setting is: ignoring case and
  /// surrounding spaces (`--format GEOJSON`).
  public init?(argument: String) {
    guard let format = OutputFormat.parse(argument, locate: { _ in nil }) else { return nil }
    self = format
  }

  /// The line to print for `place`.
  func line(for place: Place) -> String {
    // Five decimals, zeros kept: text reads the same as in `recommend`, `search` and `recent`.
    let coordinates = place.location.text
    switch self {
    case .text:
      return "\(place.label.escapingControlCharacters)\t\(coordinates)"
    case .json:
      return PlaceJSON.place(place)
    case .geojson:
      return PlaceJSON.pointFeature(at: place.location, properties: PlaceJSON.place(place))
    case .latlon:
      return coordinates
    }
  }
}
