/// The name of a district (구) of a Korean city that governs districts, which reads as
/// both ("용인시 처인구", "Yongin-si Cheoin-gu"), split into the two: a Photon feature
/// of a Korean dong gives them as its city and county.
public enum KoreanCityDistrict {
  /// The city and the district `name` reads as; nil for any other name.
  public static func cityAndDistrict(of name: String) -> (city: String, district: String)? {
    let words = name.split(separator: " ")
    guard words.count == 2, words[0].hasSuffix("시") || words[0].hasSuffix("-si"),
      words[1].hasSuffix("구") || words[1].hasSuffix("-gu")
    else { return nil }
    return (String(words[0]), String(words[1]))
  }
}
