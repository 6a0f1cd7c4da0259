import PlaceKit

/// The word rules `CandidateSearch.consider` applies to a matching entry.
extension IndexView {
  /// South Korea's code as `placeCountry` holds it.
  private static let korea = IndexFormat.packedCountry("KR")

  /// Whether the first `matchedBytes` of `entry`'s key end where the key or one of its
  /// words does. In scripts of three-byte scalars (Hangul, Han, Kana, Thai, and the
  /// Indic ones too) a match may end anywhere: several are written without spaces, and
  /// Korean compounds go on past a word a query gives on its own ("인천 공항" is
  /// 인천국제공항).
  func endsWord(entry: Int, matchedBytes: Int) -> Bool {
    let bytes = key(of: entry)
    guard matchedBytes < bytes.count else { return true }
    let next = bytes[matchedBytes]
    return next == 0x20 || next >= 0xE0
  }

  /// Whether word key `entry` is a Korean district's own name after its city's (수지구 of
  /// 용인시 수지구, `KoreanDistrictName.holdsCity`): a name of its own, whole or not.
  func isDistrictsOwnName(_ entry: Int) -> Bool {
    let place = Int(entryPlace[entry])
    guard placeCountry[place] == IndexView.korea else { return false }
    let word = key(of: entry)
    for slot in keySlots(of: place) {
      let other = Int(placeKeys[slot])
      guard entryName[other] == entryName[entry], MatchKind(rawValue: entryKind[other])?.isWholeName == true
      else { continue }
      let whole = key(of: other)
      guard whole.count > word.count + 1, whole.suffix(word.count).elementsEqual(word) else { return false }
      return KoreanDistrictName.holdsCity(whole.prefix(whole.count - word.count - 1))
    }
    return false
  }
}
