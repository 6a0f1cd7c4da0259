import ArgumentParser
import Foundation
import PlaceClient
import PlaceKit
import PlaceSearchEngine
import PlaceSettings

/// Options of the commands that search: pick, complete, search and recommend.
struct CommonOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Rank near this place: LAT,LON or a place's whole name (any case or language).", valueName: "LAT,LON|NAME"))
  var near: String?

  @Flag(name: .long, help: CommonOptions.jsonHelp)
  var json = false

  /// The help of every `--json` flag: what all of them print (several answers are several
  /// lines; the interactive pick prints one).
  static let jsonHelp: ArgumentHelp = "Print JSON instead of text, one object per line."

  @OptionGroup var dataOption: DataOption

  /// The places to search: `--data` with `--feature-classes`, else the embedded dataset.
  var data: DataSource { dataOption.source }

  @OptionGroup var language: LanguageOption

  @OptionGroup var serverOptions: ServerOptions
}

/// `--data PATH`: the places to search instead of the embedded dataset (the commands
/// that search, and `serve`).
struct DataOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Read places from a GeoNames dump (cities500.txt, KR.txt, allCountries.txt; plain, .gz or .zip).",
      valueName: "PATH"),
    transform: { try DataPath.parse($0) })
  var data: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --data: the GeoNames feature classes to index, as letters (default AHLPRSTV, every class but U, undersea features).",
      valueName: "LETTERS"),
    transform: { text in
      guard let classes = FeatureClasses(letters: text) else { throw FeatureClassesError(text: text) }
      return classes
    })
  var featureClasses: FeatureClasses?

  /// The places to search: the `--data` file with its classes, else the embedded dataset.
  var source: DataSource { DataOption.source(path: data, classes: featureClasses) }

  /// The GeoNames dump at `path` read with `classes` (all but undersea features by
  /// default), else the embedded dataset.
  static func source(path: String?, classes: FeatureClasses? = nil) -> DataSource {
    path.map { .geoNamesFile(URL(fileURLWithPath: $0), classes: classes ?? .standard) } ?? .embedded
  }

  func validate() throws {
    if featureClasses != nil && data == nil {
      throw ValidationError("--feature-classes chooses what to index of a --data file; give --data PATH too")
    }
  }
}

/// Why a `--feature-classes` value was refused; ArgumentParser puts it after the value.
struct FeatureClassesError: Error, CustomStringConvertible {
  var text: String
  var description: String {
    "give letters of GeoNames feature classes: A (areas), H (water), L (parks, areas), P (populated places), "
      + "R (roads), S (spots, buildings), T (mountains, islands), U (undersea), V (forests)"
  }
}

/// The place server options, global to the commands that search.
struct ServerOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Ask this place server first (placesearch serve or any Photon server; overrides PLACESEARCH_SERVER and the server setting).",
      valueName: "URL"),
    transform: { text in
      guard let url = ServerURL(text) else { throw ServerURLError(text: text) }
      return url
    })
  var server: ServerURL?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The deadline of each server request, in milliseconds (default \(ServerPlaceService.defaultTimeoutMs)).",
      valueName: "MS"),
    transform: { text in
      guard let ms = Int(text), ms > 0, ms <= 600_000 else { throw ServerTimeoutError(text: text) }
      return ms
    })
  var serverTimeout: Int?

  @Flag(name: .long, help: "With a server, make a server failure an error instead of answering from the embedded data.")
  var noFallback = false

  /// The server to ask: `--server`, else `PLACESEARCH_SERVER`, else the `server` setting;
  /// nil for none.
  func server(
    settings: Settings, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> ServerURL? {
    if let server { return server }
    if let text = environment["PLACESEARCH_SERVER"], !text.isEmpty {
      guard let url = ServerURL(text) else {
        throw PreferenceError.invalidValue(key: "PLACESEARCH_SERVER", value: text, accepted: ServerURL.acceptedValues)
      }
      return url
    }
    return try settings.value(Preferences.Source.server)
  }

  /// Why a `--server` value was refused.
  struct ServerURLError: Error, CustomStringConvertible {
    var text: String
    var description: String { "\"\(text)\" is not an http:// or https:// URL (e.g. https://photon.komoot.io)" }
  }

  /// Why a `--server-timeout` value was refused.
  struct ServerTimeoutError: Error, CustomStringConvertible {
    var text: String
    var description: String { "\"\(text)\" is not a number of milliseconds (e.g. 400)" }
  }
}
