/// One typed preference: its name, its type (`Value`) and its default, declared once in
/// `Preferences`. Code reads `settings.value(Preferences.Display.units)`, never a string.
public struct PreferenceKey<Value: PreferenceValue>: Sendable {
  /// The group, e.g. "display".
  public let section: String
  /// The name on the command line, e.g. "units".
  public let name: String
  /// The value while none is set.
  public let defaultValue: Value

  /// Declares a key; only `Preferences` does this.
  init(section: String, name: String, defaultValue: Value) {
    self.section = section
    self.name = name
    self.defaultValue = defaultValue
  }

  /// "display.units": the name in the settings file (also accepted on the command line).
  public var qualifiedName: String { "\(section).\(name)" }
}
