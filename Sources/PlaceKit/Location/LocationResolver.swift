import Foundation

/// Decides the "current location": `--near` (coordinates or a place name), else
/// `PLACESEARCH_NEAR`, else the configured home (given by the caller, already
/// resolved), else the main city of the system time zone (`TZ`, else `/etc/localtime`;
/// a legacy name such as "US/Eastern" counts as the zone it links to), else Seoul.
public struct LocationResolver: Sendable {
  /// Where a resolved location came from.
  public enum Origin: String, Sendable {
    case flag, environment, home, timeZone, fallback
  }

  /// A location with a label for the UI header ("Seoul, South Korea").
  public struct Resolved: Sendable, Equatable {
    /// The coordinates.
    public var location: Location
    /// "Seoul, South Korea" for a place (see `Place.label`), "37.56650,126.97800" for bare
    /// coordinates.
    public var label: String
    /// Where it came from.
    public var origin: Origin
    /// The place's id when a name was resolved; nil for bare coordinates.
    public var placeID: String?
    /// The place's name in the display language ("Busan"); nil for bare coordinates.
    public var name: String?

    /// A resolved location.
    public init(location: Location, label: String, origin: Origin, placeID: String? = nil, name: String? = nil) {
      self.location = location
      self.label = label
      self.origin = origin
      self.placeID = placeID
      self.name = name
    }
  }

  /// Seoul, used when nothing else says where the user is (labelled in English; a source
  /// knows its place by the id, in the display language).
  public static let fallback = Resolved(
    location: Location(latitude: 37.566, longitude: 126.9784), label: "Seoul, South Korea", origin: .fallback,
    placeID: "geonames:1835848", name: "Seoul")

  private let environment: [String: String]
  private let home: Resolved?
  private let localtimePath: String
  private let timezoneFilePath: String
  private let zoneinfoPath: String

