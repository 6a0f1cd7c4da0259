import Foundation
import PlaceKit

/// The preferences a user has set, read through typed keys:
/// `try settings.value(Preferences.Display.units)` is a `DistanceUnit`, the default when
/// unset.
///
/// Values are kept as the JSON the settings file holds, keyed by qualified name, so keys
/// this version does not know (written by a newer one) survive a rewrite untouched, and
/// a value its key does not accept stops only the code that reads that key.
public struct Settings: Sendable, Equatable {
  /// JSON text of each stored value, by qualified name ("display.units").
  private(set) var stored: [String: Data]
  /// The file the values were read from, for error messages.
  private let file: String?

  /// No preferences set: every key has its default.
  public init() {
    self.init(stored: [:], file: nil)
  }

  init(stored: [String: Data], file: String?) {
    self.stored = stored
    self.file = file
  }

  /// The value of `key`, its default in `environment` when unset (see
  /// `PreferenceKey.defaultValue(in:)`); a stored value the key does not accept is an
  /// error naming the key and the file.
  public func value<Value>(
    _ key: PreferenceKey<Value>, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PreferenceError) -> Value {
    guard let data = stored[key.qualifiedName] else { return key.defaultValue(in: environment) }
    guard let value = Value.decode(data) else {
      let refusal = (try? JSONDecoder().decode(String.self, from: data)).flatMap { Value.refusal(of: $0) }
      throw .invalidFile(
        path: file ?? "(in memory)",
        reason: "\(key.qualifiedName) is \(String(decoding: data, as: UTF8.self)); "
          + (refusal ?? "accepted values: \(Value.acceptedValues)"))
    }
    return value
  }

  /// Stores `value` for `key`.
  public mutating func set<Value>(_ key: PreferenceKey<Value>, to value: Value) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    stored[key.qualifiedName] = try? encoder.encode(value)
  }

  /// Whether `key` has a value of its own.
  public func isSet<Value>(_ key: PreferenceKey<Value>) -> Bool {
    isSet(qualifiedName: key.qualifiedName)
  }

  func isSet(qualifiedName: String) -> Bool { stored[qualifiedName] != nil }

  mutating func remove(qualifiedName: String) { stored[qualifiedName] = nil }
}
