import Foundation
import PlaceKit

/// The parameters of a request's query string, decoded as browsers send them (`+` is a
/// space, `%XX` a byte of UTF-8), in order, repeats kept (Photon repeats `layer` and
/// `osm_tag`).
struct QueryParameters: Sendable {
  /// (name, value) pairs in the order given.
  private(set) var pairs: [(name: String, value: String)] = []

  /// Parses `query` (what follows `?`); a malformed escape is a 400 naming the parameter.
  init(_ query: String?) throws(APIError) {
    guard let query, !query.isEmpty else { return }
    for item in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let rawName = String(parts[0])
      guard let name = Self.decode(rawName) else {
        throw APIError("A parameter name is not valid percent-encoded UTF-8.")
      }
      guard let value = Self.decode(parts.count > 1 ? String(parts[1]) : "") else {
        throw APIError.invalid(name, "is not valid percent-encoded UTF-8")
      }
      pairs.append((name, value))
    }
  }

  private static func decode(_ text: String) -> String? {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.contains("%") ? spaced.removingPercentEncoding : spaced
  }

  /// The first value of `name`; nil when absent.
  subscript(_ name: String) -> String? {
    pairs.first { $0.name == name }?.value
  }

  /// Every value of `name`, each split at commas too (`layer=city,state` or
  /// `layer=city&layer=state`), empty parts dropped.
  func all(_ name: String) -> [String] {
    pairs.filter { $0.name == name }.flatMap { $0.value.split(separator: ",").map(String.init) }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Throws a 400 naming the first parameter not in `known`.
  func requireKnown(_ known: Set<String>) throws(APIError) {
    if let unknown = pairs.first(where: { !known.contains($0.name) }) {
      throw APIError("Unknown parameter '\(unknown.name)'.")
    }
  }

  /// The non-empty text of `name`, required.
  func text(_ name: String) throws(APIError) -> String {
    guard let value = self[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
      throw APIError.missing(name)
    }
    return value
  }

  /// The finite number `name` gives, nil when absent; 400 when it is not a number or
  /// outside `range`.
  func number(_ name: String, in range: ClosedRange<Double>? = nil) throws(APIError) -> Double? {
    guard let text = self[name] else { return nil }
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      throw APIError.invalid(name, "must be a number")
    }
    if let range, !range.contains(value) {
      throw APIError.invalid(name, "must be between \(range.lowerBound) and \(range.upperBound)")
    }
    return value
  }

  /// Whether the flag `name` is on: `1` or `true`; off when absent, `0` or `false`; 400
  /// for anything else.
  func flag(_ name: String) throws(APIError) -> Bool {
    guard let text = self[name]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
    switch text {
    case "1", "true": return true
    case "0", "false": return false
    default: throw APIError.invalid(name, "must be 1 or 0")
    }
  }

  /// The `limit`: `defaultValue` when absent, clamped to `range`; 400 when not a whole number.
  func limit(default defaultValue: Int, range: ClosedRange<Int>) throws(APIError) -> Int {
    guard let text = self["limit"] else { return defaultValue }
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
      throw APIError.invalid("limit", "must be a whole number")
    }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// `lat` and `lon` together: nil when neither is given; 400 when only one is, or one
  /// is not a number or is out of range.
  func location(required: Bool = false) throws(APIError) -> Location? {
    let latitude = try number("lat", in: -90...90)
    let longitude = try number("lon", in: -180...180)
    switch (latitude, longitude) {
    case (let latitude?, let longitude?):
      return Location(latitude: latitude, longitude: longitude)
    case (nil, nil):
      if required { throw APIError.missing("lat") }
      return nil
    case (nil, _):
      throw APIError("Parameter 'lat' is missing: 'lon' needs it.")
    case (_, nil):
      throw APIError("Parameter 'lon' is missing: 'lat' needs it.")
    }
  }
}
