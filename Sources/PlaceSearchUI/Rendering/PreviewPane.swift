import PlaceKit

/// What the preview pane shows: part of `ScreenState`.
public struct PreviewPane: Sendable, Equatable {
  /// The card; nil before the first details arrive.
  public var card: PlaceCard?
  /// Whether newer details are on their way (the card shown may be the last place's).
  public var isLoading: Bool
  /// Said instead of a card: the details could not be had.
  public var message: String?
  /// Where the map puts the place marker (nil: no map, as for a group).
  public var place: Location?
  /// The current location, marked on the map when it falls inside.
  public var here: Location?

  /// A pane.
  public init(card: PlaceCard?, isLoading: Bool, message: String? = nil, place: Location?, here: Location?) {
    self.card = card
    self.isLoading = isLoading
    self.message = message
    self.place = place
    self.here = here
  }
}
