import PlaceKit

extension CandidateSearch {
  /// The kind a match through `entry` of `place` scores as: in a display language other
  /// than English, the place's whole name in it as the primary name ("kair" under `--lang
  /// de` is Kairo, Cairo, before Kairouan; "лонд" under `ru` matches London by Лондон,
  /// not by the variant Лондан), every other entry as its own kind. The index keeps one
  /// spelling of a key (Pekin for Pékin), so a Latin name is compared by its key, worked
  /// out once a place (`displayKeys`). The index orders entries by their own kind, so a
  /// bound that prunes by static score may leave out such an entry near its floor.
  mutating func scoredKind(_ kind: MatchKind, entry: Int, place: Int, in view: IndexView) -> MatchKind {
    guard language != .english, kind == .alternate || kind == .translation else { return kind }
    let shown = view.displayNameReference(of: place, in: language)
    if view.sameString(view.entryName[entry], shown) { return .primary }
    // A place shown by its primary name has no other name in the language; a name in
    // another script is its own spelling.
    guard kind == .alternate, !view.sameString(shown, view.placeName[place]) else { return kind }
    if displayKeys[place] == nil {
      var key: [UInt8] = []
      _ = SearchKey.append(view.string(shown), to: &key, normalizer: &normalizer)
      displayKeys[place] = key
    }
    return displayKeys[place]!.elementsEqual(view.key(of: entry)) ? .primary : kind
  }
}
