import Foundation

/// Decides the "current location": `--near` (coordinates or a place name), else
/// `PLACESEARCH_NEAR`, else the configured home (`Preferences.Location.home`), else the
/// main city of the system time zone (`TZ`, else `/etc/localtime`), else Seoul.
public struct LocationResolver: Sendable {
  /// Where a resolved location came from.
  public enum Origin: String, Sendable {
    case flag, environment, home, timeZone, fallback
  }

  /// A location with a label for the UI header ("Seoul, KR").
  public struct Resolved: Sendable, Equatable {
    public var location: Location
    public var label: String
    public var origin: Origin
  }

  /// Seoul, used when nothing else says where the user is.
  public static let fallback = Resolved(
    location: Location(latitude: 37.566, longitude: 126.9784), label: "Seoul, KR", origin: .fallback)

  private let environment: [String: String]
  private let home: HomeLocation?
  private let localtimePath: String
  private let timezoneFilePath: String

  /// A resolver reading `environment`, the configured `home` and the system time zone
  /// files.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment, home: HomeLocation? = nil,
    localtimePath: String = "/etc/localtime", timezoneFilePath: String = "/etc/timezone"
  ) {
    self.environment = environment
    self.home = home
    self.localtimePath = localtimePath
    self.timezoneFilePath = timezoneFilePath
  }

  /// Resolves `flag` (the `--near` text, if given) with `engine` for names and zones.
  public func resolve(flag: String?, engine: PlaceEngine) throws(PlaceKitError) -> Resolved {
    if let flag {
      return try resolve(text: flag, origin: .flag, engine: engine)
    }
    if let near = environment["PLACESEARCH_NEAR"], !near.trimmingCharacters(in: .whitespaces).isEmpty {
      return try resolve(text: near, origin: .environment, engine: engine)
    }
    if let home {
      return Resolved(location: home.location, label: home.label, origin: .home)
    }
    if let zone = systemTimeZone(), let place = engine.mainPlace(timeZone: zone) {
      return Resolved(location: place.location, label: "\(place.name), \(place.countryCode)", origin: .timeZone)
    }
    return LocationResolver.fallback
  }

  private func resolve(text: String, origin: Origin, engine: PlaceEngine) throws(PlaceKitError) -> Resolved {
    if let location = try Location.parse(text) {
      return Resolved(
        location: location,
        label: String(format: "%.4f, %.4f", location.latitude, location.longitude), origin: origin)
    }
    guard let place = engine.search(text, limit: 1).first else { throw .unknownLocation(text) }
    return Resolved(location: place.location, label: "\(place.name), \(place.countryCode)", origin: origin)
  }

  /// The IANA zone name from `TZ` (":Asia/Seoul", a zoneinfo path) or the system files.
  public func systemTimeZone() -> String? {
    if let tz = environment["TZ"], !tz.isEmpty {
      return zoneName(fromPath: tz.hasPrefix(":") ? String(tz.dropFirst()) : tz)
    }
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: localtimePath) {
      return zoneName(fromPath: target)
    }
    if let text = try? String(contentsOfFile: timezoneFilePath, encoding: .utf8) {
      let zone = text.trimmingCharacters(in: .whitespacesAndNewlines)
      return zone.isEmpty ? nil : zone
    }
    return nil
  }

  private func zoneName(fromPath path: String) -> String? {
    if let range = path.range(of: "zoneinfo/") {
      return String(path[range.upperBound...])
    }
    return path.hasPrefix("/") ? nil : path
  }
}
