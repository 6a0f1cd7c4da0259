import PlaceKit
/// Which spelling titles a row, of a place's names with one search key (Kiev, Kíev and
/// Kîev are all "kiev"): a spelling with marked letters is shown only when a reader of the
/// place uses them. Marked letters are Latin letters beyond ASCII (ü, é, ß, ơ, ə) and
/// modifier letters (ʻ, ʼ); a reader uses them when the name is the place's primary or
/// English display name, or when each is one of its country's letters: those in at
/// least one in a thousand (and two) of the country's own place names
/// (`Scripts/build-dataset.py`'s `title_letters`, area-names.tsv's `letters` rows). So
/// München (ü is German) but Kiev (í is in no Ukrainian name), Saigon, and no title
/// from `Niw Eorkʻ`.
struct TitleSpelling {
  /// The marked letters of the place's country, lower case.
  let letters: Set<Unicode.Scalar>

  /// The speller of a place of `country`, by `areaNames`' letters.
  init(country: String, areaNames: AreaNames) {
    letters = areaNames.titleLetters[country] ?? []
  }

  /// How much `name` is preferred among spellings of one key (the greatest is shown): 0
  /// for a name without marked letters; with them, their number when a reader of the
  /// place uses them (`isOwn`: the primary or the English display name) and minus their
  /// number when not, so a plain spelling beats a foreign one and the least foreign of
  /// foreign ones wins.
  func preference(of name: String, isOwn: Bool) -> Int {
    guard name.utf8.contains(where: { $0 >= 0x80 }) else { return 0 }
    var marked = 0
    var foreign = false
    for scalar in name.unicodeScalars where TitleSpelling.isMarkedLetter(scalar.value) {
      marked += 1
      if !isOwn && !foreign && !letters.contains(TitleSpelling.lowered(scalar)) { foreign = true }
    }
    return foreign ? -marked : marked
  }

  /// Whether `value` is a marked letter: Latin-1 Supplement to Latin Extended-B letters
  /// (not × and ÷), IPA letters (ə, ɣ), modifier letters, Latin Extended Additional.
  /// build-dataset.py's `is_marked_letter` reads the same ranges.
  static func isMarkedLetter(_ value: UInt32) -> Bool {
    switch value {
    case 0xD7, 0xF7: false
    case 0xC0...0x2FF, 0x1E00...0x1EFF: true
    default: false
    }
  }

  /// `scalar` in lower case, or as it is where its lower case is two scalars (İ), as
  /// build-dataset.py's `lowered`.
  static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? lower.first! : scalar
  }

  /// The letters of an area-names.tsv `letters` row ("äöüß").
  static func letters(_ row: String) -> Set<Unicode.Scalar> {
    Set(row.unicodeScalars.map(lowered))
  }
}
