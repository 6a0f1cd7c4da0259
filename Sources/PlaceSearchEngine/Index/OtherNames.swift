import PlaceKit
/// Chooses the few other names a place's card shows from all the names the index keeps
/// for it: one per script first (Hangul, kana, Han, Cyrillic, …, in the order given),
/// then more names of scripts already shown, never the shown name or a repeat.
enum OtherNames {
  /// At most `limit` of `candidates` (in their order: the display names of the other
  /// languages first, then the alternate names), leaving out `shown` and repeats;
  /// names in a script not yet shown (counting `shown`'s) come before the rest.
  static func choose(shown: String, from candidates: [String], limit: Int = PlaceDetails.maximumOtherNames)
    -> [String]
  {
    var seen: Set<String> = [shown]
    let distinct = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
    var scripts: Set<String> = [script(of: shown)]
    var first: [String] = [], rest: [String] = []
    for name in distinct {
      if scripts.insert(script(of: name)).inserted { first.append(name) } else { rest.append(name) }
    }
    return Array((first + rest).prefix(limit))
  }

  /// A name's script for telling scripts apart: `NameScript`, with the scripts it calls
  /// `other` (Arabic, Greek, Thai, …) told apart by the 256-code-point block of their first letter.
  private static func script(of name: String) -> String {
    let script = NameScript.of(name)
    guard script == .other, let letter = name.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else {
      return "\(script)"
    }
    return "other-\(letter.value >> 8)"
  }
}
