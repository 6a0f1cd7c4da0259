import Foundation

/// Where PlaceSearch keeps what it remembers, after the XDG Base Directory spec:
/// state (recent places) in `$XDG_STATE_HOME/placesearch`, else
/// `~/.local/state/placesearch`; settings in `$XDG_CONFIG_HOME/placesearch`, else
/// `~/.config/placesearch`. A relative XDG path is ignored, as the spec asks.
public struct StateDirectories: Sendable {
  private let environment: [String: String]

  /// Directories from `environment` (`XDG_STATE_HOME`, `XDG_CONFIG_HOME`, `HOME`).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// `recent.json`, the recent places.
  public var recentPlacesFile: URL {
    folder(variable: "XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent("recent.json")
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
