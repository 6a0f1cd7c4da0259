import Foundation
import PlaceKit

/// Reads Photon's GeoJSON answers (`/api`, `/reverse`) into places, and builds
/// completions from them locally.
///
/// Note for the merge: the `server` branch maps Photon features in PlaceKit/Wire
/// (`PhotonFeature`); this decoder is the client's own copy, to be unified then.
enum PhotonResponseDecoder {
  /// The places of a FeatureCollection, measured from `origin` when given.
  static func places(_ data: Data, url: String, near origin: Location?) throws(PlaceKitError) -> [Place] {
    let object = try JSONReading.object(data, url: url)
    var places: [Place] = []
    for feature in try JSONReading.objects(object, "features", url: url) {
      guard let place = place(feature) else { continue }
      places.append(origin.map { place.measured(from: $0) } ?? place)
    }
    return places
  }

  /// One feature as a place; nil for a feature with no name, id or point.
  static func place(_ feature: [String: Any]) -> Place? {
    guard let properties = feature["properties"] as? [String: Any],
      let name = properties["name"] as? String, !name.isEmpty,
      let osmType = properties["osm_type"] as? String,
      let osmID = (properties["osm_id"] as? NSNumber)?.int64Value,
      let geometry = feature["geometry"] as? [String: Any],
      let coordinates = geometry["coordinates"] as? [NSNumber], coordinates.count == 2
    else { return nil }
    let kind = kind(key: properties["osm_key"] as? String ?? "", value: properties["osm_value"] as? String ?? "")
    let state = properties["state"] as? String ?? ""
    return Place(
      id: "photon:\(osmType)\(osmID)", name: name, subtitle: subtitle(properties, name: name, kind: kind),
      location: Location(latitude: coordinates[1].doubleValue, longitude: coordinates[0].doubleValue),
      countryCode: (properties["countrycode"] as? String ?? "").uppercased(), admin1: state, population: 0,
      timezone: "", kind: kind)
  }

  /// Photon's OSM tag as a kind: places that people live in, administrative boundaries,
  /// and everything else by its tag.
  static func kind(key: String, value: String) -> PlaceKind {
    switch (key, value) {
    case ("place", "city"), ("place", "town"), ("place", "village"), ("place", "hamlet"),
      ("place", "suburb"), ("place", "quarter"), ("place", "neighbourhood"), ("place", "borough"):
      return .populated
    case ("place", "state"), ("place", "province"), ("place", "region"): return .adminArea(level: 1)
    case ("place", "county"), ("place", "district"), ("place", "municipality"): return .adminArea(level: 2)
    case ("place", "country"): return .adminArea(level: 0)
    default: return .tagged(key: key, value: value)
    }
  }

  /// A kind in words for people: "attraction", "station"; nil for places and areas,
  /// whose subtitle says enough.
  static func words(_ kind: PlaceKind) -> String? {
    guard case .tagged(let key, let value) = kind else { return nil }
    let word = value == "yes" ? key : value
    return word.replacingOccurrences(of: "_", with: " ")
  }

  /// "attraction · Jongno-gu, Seoul, South Korea": the kind in words, then the areas
  /// the place is in, each once, without the place's own name.
  private static func subtitle(_ properties: [String: Any], name: String, kind: PlaceKind) -> String {
    var parts: [String] = []
    for key in ["district", "city", "county", "state", "country"] {
      guard let part = properties[key] as? String, !part.isEmpty, part != name, !parts.contains(part) else {
        continue
      }
      parts.append(part)
    }
    let areas = parts.joined(separator: ", ")
    guard let words = words(kind) else { return areas }
    return areas.isEmpty ? words : "\(words) · \(areas)"
  }

  /// Completion rows for `query` from Photon's places, best first: places with the same
  /// title and subtitle grouped into one row (as the embedded engine groups them), the
  /// matched part of each title highlighted.
  static func completions(query: String, places: [Place], near origin: Location?, limit: Int) -> [Completion] {
    var normalizer = TextNormalizer()
    let queryKey = normalizer.key(query)
    var rows: [Completion] = []
    var rowOf: [String: Int] = [:]
    for place in places {
      let key = place.name + "\u{1F}" + place.subtitle
      if let index = rowOf[key] {
        if !rows[index].placeIDs.contains(place.id) { rows[index].placeIDs.append(place.id) }
        rows[index].distanceKm = nil
        rows[index].bearing = nil
        continue
      }
      guard rows.count < limit else { continue }
      rowOf[key] = rows.count
      rows.append(
        Completion(
          title: place.name, subtitle: place.subtitle,
          highlights: highlight(queryKey, in: place.name, normalizer: &normalizer).map { [$0] } ?? [],
          placeIDs: [place.id], distanceKm: origin == nil ? nil : place.distanceKm,
          bearing: origin == nil ? nil : place.bearing))
    }
    return rows
  }

  /// The scalars of `name` the query key matches: at its start, else at the start of a
  /// word (keys compared after PlaceKit's folding: case, accents, Hangul jamo).
  static func highlight(_ queryKey: [UInt8], in name: String, normalizer: inout TextNormalizer)
    -> HighlightRange?
  {
    var query = queryKey
    while query.last == 0x20 { query.removeLast() }
    guard !query.isEmpty else { return nil }
    let (key, sources) = normalizer.keyWithSources(name)
    guard key.count >= query.count else { return nil }
    var start: Int?
    for offset in 0...(key.count - query.count) where offset == 0 || key[offset - 1] == 0x20 {
      if key[offset..<(offset + query.count)].elementsEqual(query) {
        start = offset
        break
      }
    }
    guard let start else { return nil }
    let first = Int(sources[start]), last = Int(sources[start + query.count - 1])
    return HighlightRange(start: first, length: last - first + 1)
  }
}