  /// A resolver reading `environment`, the configured `home` (origin `.home`) and the
  /// system time zone files; `zoneinfoPath` is the tz database, for zone aliases.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment, home: Resolved? = nil,
    localtimePath: String = "/etc/localtime", timezoneFilePath: String = "/etc/timezone",
    zoneinfoPath: String = "/usr/share/zoneinfo"
  ) {
    self.environment = environment
    self.home = home
    self.localtimePath = localtimePath
    self.timezoneFilePath = timezoneFilePath
    self.zoneinfoPath = zoneinfoPath
  }

  /// Resolves `flag` (the `--near` text, if given), looking names and zones up in `source`.
  public func resolve(flag: String?, source: any PlaceSource) async throws(PlaceKitError) -> Resolved {
    if let given = try await given(flag: flag, source: source) {
      return given
    }
    if let home {
      return home
    }
    if let zone = systemTimeZone(), let place = try await mainPlace(inZone: zone, source: source) {
      return LocationResolver.resolved(place, origin: .timeZone)
    }
    return LocationResolver.fallback
  }

  /// The current location for recommendations and the interactive search: `flag` (the
  /// `--near` text), else `PLACESEARCH_NEAR`, else the home `readHome` gives (called
  /// only then, so that an invalid home stops nothing that does not need it), else the
  /// time zone's main city, else Seoul. A home chosen by name is labelled as `source`
  /// labels its place (in the display language), and so is Seoul, by its name alone:
  /// the header adds "(default)". Throws what `readHome` throws, or `PlaceKitError`.
  public func current(
    flag: String?, home readHome: () throws -> Resolved?, source: any PlaceSource
  ) async throws -> Resolved {
    if let given = try await given(flag: flag, source: source) { return given }
    var home = try readHome()
    if let id = home?.placeID, let place = try await source.places(ids: [id], near: nil).first {
      home?.label = place.label
    }
    let resolver = LocationResolver(
      environment: environment, home: home, localtimePath: localtimePath, timezoneFilePath: timezoneFilePath,
      zoneinfoPath: zoneinfoPath)
    var resolved = try await resolver.resolve(flag: nil, source: source)
    if resolved.origin == .fallback, let id = resolved.placeID,
      let place = try await source.places(ids: [id], near: nil).first
    {
      resolved.label = place.name
    }
    return resolved
  }

  /// The location given for this run, `flag` (the `--near` text) else
  /// `PLACESEARCH_NEAR`; nil when neither is, so that the caller reads the home setting
  /// only when it is needed.
  public func given(flag: String?, source: any PlaceSource) async throws(PlaceKitError) -> Resolved? {
    if let flag {
      return try await resolve(text: flag, origin: .flag, source: source)
    }
    guard let near = environment["PLACESEARCH_NEAR"], !near.trimmingCharacters(in: .whitespaces).isEmpty else {
      return nil
    }
    do {
      return try await resolve(text: near, origin: .environment, source: source)
    } catch .unknownLocation(_, let closest) {
      throw .unknownLocationInEnvironment(variable: "PLACESEARCH_NEAR", value: near, closest: closest)
    }
  }

  /// What `text` stands for: coordinates as given, else the place it names (see
  /// `PlaceLookingUp.places(named:limit:)`; of namesakes, the best-ranked); nil for a lone
  /// number ("-33.87": half a pair, not a name). A name that names no place throws
  /// `unknownLocation` with the closest names, never a partial match ("garbage" is not
  /// Garbagnate Milanese). `source` is only called for a name (it may load a dataset);
  /// its error, and coordinates out of range, are thrown.
  public static func locate(
    _ text: String, origin: Origin, source: () throws(PlaceKitError) -> any PlaceSource
  ) async throws(PlaceKitError) -> Resolved? {
    if let location = try Location.parse(text) {
      return Resolved(location: location, label: location.text, origin: origin)
    }
    // A lone number is half a coordinate pair, not a name; "Nan" and "Inf" are names
    // (Nan, Thailand), though Double reads them.
    if Double(text.trimmingCharacters(in: .whitespaces))?.isFinite == true {
      return nil
    }
    let source = try source()
    guard let place = try await source.places(named: text, limit: 1).first else {
      throw .unknownLocation(text, closest: try await closestNames(to: text, in: source))
    }
    return resolved(place, origin: origin)
  }

  /// How many names an unknown location's error offers.
  private static let closestCount = 3

  /// The names of the places `search` finds for `text`, without repeats.
  private static func closestNames(to text: String, in source: any PlaceSource) async throws(PlaceKitError)
    -> [String]
  {
    var names: [String] = []
    for place in try await source.search(.text(text), near: nil, limit: 4 * closestCount)
    where !names.contains(place.name) {
      names.append(place.name)
      if names.count == closestCount { break }
    }
    return names
  }

  private func resolve(text: String, origin: Origin, source: any PlaceSource) async throws(PlaceKitError)
    -> Resolved
  {
    guard let resolved = try await LocationResolver.locate(text, origin: origin, source: { source }) else {
      throw .unknownLocation(text, closest: [])
    }
    return resolved
  }

  private static func resolved(_ place: Place, origin: Origin) -> Resolved {
    Resolved(
      location: place.location, label: place.label, origin: origin, placeID: place.id, name: place.name)
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

  /// The main place of `zone`, else of another name of it: the data uses one name of a
  /// zone, the system may use another.
  private func mainPlace(inZone zone: String, source: any PlaceSource) async throws(PlaceKitError) -> Place? {
    if let place = try await source.mainPlace(timeZone: zone) { return place }
    for name in zoneNames(zone).dropFirst() {
      if let place = try await source.mainPlace(timeZone: name) { return place }
    }
    return nil
  }

  /// `zone` first, then the zone it links to and that zone's other names. tzdata keeps
  /// renamed and legacy zones as links ("US/Eastern", "Asia/Calcutta", "Europe/Kiev"),
  /// read here from the zone file's symlink and from `tzdata.zi`'s link lines.
  func zoneNames(_ zone: String) -> [String] {
    var links = LocationResolver.systemVLinks
    if let text = try? String(contentsOfFile: zoneinfoPath + "/tzdata.zi", encoding: .utf8) {
      for line in text.split(separator: "\n") where line.hasPrefix("L ") {
        let parts = line.split(separator: " ")
        if parts.count == 3 { links[String(parts[2])] = String(parts[1]) }
      }
    }
    var target = symlinkTarget(of: zone) ?? zone
    if target == zone { target = links[zone] ?? zone }
    var names = [zone]
    for name in [target] + links.filter({ $0.value == target }).keys.sorted() where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// The System V zones that tzdata 2024b made links (its `backward` file); tzdata built
  /// with backzone, as Debian's is, keeps them as zones of their own, without a link.
  private static let systemVLinks = [
    "EST5EDT": "America/New_York", "CST6CDT": "America/Chicago", "MST7MDT": "America/Denver",
    "PST8PDT": "America/Los_Angeles", "EST": "America/Panama", "MST": "America/Phoenix",
    "HST": "Pacific/Honolulu", "CET": "Europe/Brussels", "MET": "Europe/Brussels",
    "EET": "Europe/Athens", "WET": "Europe/Lisbon",
  ]

  /// The zone a zone file links to ("Japan" → "Asia/Tokyo"), if it is a symlink inside
  /// the tz database.
  private func symlinkTarget(of zone: String) -> String? {
    guard !zone.hasPrefix("/"), let base = realpath(zoneinfoPath, nil) else { return nil }
    defer { free(base) }
    guard let file = realpath(zoneinfoPath + "/" + zone, nil) else { return nil }
    defer { free(file) }
    let root = String(cString: base) + "/", path = String(cString: file)
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : nil
  }

  private func zoneName(fromPath path: String) -> String? {
    if let range = path.range(of: "zoneinfo/") {
      return String(path[range.upperBound...])
    }
    return path.hasPrefix("/") ? nil : path
  }
}
