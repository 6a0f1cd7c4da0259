import Foundation
import PlaceKit

/// A type a preference can hold: stored as JSON, read and written as text on the
/// command line (`placesearch config set units mi`).
public protocol PreferenceValue: Codable, Sendable, Equatable {
  /// How the value reads in `config get` and `config list`.
  var displayText: String { get }
  /// The value itself, or nil for an optional preference with none (an unset home), so
  /// that `config get` can say "not set" by its exit status rather than by a text.
  var presentValue: (any PreferenceValue)? { get }
  /// The values `parse` accepts, for error messages: "km, mi".
  static var acceptedValues: String { get }
  /// The value `text` stands for, or nil when it is not one. Values that are places
  /// call `locate` (`LocationResolver.locate`) and let its error, such as a name that
  /// names no place or a dataset that cannot be loaded, through.
  static func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) throws(PlaceKitError) -> Self?
  /// The value the settings file stores as `json`, or nil when it is not one.
  static func decode(_ json: Data) -> Self?
  /// Why `text` is not a value, in one sentence naming its wrong part, where the type can
  /// say more than `acceptedValues`; nil otherwise.
  static func refusal(of text: String) -> String?
}

extension PreferenceValue {
  /// The value itself.
  public var presentValue: (any PreferenceValue)? { self }
  /// Nothing beyond `acceptedValues`.
  public static func refusal(of text: String) -> String? { nil }
  /// The value decoded as JSON.
  public static func decode(_ json: Data) -> Self? { try? JSONDecoder().decode(Self.self, from: json) }
}

extension PreferenceValue where Self: RawRepresentable & CaseIterable, RawValue == String {
  /// The raw value.
  public var displayText: String { rawValue }
  /// Every raw value, comma-separated.
  public static var acceptedValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
  /// The case whose raw value is `text` (ignoring case and surrounding spaces): the one
  /// rule for an enumerated value, wherever it is written (`--format GEOJSON`, `config
  /// set units MI`, `"display.units": "MI"` in the settings file).
  public static func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) -> Self? {
    Self(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// The case a JSON string names, read as `parse` reads text.
  public static func decode(_ json: Data) -> Self? {
    guard let text = try? JSONDecoder().decode(String.self, from: json) else { return nil }
    return try? parse(text, locate: { _ in nil })
  }
}

/// An optional preference: "(not set)" until given a value.
extension Optional: PreferenceValue where Wrapped: PreferenceValue {
  /// The value's text, or "(not set)".
  public var displayText: String { self?.displayText ?? "(not set)" }
  /// The wrapped value, or nil.
  public var presentValue: (any PreferenceValue)? { self?.presentValue }
  /// What the wrapped type accepts.
  public static var acceptedValues: String { Wrapped.acceptedValues }
  /// Why the wrapped type refuses `text`.
  public static func refusal(of text: String) -> String? { Wrapped.refusal(of: text) }
  /// The wrapped type's parse.
  public static func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) throws(PlaceKitError) -> Self? {
    guard let value = try Wrapped.parse(text, locate: locate) else { return nil }
    return .some(value)
  }
}
