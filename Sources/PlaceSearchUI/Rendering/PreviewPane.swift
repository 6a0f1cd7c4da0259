import PlaceKit

/// What the preview pane shows: part of `ScreenState`.
public struct PreviewPane: Sendable, Equatable {
  /// The card; nil before the first details arrive.
  public var card: PlaceCard?
  /// Whether newer details are on their way (the card shown may be the last place's).
  public var isLoading: Bool
  /// Said instead of a card: the details could not be had.
  public var message: String?
  /// Where the map puts its place markers: the place, or a group's members (none: no
  /// map).
  public var places: [Location]
  /// The current location, marked on the map when it falls inside.
  public var here: Location?
  /// The country outlines the map draws; nil: no map.
  public var outlines: WorldOutlines?

  /// A pane.
  public init(
    card: PlaceCard?, isLoading: Bool, message: String? = nil, places: [Location], here: Location?,
    outlines: WorldOutlines? = nil
  ) {
    self.card = card
    self.isLoading = isLoading
    self.message = message
    self.places = places
    self.here = here
    self.outlines = outlines
  }
}
