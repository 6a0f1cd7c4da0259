import Foundation
import PlaceKit

/// The settings file, `$XDG_CONFIG_HOME/placesearch/config.json`: a JSON object of
/// qualified key names to values, e.g. `{"display.units": "mi"}`.
///
/// JSON, not TOML: Foundation reads and writes it, so no new dependency, and the file
/// holds a few flat keys that gain nothing from TOML's tables. Changes hold
/// `config.json.lock`, re-read the file and replace it atomically, like the recent
/// places. A file that is not a JSON object is an error naming the file (it is the
/// user's to fix, so it is never moved aside or overwritten); a value its key does not
/// accept is an error only where that key is read (`Settings.value`), so `config set`
/// and `config unset` can repair it.
public struct ConfigStore: Sendable {
  /// The settings file.
  public let file: URL

  /// A store on `file`.
  public init(file: URL) {
    self.file = file
  }

  /// The settings; all defaults when the file does not exist or is empty.
  public func load() throws(PreferenceError) -> Settings {
    let data: Data?
    do {
      data = try AtomicFile.read(file)
    } catch {
      throw .storage(error)
    }
    guard let data else { return Settings() }
    return try decode(data)
  }

  /// Applies `change` to the settings stored now and writes the result, all under the
  /// lock, so concurrent changes to different keys are all kept. Keys this version does
  /// not know, and values their keys do not accept, are kept unless `change` replaces
  /// them.
  public func update(_ change: (inout Settings) -> Void) throws(PreferenceError) {
    var failure: PreferenceError?
    do throws(StorageError) {
      try AtomicFile.withLock(on: file) { () throws(StorageError) in
        var settings: Settings
        do throws(PreferenceError) {
          settings = try load()
        } catch {
          failure = error
          return
        }
        change(&settings)
        try AtomicFile.write(encode(settings), to: file, access: .owner, durable: true)
      }
    } catch {
      throw .storage(error)
    }
    if let failure { throw failure }
  }

  private func decode(_ data: Data) throws(PreferenceError) -> Settings {
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw .invalidFile(path: file.path, reason: "it is not a JSON object")
    }
    var stored: [String: Data] = [:]
    for (key, value) in object {
      guard let json = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
      else { continue }
      stored[key] = json
    }
    return Settings(stored: stored, file: file.path)
  }

  /// Sorted keys, one per line, values compact: readable and diff-friendly.
  private func encode(_ settings: Settings) -> Data {
    let lines = settings.stored.keys.sorted().map { key in
      let name = (try? JSONEncoder().encode(key)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\(key)\""
      return "  \(name): \(String(decoding: settings.stored[key]!, as: UTF8.self))"
    }
    return Data(("{\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "}\n" : "\n}\n")).utf8)
  }
}
