import Foundation
import PlaceData

/// Where places come from: the embedded dataset or a GeoNames dump the user names.
public enum DataSource: Sendable, Hashable {
  /// The dataset built into the app (GeoNames cities500 + Korean administrative areas).
  case embedded
  /// A GeoNames places file (`cities500.txt`, `KR.txt`, `allCountries.txt`, plain or
  /// .gz); `admin1CodesASCII.txt` and `countryInfo.txt` are read from beside it when
  /// present, else the embedded ones are used; `alternateNamesV2.txt` beside it gives
  /// names tagged with their language.
  case geoNamesFile(URL)

  /// The files this source reads, in a fixed order (their bytes key the index cache).
  func files() throws(PlaceKitError) -> DataFiles {
    guard let embedded = EmbeddedDataFiles.directory else {
      if case .geoNamesFile(let url) = self {
        return DataFiles(places: url)
      }
      throw .missingEmbeddedData
    }
    let embeddedCountries = embedded.appendingPathComponent("countryInfo.txt")
    let embeddedAdmin1 = embedded.appendingPathComponent("admin1CodesASCII.txt")
    let areaNames = embedded.appendingPathComponent("area-names.tsv")
    switch self {
    case .embedded:
      return DataFiles(
        places: embedded.appendingPathComponent("cities500.txt.gz"),
        koreanAreas: embedded.appendingPathComponent("kr-admin.tsv.gz"),
        countries: embeddedCountries, admin1: embeddedAdmin1, areaNames: areaNames)
    case .geoNamesFile(let url):
      let folder = url.deletingLastPathComponent()
      func besideOrNil(_ name: String) -> URL? {
        let candidate = folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
      }
      let countries = besideOrNil("countryInfo.txt"), admin1 = besideOrNil("admin1CodesASCII.txt")
      return DataFiles(
        places: url, koreanAreas: nil,
        countries: countries ?? embeddedCountries, countriesFormat: countries == nil ? .embedded : .countryInfo,
        admin1: admin1 ?? embeddedAdmin1, admin1Format: admin1 == nil ? .embedded : .admin1Codes,
        areaNames: areaNames, alternateNames: besideOrNil("alternateNamesV2.txt"))
    }
  }
}

/// The concrete files of a `DataSource`.
struct DataFiles: Sendable {
  var places: URL
  var koreanAreas: URL? = nil
  var countries: URL? = nil
  /// Whose file `countries` is: the embedded one, or GeoNames' beside the `--data` file.
  var countriesFormat = DataFileFormat.embedded
  var admin1: URL? = nil
  /// Whose file `admin1` is.
  var admin1Format = DataFileFormat.embedded
  /// Country and first-level area names in the display languages (`area-names.tsv`).
  var areaNames: URL? = nil
  /// GeoNames' `alternateNamesV2.txt`: names tagged with their language.
  var alternateNames: URL? = nil

  var all: [URL] {
    [places] + [koreanAreas, countries, admin1, areaNames, alternateNames].compactMap { $0 }
  }
}
