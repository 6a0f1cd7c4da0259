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
      func beside(_ name: String, else fallback: URL) -> URL { besideOrNil(name) ?? fallback }
      return DataFiles(
        places: url, koreanAreas: nil,
        countries: beside("countryInfo.txt", else: embeddedCountries),
        admin1: beside("admin1CodesASCII.txt", else: embeddedAdmin1), areaNames: areaNames,
        alternateNames: besideOrNil("alternateNamesV2.txt"))
    }
  }
}

/// The concrete files of a `DataSource`.
struct DataFiles: Sendable {
  var places: URL
  var koreanAreas: URL? = nil
  var countries: URL? = nil
  var admin1: URL? = nil
  /// Country and first-level area names in the display languages (`area-names.tsv`).
  var areaNames: URL? = nil
  /// GeoNames' `alternateNamesV2.txt`: names tagged with their language.
  var alternateNames: URL? = nil

  var all: [URL] {
    [places] + [koreanAreas, countries, admin1, areaNames, alternateNames].compactMap { $0 }
  }
}
