import Foundation

/// One `osm_tag` filter of Photon's API: `key`, `key:value`, `:value`, and the same with
/// `!` to exclude (`!key`, `!key:value`, `:!value`).
public struct PhotonTagFilter: Sendable, Hashable {
  /// The OpenStreetMap key it names; nil for `:value`.
  public var key: String?
  /// The value it names; nil for a key alone.
  public var value: String?
  /// Whether places with the tag are left out instead of kept.
  public var excludes: Bool

  /// Parses `text`; nil when it is not in Photon's syntax (empty, or no key and no value).
  public init?(_ text: String) {
    var rest = Substring(text)
    excludes = rest.hasPrefix("!")
    if excludes { rest = rest.dropFirst() }
    let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    var key = parts.first.map(String.init) ?? ""
    var value = parts.count > 1 ? String(parts[1]) : ""
    if key.isEmpty && value.hasPrefix("!") && !excludes {
      excludes = true
      value.removeFirst()
    }
    if key.hasPrefix("!") { return nil }
    key = key.trimmingCharacters(in: .whitespaces)
    value = value.trimmingCharacters(in: .whitespaces)
    if key.isEmpty && value.isEmpty { return nil }
    if parts.count > 1 && value.isEmpty { return nil }
    self.key = key.isEmpty ? nil : key
    self.value = value.isEmpty ? nil : value
  }
}
