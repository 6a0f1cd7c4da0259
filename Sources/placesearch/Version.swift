import PlaceKit

/// What `placesearch --version` says. The version itself is `PlaceSearchVersion.current`:
/// the man page (generated from the command definitions) and `Scripts/package-deb.sh`
/// (which asks the built binary) read it from there.
enum Version {
  /// The release.
  static let number = PlaceSearchVersion.current

  /// The version, then where the embedded dataset comes from and of when.
  static var description: String {
    // Trimmed by the standard library: Foundation's trimming costs a start-up a quarter of
    // a millisecond, and ArgumentParser reads the root's configuration on every run.
    let text = CompositionRoot.embeddedDataset
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
    let dataset = text[start..<end]
    return "placesearch \(number)\ndataset: \(dataset.isEmpty ? "missing from this build" : String(dataset))"
  }
}
