import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// One real place, one record: Korean administrative areas merge into the GeoNames place
/// that is the same city, GeoNames' repeats collapse, and near misses stay apart.
struct ConflationTests {
  private static func place(
    _ id: Int, _ name: String, _ alternates: [String] = [], _ latitude: Double, _ longitude: Double,
    admin1: String, population: Int = 10_000, country: String = "KR"
  ) -> PlaceRecord {
    PlaceRecord(
      id: "geonames:\(id)", name: name, alternateNames: alternates, latitude: latitude, longitude: longitude,
      countryCode: country, admin1Code: admin1, population: population, timezone: "Asia/Seoul", kind: .populated)
  }

  private static func area(
    _ code: String, _ name: String, _ romanized: String, level: Int, _ latitude: Double, _ longitude: Double,
    admin1: String
  ) -> PlaceRecord {
    PlaceRecord(
      id: "kr-admin:\(code)", name: name, alternateNames: [romanized], latitude: latitude, longitude: longitude,
      countryCode: "KR", admin1Code: admin1, population: 0, timezone: "Asia/Seoul", kind: .adminArea(level: level),
      taggedNames: [.korean: name])
  }

  private func conflate(_ places: [PlaceRecord], _ areas: [PlaceRecord]) -> (records: [PlaceRecord], merged: Int) {
    var conflator = PlaceConflator()
    var records = places
    conflator.conflate(&records, koreanAreas: areas)
    return (records, conflator.mergedCount)
  }

  @Test func aMetropolitanCityAndItsAreaAreOnePlace() {
    let seoul = Self.place(1_835_848, "Seoul", ["서울", "서울특별시"], 37.566, 126.978, admin1: "11", population: 10_349_312)
    let area = Self.area("1100000000", "서울특별시", "Seoul-teukbyeolsi", level: 1, 37.565, 126.872, admin1: "11")
    let (records, merged) = conflate([seoul], [area])
    #expect(merged == 1)
    #expect(records.count == 1)
    let record = records[0]
    #expect(record.id == "geonames:1835848")
    #expect(record.population == 10_349_312)
    #expect(record.aliases == ["kr-admin:1100000000"])
    #expect(record.alternateNames.contains("Seoul-teukbyeolsi"))
    #expect(record.kind == .populated)
    // The everyday Hangul name, not the official long one.
    #expect(DisplayNames.names(of: record)?[DisplayLanguage.korean.slot] == "서울")
  }

  @Test func namesMatchAcrossRomanizationsAndSuffixes() {
    // GeoNames spells Wŏnju in McCune–Reischauer; the area is 원주시 / Wonju-si.
    let wonju = Self.place(1_833_105, "Wŏnju", [], 37.351, 127.945, admin1: "06")
    let area = Self.area("5113000000", "원주시", "Wonju-si", level: 2, 37.318, 127.920, admin1: "06")
    #expect(conflate([wonju], [area]).merged == 1)
  }

  @Test func theTwoGwangjuStayWithTheirOwnAreas() {
    let metropolitan = Self.place(1_841_811, "Gwangju", ["광주"], 35.155, 126.916, admin1: "18", population: 1_401_235)
    let gyeonggi = Self.place(1_841_810, "Gwangju", ["광주"], 37.411, 127.257, admin1: "13", population: 81_780)
    let metropolitanArea = Self.area("2900000000", "광주광역시", "Gwangju-gwangyeoksi", level: 1, 35.157, 126.835, admin1: "18")
    let cityArea = Self.area("4161000000", "광주시", "Gwangju-si", level: 2, 37.395, 127.274, admin1: "13")
    let (records, merged) = conflate([metropolitan, gyeonggi], [metropolitanArea, cityArea])
    #expect(merged == 2)
    #expect(records.first { $0.id == "geonames:1841811" }?.aliases == ["kr-admin:2900000000"])
    #expect(records.first { $0.id == "geonames:1841810" }?.aliases == ["kr-admin:4161000000"])
  }

