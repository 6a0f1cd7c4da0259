/// What a place's card shows beyond the `Place` itself: its names in other scripts and
/// languages, and the areas it is in (the preview pane and `placesearch show`).
public struct PlaceDetails: Sendable, Equatable {
  /// Most other names kept.
  public static let maximumOtherNames = 5

  /// The place, with distance and bearing when asked near a location.
  public var place: Place
  /// A few of its names other than the one shown (at most `maximumOtherNames`),
  /// different scripts first ("서울", "ソウル", "首尔", "Сеул" for Seoul); empty when the
  /// source has none (a Photon server).
  public var otherNames: [String]
  /// The areas the place is in, in the display language, smallest first, ending with
  /// the country (["Daegu", "South Korea"] for Jung-gu, Daegu); the place itself is not
  /// repeated.
  public var hierarchy: [String]
  /// For a country, its capital's name, when the source knows it.
  public var capital: String?
  /// For a country, its time zones, most populous first; empty for other places (their
  /// own is `place.timezone`).
  public var timeZones: [String]

  /// Details of `place`; `hierarchy` loses any part that is the place's own name.
  public init(
    place: Place, otherNames: [String] = [], hierarchy: [String] = [], capital: String? = nil,
    timeZones: [String] = []
  ) {
    self.place = place
    self.otherNames = otherNames
    self.hierarchy = hierarchy.filter { $0 != place.name }
    self.capital = capital
    self.timeZones = timeZones
  }
}
