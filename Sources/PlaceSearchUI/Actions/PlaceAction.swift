/// What the user can do with the highlighted place without leaving the search.
public enum PlaceAction: Sendable, Equatable {
  /// Ctrl-Y: copy it to the clipboard, as the chosen place would be printed.
  case copy
  /// Ctrl-O: open it on OpenStreetMap in a browser.
  case open
}
