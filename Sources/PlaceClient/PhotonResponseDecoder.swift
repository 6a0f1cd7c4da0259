import Foundation
import PlaceKit

/// Reads Photon's GeoJSON answers (`/api`, `/reverse`) into places with PlaceKit's
/// `PhotonFeature` (the one Photon decoder), and builds completions from them locally.
enum PhotonResponseDecoder {
  /// The places of a FeatureCollection with their details (the hierarchy the features
  /// carry), measured from `origin` when given.
  static func details(_ data: Data, url: String, near origin: Location?) throws(PlaceKitError) -> [PlaceDetails] {
    do {
      return try PhotonFeature.details(fromCollection: data, near: origin)
    } catch {
      throw .unreadableServerAnswer(url: url, reason: error.reason)
    }
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