  @Test func jungGuMergesOnlyWithTheJungGuOfItsOwnCity() {
    let seoulJungGu = Self.place(9_001, "Jung-gu", ["중구"], 37.560, 126.994, admin1: "11")
    let areas = [
      Self.area("1114000000", "중구", "Jung-gu", level: 2, 37.558, 126.992, admin1: "11"),
      Self.area("2611000000", "중구", "Jung-gu", level: 2, 35.106, 129.031, admin1: "10"),
      Self.area("2711000000", "중구", "Jung-gu", level: 2, 35.867, 128.595, admin1: "15"),
      Self.area("2811000000", "중구", "Jung-gu", level: 2, 37.475, 126.457, admin1: "12"),
      Self.area("3014000000", "중구", "Jung-gu", level: 2, 36.278, 127.402, admin1: "19"),
      Self.area("3111000000", "중구", "Jung-gu", level: 2, 35.572, 129.305, admin1: "21"),
      // Same province, but 40 km away: not the same district.
      Self.area("1114000001", "중구", "Jung-gu", level: 2, 37.900, 126.994, admin1: "11"),
    ]
    let (records, merged) = conflate([seoulJungGu], areas)
    #expect(merged == 1)
    #expect(records.first { $0.id == "geonames:9001" }?.aliases == ["kr-admin:1114000000"])
    #expect(records.count == 7)
  }

  @Test func goseongCountiesOfTwoProvincesStayApart() {
    let gangwon = Self.place(1_840_179, "Kosong", ["고성"], 38.381, 128.468, admin1: "06")
    let gyeongnam = Self.place(1_842_518, "Goseong", ["고성"], 34.973, 128.322, admin1: "20")
    let areas = [
      Self.area("5182000000", "고성군", "Goseong-gun", level: 2, 38.330, 128.420, admin1: "06"),
      Self.area("4882000000", "고성군", "Goseong-gun", level: 2, 35.010, 128.290, admin1: "20"),
    ]
    let (records, merged) = conflate([gangwon, gyeongnam], areas)
    #expect(merged == 2)
    #expect(records.first { $0.id == "geonames:1840179" }?.aliases == ["kr-admin:5182000000"])
    #expect(records.first { $0.id == "geonames:1842518" }?.aliases == ["kr-admin:4882000000"])
  }

  @Test func aNeighbourhoodNeverMergesWithTheCityItIsNamedLike() {
    // 상주동 lies inside Sangju; a city is not a neighbourhood, whatever their names.
    let sangju = Self.place(1_837_706, "Sangju", ["상주", "상주시"], 36.411, 128.159, admin1: "14")
    let dong = Self.area("4725010100", "상주동", "Sangju-dong", level: 3, 36.412, 128.160, admin1: "14")
    #expect(conflate([sangju], [dong]).merged == 0)
    // A place GeoNames itself calls a neighbourhood merges with the dong it is.
    let siheung = Self.place(1_837_362, "Siheungdong", ["시흥동"], 37.451, 126.902, admin1: "11")
    let siheungDong = Self.area("1154510200", "시흥동", "Siheung-dong", level: 3, 37.452, 126.905, admin1: "11")
    #expect(conflate([siheung], [siheungDong]).merged == 1)
  }

  @Test func dongGluedToANameMayBePartOfIt() {
    // Yeongdong is the town of 영동군, not a neighbourhood, though its name ends in "dong".
    let yeongdong = Self.place(1_832_566, "Yeongdong", ["Yong-dong", "영동"], 36.175, 127.776, admin1: "05")
    let county = Self.area("4374000000", "영동군", "Yeongdong-gun", level: 2, 36.160, 127.790, admin1: "05")
    let (records, merged) = conflate([yeongdong], [county])
    #expect(merged == 1)
    #expect(records.first?.aliases == ["kr-admin:4374000000"])
  }

  @Test func aProvinceIsNotTheCityNamedLikeIt() {
    // 제주특별자치도 is the province; Jeju City is 제주시.
    let jejuCity = Self.place(1_846_266, "Jeju City", ["제주", "제주시"], 33.510, 126.522, admin1: "01")
    let province = Self.area("5000000000", "제주특별자치도", "Jeju-teukbyeoljachido", level: 1, 33.40, 126.55, admin1: "01")
    let city = Self.area("5011000000", "제주시", "Jeju-si", level: 2, 33.48, 126.50, admin1: "01")
    let (records, merged) = conflate([jejuCity], [province, city])
    #expect(merged == 1)
    #expect(records.first { $0.id == "geonames:1846266" }?.aliases == ["kr-admin:5011000000"])
    #expect(records.contains { $0.id == "kr-admin:5000000000" })
  }

