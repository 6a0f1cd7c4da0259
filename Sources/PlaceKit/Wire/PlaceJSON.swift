import Foundation

/// The JSON the subcommands print and the server's native API answers with: JSON Lines
/// in a fixed key order (the order docs/scripting.md documents), declared once here.
public enum PlaceJSON {
  /// `{"query": …, "completions": [{"title", "subtitle", "highlights", "matchedName", "places"}]}`, with
  /// `distanceKm` and `bearing` on one-place completions measured from a location, and
  /// `leftOutWords` on rows that leave words of the query out (`Completion.leftOutWords`).
  public static func completions(query: String, _ completions: [Completion]) -> String {
    let items = completions.map { completion in
      let highlights = completion.highlights.map { "[\($0.start),\($0.length)]" }.joined(separator: ",")
      let places = completion.placeIDs.map(string).joined(separator: ",")
      var extra = direction(km: completion.distanceKm, bearing: completion.bearing)
      if !completion.leftOutWords.isEmpty {
        extra.append("\"leftOutWords\":[\(completion.leftOutWords.map(string).joined(separator: ","))]")
      }
      return "{\"title\":\(string(completion.title)),\"subtitle\":\(string(completion.subtitle)),"
        + "\"highlights\":[\(highlights)],\"matchedName\":\(string(completion.matchedName)),\"places\":[\(places)]"
        + extra.map { "," + $0 }.joined() + "}"
    }
    return "{\"query\":\(string(query)),\"completions\":[\(items.joined(separator: ","))]}"
  }

  /// One place: id, name (in the display language) and primary name (the source's,
  /// the same in every language), subtitle, coordinates, country, admin1, population
  /// (null when the source gives none), time zone, kind (`PlaceKind.word(population:)`,
  /// with `osmTag` "key:value" for a kind only a server knows), GeoNames' `featureClass`
  /// and `featureCode` when the data gives them, its `extent` (west, south, east, north)
  /// when it has one, and distance and bearing when measured from a location.
  public static func place(_ place: Place) -> String {
    "{" + fields(of: place).joined(separator: ",") + "}"
  }

  /// A place's details: the fields of `place(_:)`, then `otherNames` and `hierarchy`
  /// (lists of strings), for a country its `capital` and `timeZones` (most populous
  /// first), then `extra` (fields written as `"key":value`, e.g. `show`'s local time and
  /// links).
  public static func details(_ details: PlaceDetails, adding extra: [String] = []) -> String {
    var lists = [
      "\"otherNames\":[\(details.otherNames.map(string).joined(separator: ","))]",
      "\"hierarchy\":[\(details.hierarchy.map(string).joined(separator: ","))]",
    ]
    if let capital = details.capital { lists.append("\"capital\":\(string(capital))") }
    if !details.timeZones.isEmpty {
      lists.append("\"timeZones\":[\(details.timeZones.map(string).joined(separator: ","))]")
    }
    return "{" + (fields(of: details.place) + lists + extra).joined(separator: ",") + "}"
  }

  /// The fields of `place(_:)`, in order.
  private static func fields(of place: Place) -> [String] {
    var fields = [
      "\"id\":\(string(place.id))",
      "\"name\":\(string(place.name))",
      "\"primaryName\":\(string(place.primaryName))",
      "\"subtitle\":\(string(place.subtitle))",
    ]
    fields += coordinateFields(place.location)
    fields += [
      "\"countryCode\":\(string(place.countryCode))",
      "\"admin1\":\(string(place.admin1))",
      // 0 is what the index holds when no source gave a figure (most areas): no figure.
      "\"population\":\(place.population > 0 ? String(place.population) : "null")",
      "\"timezone\":\(string(place.timezone))",
      "\"kind\":\(string(place.kind.word(population: place.population)))",
    ]
    if let areaType = place.areaType { fields.append("\"areaType\":\(string(areaType))") }
    if case .tagged(let key, let value) = place.kind { fields.append("\"osmTag\":\(string(key + ":" + value))") }
    if let feature = place.feature {
      fields.append("\"featureClass\":\(string(feature.featureClass.rawValue))")
      if !feature.code.isEmpty { fields.append("\"featureCode\":\(string(feature.code))") }
    }
    if let extent = place.extent {
      let sides = [extent.west, extent.south, extent.east, extent.north]
      fields.append("\"extent\":[\(sides.map(coordinate).joined(separator: ","))]")
    }
    fields += direction(km: place.distanceKm, bearing: place.bearing)
    return fields
  }

  /// The box a place's `extent` field (west, south, east, north) describes.
  public static func extent(_ field: Any?) -> Extent? {
    guard let sides = (field as? [NSNumber])?.map(\.doubleValue), sides.count == 4 else { return nil }
    return Extent(west: sides[0], south: sides[1], east: sides[2], north: sides[3])
  }

  /// The GeoNames feature a place's `featureClass` and `featureCode` fields name.
  public static func feature(featureClass: String?, code: String?) -> GeoNamesFeature? {
    guard let featureClass, let parsed = FeatureClass(rawValue: featureClass) else { return nil }
    return GeoNamesFeature(featureClass: parsed, code: code ?? "")
  }

  /// The kind a place's `kind`, `osmTag` and feature fields stand for (see `place(_:)`).
  public static func kind(word: String?, osmTag: String?, feature: GeoNamesFeature? = nil) -> PlaceKind {
    if let feature, feature.featureClass != .populated && feature.featureClass != .area {
      return .feature(feature)
    }
    if let osmTag, let colon = osmTag.firstIndex(of: ":") {
      return .tagged(key: String(osmTag[..<colon]), value: String(osmTag[osmTag.index(after: colon)...]))
    }
    for level in 0...3 where PlaceKind.adminArea(level: level).displayWord == word {
      return .adminArea(level: level)
    }
    return .populated
  }

  /// The `distanceKm` and `bearing` fields, those that are known.
  private static func direction(km: Double?, bearing: CompassPoint?) -> [String] {
    var fields: [String] = []
    if let km { fields.append("\"distanceKm\":\(number(km, decimals: 1))") }
    if let bearing { fields.append("\"bearing\":\(string(bearing.rawValue))") }
    return fields
  }

  /// A JSON string literal.
  public static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The `latitude` and `longitude` fields of `location`, in that order: a point as every
  /// JSON output and answer writes it.
  public static func coordinateFields(_ location: Location) -> [String] {
    ["\"latitude\":\(coordinate(location.latitude))", "\"longitude\":\(coordinate(location.longitude))"]
  }

  /// A GeoJSON Feature at `location` with `properties` (a JSON object, written as given):
  /// the shape of the GeoJSON format's line and of Photon's features.
  public static func pointFeature(at location: Location, properties: String) -> String {
    let coordinates = coordinate(location.longitude) + "," + coordinate(location.latitude)
    return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(coordinates)]},"
      + "\"properties\":\(properties)}"
  }

  /// Degrees of latitude or longitude as they are written: at most five decimals (~1 m),
  /// the precision `Location.rounded` keeps.
  public static func coordinate(_ degrees: Double) -> String {
    number(degrees, decimals: 5)
  }

  /// A number with at most `decimals` decimals and no trailing zeros.
  public static func number(_ value: Double, decimals: Int) -> String {
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
