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

  /// The sentence `--bind` would give for `text`: the key or action it does not know.
  public static func refusal(of text: String) -> String? {
    do {
      _ = try KeyBindings(parsing: text)
      return nil
    } catch {
      return error.description
    }
  }

  /// What the setting takes.
  public static var acceptedValues: String {
    "KEY:ACTION pairs, comma-separated, as --bind takes them (see pick --help)"
  }
}
