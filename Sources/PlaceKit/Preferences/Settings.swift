import Foundation

/// The preferences a user has set, read through typed keys:
/// `settings[Preferences.Display.units]` is a `DistanceUnit`, the default when unset.
///
/// Values are kept as the JSON the settings file holds, keyed by qualified name, so keys
/// this version does not know (written by a newer one) survive a rewrite untouched.
public struct Settings: Sendable, Equatable {
  /// JSON text of each stored value, by qualified name ("display.units").
  private(set) var stored: [String: Data]

  /// No preferences set: every key has its default.
  public init() {
    stored = [:]
  }

  init(stored: [String: Data]) {
    self.stored = stored
  }

  /// The value of `key`, its default when unset; setting it stores it.
  public subscript<Value>(key: PreferenceKey<Value>) -> Value {
    get { storedValue(key) ?? key.defaultValue }
    set {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      stored[key.qualifiedName] = try? encoder.encode(newValue)
    }
  }

  /// Whether `key` has a value of its own.
  public func isSet<Value>(_ key: PreferenceKey<Value>) -> Bool {
    isSet(qualifiedName: key.qualifiedName)
  }

  /// The stored value of `key`, nil when unset or not a valid `Value`.
  func storedValue<Value>(_ key: PreferenceKey<Value>) -> Value? {
    guard let data = stored[key.qualifiedName] else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  func isSet(qualifiedName: String) -> Bool { stored[qualifiedName] != nil }

  mutating func remove(qualifiedName: String) { stored[qualifiedName] = nil }

  func storedText(qualifiedName: String) -> String {
    stored[qualifiedName].map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}