  @Test func geoNamesRepeatsWithin2KmCollapse() {
    let records = [
      Self.place(1, "Ozërsk", [], 55.7556, 60.7028, admin1: "13", population: 0, country: "RU"),
      Self.place(2, "Ozersk", ["Озёрск"], 55.7630, 60.7080, admin1: "13", population: 81_023, country: "RU"),
      // The same name 30 km away is another town.
      Self.place(3, "Ozërsk", [], 56.0, 60.9, admin1: "13", population: 5_000, country: "RU"),
    ]
    let (merged, count) = conflate(records, [])
    #expect(count == 1)
    #expect(merged.map(\.id) == ["geonames:2", "geonames:3"])
    #expect(merged[0].aliases == ["geonames:1"])
    #expect(merged[0].alternateNames.contains("Ozërsk"))
  }

  /// GeoNames has four of Paris's arrondissements twice (by the quarter's name and by
  /// the number, one census figure each, up to 3.5 km apart): one place. The same stem and number with other
  /// populations, or one bare number, stay apart.
  @Test func aNumberedDistrictUnderTwoNamesIsOnePlace() {
    let records = [
      Self.place(3015772, "Paris 13 Gobelins", [], 48.8316, 2.3556, admin1: "11", population: 181_271, country: "FR"),
      Self.place(12808673, "Paris 13e Arrondissement", [], 48.8283, 2.3623, admin1: "11", population: 177_833, country: "FR"),
      Self.place(3, "Paris 14e Arrondissement", [], 48.8290, 2.3600, admin1: "11", population: 137_000, country: "FR"),
      Self.place(2983854, "Paris 12 Reuilly", [], 48.8412, 2.3876, admin1: "11", population: 138_024, country: "FR"),
      Self.place(12808663, "Paris 12e Arrondissement", [], 48.83523, 2.43505, admin1: "11", population: 140_311, country: "FR"),
      // One bare name 3 km from its namesake is another place.
      Self.place(6, "Ozersk", [], 55.76, 60.70, admin1: "13", population: 80_000, country: "RU"),
      Self.place(7, "Ozersk", [], 55.76, 60.745, admin1: "13", population: 79_000, country: "RU"),
      // Two quarters of one numbered district, and two neighbourhoods named after one street.
      Self.place(8, "Zürich (Kreis 7) / Witikon", [], 47.357, 8.590, admin1: "ZH", population: 9_099, country: "CH"),
      Self.place(9, "Zürich (Kreis 7) / Hottingen", [], 47.369, 8.560, admin1: "ZH", population: 9_934, country: "CH"),
      Self.place(4, "Central 14th Street / Spring Road", [], 38.940, -77.033, admin1: "DC", population: 25_899, country: "US"),
      Self.place(5, "Central 14th Street / Bus Barn", [], 38.946, -77.030, admin1: "DC", population: 11_147, country: "US"),
    ]
    let (merged, count) = conflate(records, [])
    #expect(count == 2)
    #expect(merged.map(\.id) == ["geonames:3015772", "geonames:3", "geonames:12808663", "geonames:6", "geonames:7", "geonames:8", "geonames:9", "geonames:4", "geonames:5"])
    #expect(merged[0].aliases == ["geonames:12808673"])
    #expect(merged[2].aliases == ["geonames:2983854"])
    #expect(merged[0].alternateNames.contains("Paris 13e Arrondissement"))
  }

  @Test func aDistrictKeyIsItsStemAndNumberOnlyPastANumber() {
    var normalizer = TextNormalizer()
    func district(_ name: String) -> String? {
      PlaceConflator.numberedDistrict(normalizer.key(name)).map { String(decoding: $0.key, as: UTF8.self) }
    }
    func bare(_ name: String) -> Bool? { PlaceConflator.numberedDistrict(normalizer.key(name))?.bare }
    #expect(district("Paris 13 Gobelins") == "paris 13")
    #expect(district("Paris 13e Arrondissement") == "paris 13")
    #expect(district("Lyon 3ème Arrondissement") == "lyon 3")
    #expect(bare("Paris 13e Arrondissement") == true && bare("Paris 13e") == true)
    #expect(bare("Paris 13 Gobelins") == false && bare("Zürich (Kreis 7) / Witikon") == false)
    #expect(district("Route 66") == nil)
    #expect(district("13 Rue Bleue") == nil)
    #expect(district("Sector 5B North") == nil)
    #expect(district("Seoul") == nil)
  }
}
