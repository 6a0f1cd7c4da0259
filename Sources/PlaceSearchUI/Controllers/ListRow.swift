import PlaceKit

/// One row of the list as the screen shows it.
public struct ListRow: Sendable, Equatable {
  /// The main text.
  public var title: String
  /// Matched parts of `title`, in Unicode scalar offsets.
  public var highlights: [HighlightRange]
  /// Secondary text, dimmed.
  public var subtitle: String
  /// Right-aligned text: "24 km NE", or "· 34 places" for a group.
  public var trailing: String
  /// Whether the row titles a section ("Recent", "Nearby"): shown, never selected.
  public var isSectionTitle: Bool

  /// A row.
  public init(
    title: String, highlights: [HighlightRange] = [], subtitle: String, trailing: String = "",
    isSectionTitle: Bool = false
  ) {
    self.title = title
    self.highlights = highlights
    self.subtitle = subtitle
    self.trailing = trailing
    self.isSectionTitle = isSectionTitle
  }

  /// The title of a section of the list.
  public static func sectionTitle(_ title: String) -> ListRow {
    ListRow(title: title, subtitle: "", isSectionTitle: true)
  }

  /// A place's row: name, subtitle, distance (in `units`) and bearing when known.
  public init(place: Place, units: DistanceUnit) {
    self.init(
      title: place.name, subtitle: place.subtitle,
      trailing: Self.direction(km: place.distanceKm, bearing: place.bearing, units: units))
  }

  /// A completion's row: a group says how many places it stands for, one place how far
  /// away it is (in `units`) and in which direction, when measured.
  public init(completion: Completion, units: DistanceUnit) {
    let trailing =
      completion.isGroup
      ? "\(completion.placeIDs.count) places"
      : Self.direction(km: completion.distanceKm, bearing: completion.bearing, units: units)
    self.init(
      title: completion.title, highlights: completion.highlights, subtitle: completion.subtitle, trailing: trailing)
  }

  /// "24 km NE", "299 km S ", "0.0 km   " (bearings padded to two columns, and a place
  /// without one to three, so that the units line up in a right-aligned column); empty
  /// when not measured.
  private static func direction(km: Double?, bearing: CompassPoint?, units: DistanceUnit) -> String {
    guard let km else { return "" }
    let bearing = DistanceText.showsAsZero(km, in: units) ? nil : bearing
    let compass = bearing.map { " " + ($0.rawValue.count == 1 ? $0.rawValue + " " : $0.rawValue) } ?? "   "
    return DistanceText.text(km, in: units) + compass
  }
}
