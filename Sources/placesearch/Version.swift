import PlaceKit

/// What `placesearch --version` says. The version itself is `PlaceSearchVersion.current`:
/// the man page (generated from the command definitions) and `Scripts/package-deb.sh`
/// (which asks the built binary) read it from there.
enum Version {
  /// The release.
  static let number = PlaceSearchVersion.current

  /// The version, then where the embedded dataset comes from and of when.
  static var description: String {
    let dataset = CompositionRoot.embeddedDataset
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return "placesearch \(number)\ndataset: \(dataset.isEmpty ? "missing from this build" : dataset)"
  }
}
