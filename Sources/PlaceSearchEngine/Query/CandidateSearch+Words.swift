import PlaceKit

/// The word rules `CandidateSearch.consider` applies to a matching entry.
extension CandidateSearch {
  /// South Korea's code as `IndexView.placeCountry` holds it.
  private static let korea = IndexFormat.packedCountry("KR")

  /// Whether the first `matchedBytes` of `entry`'s key end where the key or one of its
  /// words does. In scripts of three-byte scalars (Hangul, Han, Kana, Thai, and the
  /// Indic ones too) a match may end anywhere: several are written without spaces, and
  /// Korean compounds go on past a word a query gives on its own ("인천 공항" is
  /// 인천국제공항).
  func endsWord(entry: Int, matchedBytes: Int) -> Bool {
    let key = view.key(of: entry)
    guard matchedBytes < key.count else { return true }
    let next = key[matchedBytes]
    return next == 0x20 || next >= 0xE0
  }

  /// Whether word key `entry` is a Korean district's own name after its city's (수지구 of
  /// 용인시 수지구, `KoreanDistrictName.holdsCity`): a name of its own, whole or not.
  func isDistrictsOwnName(_ entry: Int) -> Bool {
    let place = Int(view.entryPlace[entry])
    guard view.placeCountry[place] == CandidateSearch.korea else { return false }
    let word = view.key(of: entry)
    for slot in view.keySlots(of: place) {
      let other = Int(view.placeKeys[slot])
      guard view.entryName[other] == view.entryName[entry], MatchKind(rawValue: view.entryKind[other])?.isWholeName == true
      else { continue }
      let whole = view.key(of: other)
      guard whole.count > word.count + 1, whole.suffix(word.count).elementsEqual(word) else { return false }
      return KoreanDistrictName.holdsCity(whole.prefix(whole.count - word.count - 1))
    }
    return false
  }
}
