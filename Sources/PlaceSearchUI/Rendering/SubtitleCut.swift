import PlaceKit

/// How a row's subtitle (its kind's word, then its areas: "airport · Incheon, South
/// Korea") is cut to the room its column has: whole where it fits; else its first parts
/// whole, "…" for the rest ("Jung-gu, …", "공항 · …", "서대문구…"); else, in a column of at least
/// `minimumRoom`, its first part cut ("Makkah al Mukar…"); else not at all: a letter
/// or two of a name ("대…", "Os…") tells the reader nothing.
enum SubtitleCut {
  /// What separates the parts of a subtitle.
  private static let separators = [", ", Place.kindSeparator]

  /// `subtitle` fitted to `room` columns by the rule above; empty when nothing useful
  /// fits.
  static func fit(_ subtitle: String, toColumns room: Int, minimumRoom: Int) -> String {
    guard room > 0 else { return "" }
    if DisplayWidth.of(subtitle) <= room { return subtitle }
    // Each separator ends a prefix twice: with it ("Jung-gu, …") and, shorter, without.
    var ends: [String.Index] = []
    for separator in separators {
      var searched = subtitle.startIndex..<subtitle.endIndex
      while let found = subtitle.range(of: separator, range: searched) {
        ends += [found.upperBound, found.lowerBound]
        searched = found.upperBound..<subtitle.endIndex
      }
    }
    for end in ends.sorted(by: >) {
      let prefix = String(subtitle[..<end]) + "…"
      if DisplayWidth.of(prefix) <= room { return prefix }
    }
    return room >= minimumRoom ? DisplayWidth.truncate(subtitle, toColumns: room) : ""
  }
}
