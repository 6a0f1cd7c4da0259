import Foundation
import PlaceKit

/// Where places come from: the embedded dataset or a GeoNames dump the user names.
public enum DataSource: Sendable, Hashable {
  /// The dataset built into the app (GeoNames cities500, Korean administrative areas,
  /// countries, first-level areas, US counties and airports).
  case embedded
  /// A GeoNames places file (`cities500.txt`, `KR.txt`, `allCountries.txt`; plain, .gz
  /// or .zip), of which the feature classes `classes` are indexed;
  /// `admin1CodesASCII.txt` and `countryInfo.txt` are read from beside it when present,
  /// else the embedded ones are used; `alternateNamesV2.txt` beside it gives names
  /// tagged with their language, else the embedded places' names do, where the dump's
  /// place of that geonameid lists them too (`TaggedNames`).
  case geoNamesFile(URL, classes: FeatureClasses = .standard)

  /// The feature classes indexed (the embedded dataset has populated places only).
  var featureClasses: FeatureClasses {
    switch self {
    case .embedded: .standard
    case .geoNamesFile(_, let classes): classes
    }
  }

  /// The files this source reads, in a fixed order (they key the index cache).
  func files() -> DataFiles {
    switch self {
    case .embedded:
      return DataFiles(
        places: .embedded(.places), koreanAreas: .embedded(.koreanAreas), worldAreas: .embedded(.worldAreas),
        countries: .embedded(.countries),
        admin1: .embedded(.admin1), areaNames: .embedded(.areaNames), alternateNames: .embedded(.placeNames))
    case .geoNamesFile(let url, _):
      let folder = url.deletingLastPathComponent()
      func besideOrNil(_ name: String) -> DataFile? {
        let candidate = folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: candidate.path) ? .disk(candidate) : nil
      }
      let countries = besideOrNil("countryInfo.txt"), admin1 = besideOrNil("admin1CodesASCII.txt")
      let alternateNames = besideOrNil("alternateNamesV2.txt")
      return DataFiles(
        places: .disk(url), koreanAreas: nil,
        countries: countries ?? .embedded(.countries), countriesFormat: countries == nil ? .embedded : .countryInfo,
        admin1: admin1 ?? .embedded(.admin1), admin1Format: admin1 == nil ? .embedded : .admin1Codes,
        areaNames: .embedded(.areaNames), alternateNames: alternateNames ?? .embedded(.placeNames),
        alternateNamesOnlyOwn: alternateNames == nil)
    }
  }
}

/// The concrete files of a `DataSource`.
struct DataFiles: Sendable {
  var places: DataFile
  var koreanAreas: DataFile? = nil
  /// Countries, first-level areas, US counties and airports (`world-areas.tsv.gz`).
  var worldAreas: DataFile? = nil
  var countries: DataFile? = nil
  /// Whose file `countries` is: the embedded one, or GeoNames' beside the `--data` file.
  var countriesFormat = DataFileFormat.embedded
  var admin1: DataFile? = nil
  /// Whose file `admin1` is.
  var admin1Format = DataFileFormat.embedded
  /// Country and first-level area names in the display languages (`area-names.tsv`).
  var areaNames: DataFile? = nil
  /// Names tagged with their language: GeoNames' `alternateNamesV2.txt`, or the embedded
  /// `place-names.tsv.gz` in its format.
  var alternateNames: DataFile? = nil
  /// Whether `alternateNames` names a place only with names it lists itself: the
  /// embedded names read for a dump (`TaggedNames.onlyOwnNames`).
  var alternateNamesOnlyOwn = false

  var all: [DataFile] {
    [places] + [koreanAreas, worldAreas, countries, admin1, areaNames, alternateNames].compactMap { $0 }
  }
}
