/// What a populated place is called by its size, declared once: city, town or village
/// (as `PlaceKind.photonTag` sizes it) in each display language, for the card and for a
/// row that needs it to tell two places apart.
public enum PlaceSizeVocabulary {
  /// The word for a populated place of `population` people in `language`.
  public static func word(population: Int, in language: DisplayLanguage) -> String {
    let size = PlaceKind.populated.photonTag(population: population).value
    let words = size == "city" ? city : size == "town" ? town : village
    return words[language] ?? size
  }

  private static let city: [DisplayLanguage: String] = [
    .english: "city", .korean: "도시", .japanese: "都市", .chinese: "城市", .german: "Stadt", .french: "ville",
    .spanish: "ciudad", .russian: "город",
  ]
  private static let town: [DisplayLanguage: String] = [
    .english: "town", .korean: "읍", .japanese: "町", .chinese: "镇", .german: "Kleinstadt", .french: "bourg",
    .spanish: "pueblo", .russian: "посёлок",
  ]
  private static let village: [DisplayLanguage: String] = [
    .english: "village", .korean: "마을", .japanese: "村", .chinese: "村", .german: "Dorf", .french: "village",
    .spanish: "aldea", .russian: "деревня",
  ]
}
