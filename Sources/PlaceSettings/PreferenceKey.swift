import Foundation
import PlaceKit

/// One typed preference: its name, its type (`Value`) and its default, declared once in
/// `Preferences`. Code reads `settings.value(Preferences.Display.units)`, never a string.
public struct PreferenceKey<Value: PreferenceValue>: Sendable {
  /// The group, e.g. "display".
  public let section: String
  /// The name on the command line, e.g. "units".
  public let name: String
  /// What it holds and sets, for `config --help`: "km or mi: the unit of distances".
  public let summary: String
  /// The value while none is set, given the environment.
  private let fallback: @Sendable ([String: String]) -> Value

  /// Declares a key with a fixed default; only `Preferences` does this.
  init(section: String, name: String, summary: String, defaultValue: Value) {
    self.init(section: section, name: name, summary: summary, defaultFromEnvironment: { _ in defaultValue })
  }

  /// Declares a key whose default the environment decides (the locale's language for
  /// `lang`); only `Preferences` does this.
  init(
    section: String, name: String, summary: String,
    defaultFromEnvironment: @escaping @Sendable ([String: String]) -> Value
  ) {
    self.section = section
    self.name = name
    self.summary = summary
    self.fallback = defaultFromEnvironment
  }

  /// "display.units": the name in the settings file (also accepted on the command line).
  public var qualifiedName: String { "\(section).\(name)" }

  /// The value while none is set: a constant for most keys; for `lang`, the language of
  /// the locale `environment` names.
  public func defaultValue(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Value {
    fallback(environment)
  }
}
