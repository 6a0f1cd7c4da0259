import PlaceKit

/// One row of the list as the screen shows it, with what it stands for (`payload`):
/// built once when a list's answer arrives, read by the screen and by the controller that
/// chooses, previews or fills from it.
public struct ListRow: Sendable, Equatable {
  /// What a row stands for.
  public enum Payload: Sendable, Equatable {
    /// A place's row (recommendations, a group's places).
    case place(Place)
    /// A completion's row.
    case completion(Completion)
  }

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
  /// The place or completion of the row; nil for a section title (or a row drawn alone).
  public var payload: Payload?

  /// A row.
  public init(
    title: String, highlights: [HighlightRange] = [], subtitle: String, trailing: String = "",
    isSectionTitle: Bool = false, payload: Payload? = nil
  ) {
    self.title = title
    self.highlights = highlights
    self.subtitle = subtitle
    self.trailing = trailing
    self.isSectionTitle = isSectionTitle
    self.payload = payload
  }

  /// The place of a place's row.
  public var place: Place? {
    if case .place(let place) = payload { return place }
    return nil
  }

  /// The completion of a completion's row.
  public var completion: Completion? {
    if case .completion(let completion) = payload { return completion }
    return nil
  }

  /// The title of a section of the list.
  public static func sectionTitle(_ title: String) -> ListRow {
    ListRow(title: title, subtitle: "", isSectionTitle: true)
  }

  /// A place's row: name, subtitle, distance (in `units`) and bearing when known, in
  /// the words of `strings`.
  public init(place: Place, units: DistanceUnit, strings: UIStrings) {
    self.init(
      title: place.name, subtitle: place.subtitle,
      trailing: Self.direction(km: place.distanceKm, bearing: place.bearing, units: units, strings: strings),
      payload: .place(place))
  }

  /// A completion's row: a group says how many places it stands for, one place how far
  /// away it is (in `units`) and in which direction, when measured; in the words of
  /// `strings`.
  public init(completion: Completion, units: DistanceUnit, strings: UIStrings) {
    let trailing =
      completion.isGroup
      ? strings.placeCount(completion.placeIDs.count)
      : Self.direction(km: completion.distanceKm, bearing: completion.bearing, units: units, strings: strings)
    self.init(
      title: completion.title, highlights: completion.highlights, subtitle: completion.subtitle, trailing: trailing,
      payload: .completion(completion))
  }

  /// "24 km NE", "299 km S ", "0.0 km   ", "24 km 북동" (bearings padded to the widest
  /// one's columns, and a place without one to that and a space, so that the units line
  /// up in a right-aligned column); empty when not measured.
  private static func direction(km: Double?, bearing: CompassPoint?, units: DistanceUnit, strings: UIStrings) -> String {
    guard let km else { return "" }
    let (distance, word) = strings.direction(km: km, bearing: bearing, units: units)
    let width = strings.compassWidth
    let compass = word.map { " " + $0 + String(repeating: " ", count: max(0, width - DisplayWidth.of($0))) }
    return distance + (compass ?? String(repeating: " ", count: width + 1))
  }
}
