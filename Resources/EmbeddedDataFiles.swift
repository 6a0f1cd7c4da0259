import Foundation

/// Where the embedded dataset's files live once the package is built.
///
/// SwiftPM copies `Resources/Data` into a resource bundle beside the executable, so
/// a release binary run from any directory still finds it.
public enum EmbeddedDataFiles {
  /// The folder holding `cities500.txt.gz`, `countryInfo.txt`, `admin1CodesASCII.txt`
  /// and `kr-admin.tsv.gz`, or nil when the resource bundle is missing.
  public static var directory: URL? {
    Bundle.module.url(forResource: "Data", withExtension: nil)
  }
}
