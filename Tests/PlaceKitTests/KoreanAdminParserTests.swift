import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// The Korean administrative table: districts of a city name it, and a city that
/// governs 구 counts them (its importance stands in for them together).
struct KoreanAdminParserTests {
  private func records(_ rows: [String]) throws -> [String: PlaceRecord] {
    let text = "#code\tlevel\tname\tromanized\tlatitude\tlongitude\tadmin1\n" + rows.joined(separator: "\n") + "\n"
    var records: [String: PlaceRecord] = [:]
    try KoreanAdminParser.parse(Array(text.utf8), path: "kr-admin.tsv") { records[$0.name] = $0 }
    return records
  }

  @Test func aCityCountsTheDistrictsNamedAfterItAndNoCountyBesideIt() throws {
    let parsed = try records([
      "4146000000\tsigungu\t용인시\tYongin-si\t37.2\t127.2\t13",
      "4146100000\tsigungu\t용인시 처인구\tYongin-si Cheoin-gu\t37.2\t127.2\t13",
      "4146300000\tsigungu\t용인시 기흥구\tYongin-si Giheung-gu\t37.2\t127.1\t13",
      "4146500000\tsigungu\t용인시 수지구\tYongin-si Suji-gu\t37.3\t127.0\t13",
      "4374000000\tsigungu\t영동군\tYeongdong-gun\t36.1\t127.7\t05",
      "4374500000\tsigungu\t증평군\tJeungpyeong-gun\t36.7\t127.5\t05",
      "4146510100\temd\t풍덕천동\tPungdeokcheon-dong\t37.3\t127.0\t13",
    ])
    #expect(parsed["용인시"]?.governedDistricts == 3)
    #expect(parsed["영동군"]?.governedDistricts == 0)
    #expect(parsed["용인시 처인구"]?.governedDistricts == 0)
    #expect(parsed["풍덕천동"]?.parent?.latin == "Yongin-si Suji-gu")
    // Three districts together rank above each of them, a county as one.
    let city = try #require(parsed["용인시"]), district = try #require(parsed["용인시 처인구"])
    #expect(RankingModel.importance(of: city) > RankingModel.importance(of: district))
    #expect(RankingModel.importance(of: try #require(parsed["영동군"])) == RankingModel.importance(of: district))
  }
}
