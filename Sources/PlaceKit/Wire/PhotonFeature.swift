import Foundation

/// A place as a feature of Photon's GeoJSON answers (`/api`, `/reverse`): what the
/// server writes and what a Photon client reads back, declared once.
///
/// Properties follow Photon's keys (GeocodeJSON): `name`, `country`, `countrycode`,
/// `state`, `county`, `city`, `district`, `type`, `osm_key`, `osm_value`, `extent`,
/// plus our place `id`.
public struct PhotonFeature: Sendable, Hashable {
  /// Our place id (`geonames:1835848`); for a feature from another Photon server,
  /// `photon:` followed by its OSM type and id (`photon:N123`), or by its name and point
  /// when it has none.
  public var id: String
  /// The name in the display language.
  public var name: String
  /// Where it is (the GeoJSON point).
  public var location: Location
  /// ISO 3166-1 alpha-2 code, upper case.
  public var countryCode: String
  /// The country's name; empty when unknown.
  public var country: String
  /// The first-level area (province, state); empty when unknown.
  public var state: String
  /// The county or district above the place; empty when unknown.
  public var county: String
  /// The city the place is in; empty when unknown.
  public var city: String
  /// The city district the place is in; empty when unknown.
  public var district: String
  /// What the place is.
  public var kind: PlaceKind
  /// The OpenStreetMap tag (`osm_key`, `osm_value`).
  public var osmKey: String
  /// See `osmKey`.
  public var osmValue: String
  /// Photon's `type` (layer): country, state, county, city, district, … other.
  public var type: String
  /// The bounding box, minLon, maxLat, maxLon, minLat as Photon orders it; nil when unknown.
  public var extent: [Double]?

  /// The feature for one of our places. The hierarchy comes from the place: its
  /// subtitle reads "Parent, First-level area, Country" (each part only when known), so
  /// the country is its last part and a part before the first-level area is the county
  /// (or the city, for a neighbourhood; for a Korean dong of a city that governs 구, the
  /// city and the county are that city and its 구).
  public init(place: Place) {
    id = place.id
    name = place.name
    location = place.location
    countryCode = place.countryCode.uppercased()
    kind = place.kind
    let parts = place.subtitleAreas
    if case .adminArea(let level) = place.kind, level <= 0 {
      country = place.name
    } else {
      country = parts.last ?? ""
    }
    let isState: Bool = if case .adminArea(1) = place.kind { true } else { false }
    // The first-level area its subtitle names: none for a city that is that area (Seoul).
    state = isState ? place.name : (parts.contains(place.admin1) ? place.admin1 : "")
    let parent = parts.dropLast().first { $0 != place.admin1 } ?? ""
    if case .adminArea(let level) = place.kind, level >= 3 {
      // A Korean dong of a city that governs 구 is in the city and in its 구.
      (city, county) = KoreanCityDistrict.cityAndDistrict(of: parent) ?? (parent, "")
    } else {
      county = parent
      city = ""
    }
    district = ""
    let tag = place.kind.photonTag(population: place.population)
    osmKey = tag.key
    osmValue = tag.value
    type = place.kind.photonType
    extent = place.extent?.photonOrder
  }

  /// The areas the feature is in, smallest first: its district, city, county, state and
  /// country, each once, without the slot of its own type that repeats its name (a state's
  /// `state`); Tokyo the city keeps Tokyo the prefecture.
  public var hierarchy: [String] {
    var seen: Set<String> = []
    let slots = [("district", district), ("city", city), ("county", county), ("state", state), ("country", country)]
    return slots.filter { key, value in
      !value.isEmpty && !(key == type && value == name) && seen.insert(value).inserted
    }.map(\.1)
  }

  /// What a card can show of the feature: its place and `hierarchy` (Photon gives no
  /// other names).
  public var details: PlaceDetails { PlaceDetails(place: place, hierarchy: hierarchy) }

  /// The place this feature stands for: a subtitle from its hierarchy (district, city,
  /// county, state, country, each once, without the slot of its own type), after its kind in
  /// words for a kind only a server knows ("station · Berlin, Germany"); `admin1` from its
  /// state, its kind from its tag, its extent; no population or time zone (Photon has
  /// none).
  public var place: Place {
    let areas = hierarchy.joined(separator: ", ")
    var subtitle = areas
    if case .tagged = kind {
      subtitle = areas.isEmpty ? kind.displayWord : kind.displayWord + Place.kindSeparator + areas
    }
    return Place(
      id: id, name: name, subtitle: subtitle, location: location, countryCode: countryCode,
      admin1: type == "state" && state == name ? "" : state, population: 0, timezone: "", kind: kind,
      extent: extent.flatMap(Extent.init(photonOrder:)))
  }

