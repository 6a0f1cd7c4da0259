import PlaceKit

/// The result filters of Photon's API: `bbox`, `countrycode`, `layer` and `osm_tag`,
/// applied to a source's places (the embedded source knows nothing of them).
struct PhotonFilter: Sendable {
  /// The layers Photon knows (its `type` values).
  static let layers: Set<String> = [
    "house", "street", "locality", "district", "city", "county", "state", "country", "other",
  ]

  /// minLon, minLat, maxLon, maxLat.
  var boundingBox: (minLon: Double, minLat: Double, maxLon: Double, maxLat: Double)?
  /// Upper-case ISO codes; empty keeps every country.
  var countryCodes: Set<String> = []
  /// Photon layers; empty keeps every layer.
  var layers: Set<String> = []
  /// `osm_tag` filters: a place passes when it matches one of those that include (if
  /// any) and every one that excludes.
  var tags: [PhotonTagFilter] = []

  /// Reads the filters of `parameters`; 400 naming the parameter that is malformed.
  init(_ parameters: QueryParameters) throws(APIError) {
    if let text = parameters["bbox"] {
      let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard numbers.count == 4, let values = numbers as? [Double], values.allSatisfy(\.isFinite) else {
        throw APIError.invalid("bbox", "must be four numbers: minLon,minLat,maxLon,maxLat")
      }
      guard (-180...180).contains(values[0]), (-180...180).contains(values[2]),
        (-90...90).contains(values[1]), (-90...90).contains(values[3]),
        values[0] <= values[2], values[1] <= values[3]
      else {
        throw APIError.invalid("bbox", "must be minLon,minLat,maxLon,maxLat within -180…180 and -90…90")
      }
      boundingBox = (values[0], values[1], values[2], values[3])
    }
    for code in parameters.all("countrycode") {
      guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw APIError.invalid("countrycode", "must be ISO 3166-1 alpha-2 codes separated by commas")
      }
      countryCodes.insert(code.uppercased())
    }
    for layer in parameters.all("layer") {
      guard PhotonFilter.layers.contains(layer) else {
        throw APIError.invalid("layer", "must be one of \(PhotonFilter.layers.sorted().joined(separator: ", "))")
      }
      layers.insert(layer)
    }
    for text in parameters.pairs.filter({ $0.name == "osm_tag" }).map(\.value) {
      guard let filter = PhotonTagFilter(text) else {
        throw APIError.invalid("osm_tag", "must read key, key:value, :value, or any of them after '!'")
      }
      tags.append(filter)
    }
  }

  /// Whether no filter is set.
  var isEmpty: Bool { boundingBox == nil && countryCodes.isEmpty && layers.isEmpty && tags.isEmpty }

  /// Whether `place` passes every filter.
  func admits(_ place: Place) -> Bool {
    if let box = boundingBox {
      let point = place.location
      guard (box.minLat...box.maxLat).contains(point.latitude), (box.minLon...box.maxLon).contains(point.longitude)
      else { return false }
    }
    if !countryCodes.isEmpty && !countryCodes.contains(place.countryCode.uppercased()) { return false }
    if !layers.isEmpty && !layers.contains(place.kind.photonType) { return false }
    let including = tags.filter { !$0.excludes }
    if !including.isEmpty && !including.contains(where: { place.kind.matches($0, population: place.population) }) {
      return false
    }
    return tags.filter(\.excludes).allSatisfy { place.kind.matches($0, population: place.population) }
  }
}
