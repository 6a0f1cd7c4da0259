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
    var trailing = ""
    if let km = place.distanceKm {
      trailing = DistanceText.text(km, in: units) + (place.bearing.map { " \($0.rawValue)" } ?? "")
    }
    self.init(title: place.name, subtitle: place.subtitle, trailing: trailing)
  }

  /// A completion's row; a group says how many places it stands for.
  public init(completion: Completion) {
    self.init(
      title: completion.title, highlights: completion.highlights, subtitle: completion.subtitle,
      trailing: completion.isGroup ? "\(completion.placeIDs.count) places" : "")
  }
}