  /// The feature as GeoJSON, keys in a fixed order, coordinates as every JSON output
  /// writes them (`PlaceJSON.coordinate`).
  public var json: String {
    // One buffer, each field appended as written (a server writes a feature per place
    // of every answer).
    var properties = ""
    properties.reserveCapacity(256)
    func field(_ key: String, _ value: String, first: Bool = false) {
      properties += first ? "{\"" : ",\""
      properties += key
      properties += "\":"
      PlaceJSON.appendString(value, to: &properties)
    }
    field("id", id, first: true)
    field("name", name)
    field("osm_key", osmKey)
    field("osm_value", osmValue)
    field("type", type)
    if !countryCode.isEmpty { field("countrycode", countryCode) }
    for (key, value) in [("country", country), ("state", state), ("county", county), ("city", city), ("district", district)]
    where !value.isEmpty {
      field(key, value)
    }
    if let extent, extent.count == 4 {
      properties += ",\"extent\":[\(extent.map(PlaceJSON.coordinate).joined(separator: ","))]"
    }
    properties += "}"
    return PlaceJSON.pointFeature(at: location, properties: properties)
  }

  /// A GeoJSON FeatureCollection of `features`, as Photon answers.
  public static func collection(_ features: [PhotonFeature]) -> String {
    "{\"type\":\"FeatureCollection\",\"features\":[\(features.map(\.json).joined(separator: ","))]}"
  }

  /// The features of a Photon answer (a FeatureCollection); features without a point
  /// or a name are skipped, and so is a field of an unexpected type (servers differ).
  /// Throws when `data` is not such a collection.
  public static func features(fromCollection data: Data) throws(WireDecodingError) -> [PhotonFeature] {
    let features = try WireJSON.objects(try WireJSON.object(data), "features")
    return features.compactMap(PhotonFeature.init(object:))
  }

  /// The places of a Photon answer (see `features(fromCollection:)`), measured from
  /// `origin` when given.
  public static func places(fromCollection data: Data, near origin: Location?) throws(WireDecodingError)
    -> [Place]
  {
    try details(fromCollection: data, near: origin).map(\.place)
  }

  /// The details of the places of a Photon answer (see `details`), measured from
  /// `origin` when given.
  public static func details(fromCollection data: Data, near origin: Location?) throws(WireDecodingError)
    -> [PlaceDetails]
  {
    try features(fromCollection: data).map { feature in
      var details = feature.details
      if let origin { details.place = details.place.measured(from: origin) }
      return details
    }
  }

  /// One feature of a FeatureCollection; nil without a point or a name.
  private init?(object feature: [String: Any]) {
    guard let properties = feature["properties"] as? [String: Any],
      let name = properties["name"] as? String, !name.isEmpty,
      let geometry = feature["geometry"] as? [String: Any],
      let coordinates = geometry["coordinates"] as? [NSNumber], coordinates.count >= 2
    else { return nil }
    func text(_ key: String) -> String { properties[key] as? String ?? "" }
    location = Location(latitude: coordinates[1].doubleValue, longitude: coordinates[0].doubleValue)
    self.name = name
    osmKey = text("osm_key")
    osmValue = text("osm_value")
    let photonType = properties["type"] as? String
    type = photonType ?? "other"
    kind = PlaceKind(photonKey: osmKey, value: osmValue, type: photonType)
    if let id = properties["id"] as? String, !id.isEmpty {
      self.id = id
    } else if let osmType = properties["osm_type"] as? String,
      let osmID = (properties["osm_id"] as? NSNumber)?.int64Value
    {
      self.id = "photon:\(osmType)\(osmID)"
    } else {
      self.id = "photon:\(name)@\(location.text)"
    }
    countryCode = text("countrycode").uppercased()
    country = text("country")
    state = text("state")
    county = text("county")
    city = text("city")
    district = text("district")
    extent = (properties["extent"] as? [NSNumber]).map { $0.map(\.doubleValue) }
  }
}
