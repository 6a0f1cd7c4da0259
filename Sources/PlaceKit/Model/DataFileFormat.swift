/// Which kind of data file a line belongs to, so that an error about it gives the hint
/// for that file's own format (a bad `admin1CodesASCII.txt` is not a bad places table).
public enum DataFileFormat: Sendable, Equatable {
  /// A GeoNames places table given with `--data` (`cities500.txt`, `allCountries.txt`).
  case places
  /// GeoNames' `admin1CodesASCII.txt` beside the `--data` file.
  case admin1Codes
  /// GeoNames' `countryInfo.txt` beside the `--data` file.
  case countryInfo
  /// GeoNames' `alternateNamesV2.txt` beside the `--data` file.
  case alternateNames
  /// A file of the embedded dataset, written by `Scripts/build-dataset.py`.
  case embedded

  /// What the file must look like and how to get past it, for the error's hint.
  public var hint: String {
    switch self {
    case .places:
      return "--data expects the 19-column tab-separated GeoNames format."
    case .admin1Codes:
      return "admin1CodesASCII.txt beside --data takes GeoNames' 4 tab-separated columns "
        + "(code such as KR.11, name, ASCII name, geonameid); remove it to use the embedded area names."
    case .countryInfo:
      return "countryInfo.txt beside --data takes GeoNames' 19 tab-separated columns "
        + "(ISO code, ISO3, number, FIPS, country name, …); remove it to use the embedded country names."
    case .alternateNames:
      return "alternateNamesV2.txt beside --data takes GeoNames' tab-separated alternate names "
        + "(id, geonameid, language, name, four flags); remove it to show the names the places file gives."
    case .embedded:
      return "the embedded dataset is damaged; rebuild it with Scripts/build-dataset.py."
    }
  }
}
