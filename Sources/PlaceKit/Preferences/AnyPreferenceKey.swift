import Foundation

/// A preference key with its type erased, for the `config` command: it lists, shows,
/// sets and unsets keys by the name the user typed.
public struct AnyPreferenceKey: Sendable {
  /// "units".
  public let name: String
  /// "display.units".
  public let qualifiedName: String
  /// What a value may be: "km, mi".
  public let acceptedValues: String
  private let describe: @Sendable (Settings) -> String
  private let validate: @Sendable (Settings) -> Bool
  private let assign: @Sendable (String, inout Settings, (String) -> Place?) -> Bool

  /// Erases `key`.
  public init<Value>(_ key: PreferenceKey<Value>) {
    name = key.name
    qualifiedName = key.qualifiedName
    acceptedValues = Value.acceptedValues
    describe = { $0[key].displayText }
    validate = { $0.storedValue(key) != nil || !$0.isSet(key) }
    assign = { text, settings, lookUp in
      guard let value = Value.parse(text, lookUp: lookUp) else { return false }
      settings[key] = value
      return true
    }
  }

  /// Whether the user typed this key: "units" or "display.units", any case.
  public func matches(_ text: String) -> Bool {
    let folded = text.lowercased()
    return folded == name || folded == qualifiedName
  }

  /// The value in effect, as text (the default when none is set).
  public func text(in settings: Settings) -> String { describe(settings) }

  /// Whether a value is set (not the default).
  public func isSet(in settings: Settings) -> Bool { settings.isSet(qualifiedName: qualifiedName) }

  /// Whether the stored value (if any) is one this key accepts.
  func isValid(in settings: Settings) -> Bool { validate(settings) }

  /// The stored text of an invalid value, for error messages.
  func storedText(in settings: Settings) -> String { settings.storedText(qualifiedName: qualifiedName) }

  /// Sets the value `text` stands for; `lookUp` resolves place names.
  public func set(_ text: String, in settings: inout Settings, lookUp: (String) -> Place?) throws(PreferenceError) {
    guard assign(text, &settings, lookUp) else {
      throw .invalidValue(key: name, value: text, accepted: acceptedValues)
    }
  }

  /// Removes the value: the default applies again.
  public func unset(in settings: inout Settings) {
    settings.remove(qualifiedName: qualifiedName)
  }
}
