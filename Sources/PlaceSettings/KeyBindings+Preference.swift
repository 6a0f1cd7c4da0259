import PlaceSearchUI

/// The `bind` setting: bindings as `--bind` takes them, stored as given.
extension KeyBindings: TextPreferenceValue {
  /// The bindings `text` gives, or nil when it names a key or an action placesearch
  /// does not have.
  public init?(_ text: String) {
    guard let bindings = try? KeyBindings(parsing: text) else { return nil }
    self = bindings
  }

  /// The bindings as given.
  public var displayText: String { text }

  /// What the setting takes.
  public static var acceptedValues: String {
    "KEY:ACTION pairs separated by commas, as --bind takes them, with fzf's key names and the actions "
      + actionNames.joined(separator: ", ")
  }
}
