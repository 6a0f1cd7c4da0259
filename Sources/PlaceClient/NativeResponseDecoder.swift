import Foundation
import PlaceKit

/// Reads our native API's answers (`PlaceJSON`): `{"places": […]}` and the
/// `{"query": …, "completions": […]}` line, and a `/v1/details` answer.
enum NativeResponseDecoder {
  /// The places of a `{"places": […]}` answer.
  static func places(_ data: Data, url: String) throws(PlaceKitError) -> [Place] {
    let object = try JSONReading.object(data, url: url)
    var places: [Place] = []
    for item in try JSONReading.objects(object, "places", url: url) {
      places.append(try place(item, url: url))
    }
    return places
  }

  /// The details of a `/v1/details` answer: its one place with `otherNames` and
  /// `hierarchy` (`PlaceJSON.details`), nil when it lists none.
  static func details(_ data: Data, url: String) throws(PlaceKitError) -> PlaceDetails? {
    let object = try JSONReading.object(data, url: url)
    guard let item = try JSONReading.objects(object, "places", url: url).first else { return nil }
    return PlaceDetails(
      place: try place(item, url: url), otherNames: item["otherNames"] as? [String] ?? [],
      hierarchy: item["hierarchy"] as? [String] ?? [])
  }

  /// The completions of a `complete --json` line.
  static func completions(_ data: Data, url: String) throws(PlaceKitError) -> [Completion] {
    let object = try JSONReading.object(data, url: url)
    var completions: [Completion] = []
    for item in try JSONReading.objects(object, "completions", url: url) {
      guard let title = item["title"] as? String, let ids = item["places"] as? [String], !ids.isEmpty else {
        throw .unreadableServerAnswer(url: url, reason: "a completion has no title or places")
      }
      let highlights = (item["highlights"] as? [[NSNumber]] ?? []).compactMap { pair in
        pair.count == 2 ? HighlightRange(start: pair[0].intValue, length: pair[1].intValue) : nil
      }
      var completion = Completion(
        title: title, subtitle: item["subtitle"] as? String ?? "", highlights: highlights, placeIDs: ids,
        matchedName: item["matchedName"] as? String, distanceKm: WireJSON.double(item, "distanceKm"),
        bearing: (item["bearing"] as? String).flatMap(CompassPoint.init(rawValue:)))
      completion.leftOutWords = item["leftOutWords"] as? [String] ?? []
      completions.append(completion)
    }
    return completions
  }

  /// One `PlaceJSON.place` object.
  private static func place(_ item: [String: Any], url: String) throws(PlaceKitError) -> Place {
    guard let id = item["id"] as? String, let name = item["name"] as? String,
      let latitude = WireJSON.double(item, "latitude"), let longitude = WireJSON.double(item, "longitude")
    else {
      throw .unreadableServerAnswer(url: url, reason: "a place has no id, name or coordinates")
    }
    let feature = PlaceJSON.feature(
      featureClass: item["featureClass"] as? String, code: item["featureCode"] as? String)
    return Place(
      id: id, name: name, primaryName: item["primaryName"] as? String, subtitle: item["subtitle"] as? String ?? "",
      location: Location(latitude: latitude, longitude: longitude),
      countryCode: item["countryCode"] as? String ?? "", admin1: item["admin1"] as? String ?? "",
      population: (item["population"] as? NSNumber)?.intValue ?? 0, timezone: item["timezone"] as? String ?? "",
      kind: PlaceJSON.kind(word: item["kind"] as? String, osmTag: item["osmTag"] as? String, feature: feature),
      feature: feature, extent: PlaceJSON.extent(item["extent"]), distanceKm: WireJSON.double(item, "distanceKm"),
      bearing: (item["bearing"] as? String).flatMap(CompassPoint.init(rawValue:)))
  }
}
