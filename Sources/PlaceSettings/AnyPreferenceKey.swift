import Foundation
import PlaceKit

/// A preference key with its type erased, for the `config` command: it lists, shows,
/// sets and unsets keys by the name the user typed.
public struct AnyPreferenceKey: Sendable {
  /// A value read from the command line for this key, ready to store; parse it before
  /// taking the settings lock (a place name may load the dataset).
  public struct Parsed: Sendable {
    /// How the value reads: "mi", "Busan, South Korea (35.10168,129.03004)".
    public let text: String
    fileprivate let store: @Sendable (inout Settings) -> Void

    /// Stores the value under its key in `settings`.
    public func apply(to settings: inout Settings) {
      store(&settings)
    }
  }

  /// "units".
  public let name: String
  /// What it holds and sets, for `config --help`.
  public let summary: String
  /// "display.units".
  public let qualifiedName: String
  /// What a value may be: "km, mi".
  public let acceptedValues: String
  /// Why a text is not a value, where the type says more than `acceptedValues`.
  private let refusal: @Sendable (String) -> String?
  private let current: @Sendable (Settings, [String: String]) throws(PreferenceError) -> (any PreferenceValue)?
  private let describe: @Sendable (Settings, [String: String]) throws(PreferenceError) -> String
  private let read:
    @Sendable (String, (String) throws(PlaceKitError) -> LocationResolver.Resolved?) throws(PlaceKitError) -> Parsed?

  /// Erases `key`.
  public init<Value>(_ key: PreferenceKey<Value>) {
    name = key.name
    summary = key.summary
    qualifiedName = key.qualifiedName
    acceptedValues = Value.acceptedValues
    refusal = { Value.refusal(of: $0) }
    current = { settings, environment throws(PreferenceError) in
      try settings.value(key, environment: environment).presentValue
    }
    describe = { settings, environment throws(PreferenceError) in
      try settings.value(key, environment: environment).displayText
    }
    read = { text, locate throws(PlaceKitError) in
      guard let value = try Value.parse(text, locate: locate) else { return nil }
      return Parsed(text: value.displayText, store: { $0.set(key, to: value) })
    }
  }

  /// Whether the user typed this key: "units" or "display.units", any case.
  public func matches(_ text: String) -> Bool {
    let folded = text.lowercased()
    return folded == name || folded == qualifiedName
  }

  /// The value in effect, as text (the default in `environment` when none is set); throws
  /// when the stored value is not one the key accepts.
  public func text(
    in settings: Settings, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PreferenceError) -> String {
    try describe(settings, environment)
  }

  /// The value in effect (the default in `environment` when none is set), nil when the
  /// key has none (an unset home); throws when the stored value is not one the key
  /// accepts.
  public func value(
    in settings: Settings, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PreferenceError) -> (any PreferenceValue)? {
    try current(settings, environment)
  }

  /// Whether a value is set (not the default).
  public func isSet(in settings: Settings) -> Bool { settings.isSet(qualifiedName: qualifiedName) }

  /// The value `text` stands for; `locate` resolves place names and coordinates (see
  /// `PreferenceValue.parse`). Throws `PreferenceError.refusedValue` or `.invalidValue`
  /// when `text` is not a value of this key, or the `PlaceKitError` that `locate` throws.
  public func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) throws -> Parsed {
    guard let parsed = try read(text, locate) else {
      if let reason = refusal(text) { throw PreferenceError.refusedValue(key: name, value: text, reason: reason) }
      throw PreferenceError.invalidValue(key: name, value: text, accepted: acceptedValues)
    }
    return parsed
  }

  /// Removes the value: the default applies again.
  public func unset(in settings: inout Settings) {
    settings.remove(qualifiedName: qualifiedName)
  }
}
