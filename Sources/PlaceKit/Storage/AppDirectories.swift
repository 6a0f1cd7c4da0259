import Foundation

/// Where PlaceSearch keeps files, after the XDG Base Directory spec: the index cache in
/// `$PLACESEARCH_CACHE_DIR`, else `$XDG_CACHE_HOME/placesearch`, else
/// `~/.cache/placesearch`; state (recent places, the time zone last warned about) in
/// `$XDG_STATE_HOME/placesearch`, else
/// `~/.local/state/placesearch`; settings in `$XDG_CONFIG_HOME/placesearch`, else
/// `~/.config/placesearch`. A relative XDG path is ignored, as the spec asks.
public struct AppDirectories: Sendable {
  private let environment: [String: String]

  /// Directories from `environment` (`PLACESEARCH_CACHE_DIR`, `XDG_CACHE_HOME`,
  /// `XDG_STATE_HOME`, `XDG_CONFIG_HOME`, `HOME`).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// The folder of the index files.
  public var cacheFolder: URL {
    if let explicit = environment["PLACESEARCH_CACHE_DIR"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    return folder(variable: "XDG_CACHE_HOME", fallback: ".cache")
  }

  /// `recent.json`, the recent places.
  public var recentPlacesFile: URL {
    folder(variable: "XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent("recent.json")
  }

  /// `time-zone-notice`: the time zone whose warning "names no place" was said last.
  public var timeZoneNoticeFile: URL {
    folder(variable: "XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent("time-zone-notice")
  }

  /// `config.json`, the settings.
  public var configFile: URL {
    folder(variable: "XDG_CONFIG_HOME", fallback: ".config").appendingPathComponent("config.json")
  }

  private func folder(variable: String, fallback: String) -> URL {
    if let base = environment[variable], base.hasPrefix("/") {
      return URL(fileURLWithPath: base).appendingPathComponent("placesearch")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(fallback).appendingPathComponent("placesearch")
  }
}
