import PlaceKit

/// How an action on the highlighted place ended, for the status line.
public enum ActionOutcome: Sendable, Equatable {
  /// `place` went to the clipboard, written in `format`.
  case copied(Place, OutputFormat)
  /// The clipboard sequence could not be written to the terminal, for `reason`.
  case copyFailed(reason: String)
  /// `program` was started to show `place` on OpenStreetMap.
  case opened(Place, program: String)
  /// `program` ended with a failure `status` instead of opening the map.
  case openFailed(program: String, status: Int32)
  /// Nothing here opens a browser: no `xdg-open`, and no `BROWSER` that would not take
  /// over the terminal.
  case noBrowser
  /// The row stands for `count` places: an action needs one.
  case severalPlaces(Int)
  /// The source no longer knows the place.
  case notFound
  /// The source could not be asked for the place.
  case failed(PlaceKitError)
}
