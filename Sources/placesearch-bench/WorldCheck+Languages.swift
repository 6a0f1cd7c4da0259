import PlaceKit
import PlaceSearchEngine

extension WorldCheck {
  /// Per display language, the share of the 1,000 and of the 10,000 most populous places
  /// whose title (what a row shows of the place when no other name of it was typed: a
  /// recommendation, `show`) reads in that language: in its script for ko, ja, zh and ru,
  /// its tagged name (`place-names.tsv.gz`) for de, fr and es, whose script is English's.
  func reportTitleLanguages() {
    let counts = [1000, 10_000]
    var line = "world: titles in the display language, of the 1,000 / 10,000 most populous places:"
    for language in DisplayLanguage.allCases where language != .english {
      let speaking = engine.speaking(language)
      var inLanguage = [Int](repeating: 0, count: counts.count)
      for (rank, town) in tables.towns.prefix(counts.last!).enumerated() {
        guard let place = speaking.places(ids: [town.id]).first, reads(place.name, in: language, tagged: tables.taggedNames[town.id]?[language])
        else { continue }
        for (slot, count) in counts.enumerated() where rank < count { inLanguage[slot] += 1 }
      }
      line += " \(language.rawValue) " + zip(inLanguage, counts).map { fmt(100 * Double($0) / Double($1), 1) + "%" }.joined(separator: " / ")
      line += language == DisplayLanguage.allCases.last ? "" : ";"
    }
    print(line)
  }

  /// Whether `title` reads in `language`: written in its script (Hangul; kana or Han; Han;
  /// Cyrillic), or for a language written in the Latin script, its tagged name.
  private func reads(_ title: String, in language: DisplayLanguage, tagged: String?) -> Bool {
    let script = NameScript.of(title)
    switch language {
    case .korean: return script == .hangul
    case .japanese: return script == .kana || script == .han
    case .chinese: return script == .han
    case .russian: return script == .cyrillic
    case .english, .german, .french, .spanish: return title == tagged
    }
  }
}
