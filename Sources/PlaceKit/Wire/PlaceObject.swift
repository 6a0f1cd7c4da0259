import Foundation

/// A place as `--json` prints it and the native API answers with it: its fields, declared
/// once, written (`write`) and read (`read`) by them.
public enum PlaceObject {
  /// The fields, in the order they are written (docs/scripting.md lists them): id, name
  /// in the display language and the source's primary name, subtitle, coordinates,
  /// country, admin1, population (null when the source gives none), time zone, kind
  /// (`PlaceKind.word(population:)`; `areaType` for a first-level area, `osmTag`
  /// "key:value" for a kind only a server knows), GeoNames' feature class and code when
  /// the data gives them, its `extent` (west, south, east, north) when it has one, and
  /// distance and bearing when measured from a location.
  public enum Field: String, CaseIterable, Sendable {
    case id, name, primaryName, subtitle, latitude, longitude, countryCode, admin1, population, timezone, kind
    case areaType, osmTag, featureClass, featureCode, extent, distanceKm, bearing
  }

  /// Writes the fields of `place` into `writer`, in order.
  static func write(_ place: Place, into writer: inout WireWriter) {
    writer.string(Field.id.rawValue, place.id)
    writer.string(Field.name.rawValue, place.name)
    writer.string(Field.primaryName.rawValue, place.primaryName)
    writer.string(Field.subtitle.rawValue, place.subtitle)
    writer.fields(PlaceJSON.coordinateFields(place.location))
    writer.string(Field.countryCode.rawValue, place.countryCode)
    writer.string(Field.admin1.rawValue, place.admin1)
    // 0 is what the index holds when no source gave a figure (most areas): no figure.
    writer.raw(Field.population.rawValue, place.population > 0 ? String(place.population) : "null")
    writer.string(Field.timezone.rawValue, place.timezone)
    writer.string(Field.kind.rawValue, place.kind.word(population: place.population))
    if let areaType = place.areaType { writer.string(Field.areaType.rawValue, areaType) }
    if case .tagged(let key, let value) = place.kind { writer.string(Field.osmTag.rawValue, key + ":" + value) }
    if let feature = place.feature {
      writer.string(Field.featureClass.rawValue, feature.featureClass.rawValue)
      if !feature.code.isEmpty { writer.string(Field.featureCode.rawValue, feature.code) }
    }
    if let extent = place.extent {
      let sides = [extent.west, extent.south, extent.east, extent.north]
      writer.raw(Field.extent.rawValue, "[" + sides.map(PlaceJSON.coordinate).joined(separator: ",") + "]")
    }
    Direction.write(km: place.distanceKm, bearing: place.bearing, into: &writer)
  }

  /// The place `object` describes (`areaType` is derived from the kind, not read).
  public static func read(_ object: [String: Any]) throws(WireDecodingError) -> Place {
    guard let id = object[Field.id.rawValue] as? String, let name = object[Field.name.rawValue] as? String,
      let latitude = WireJSON.double(object, Field.latitude.rawValue),
      let longitude = WireJSON.double(object, Field.longitude.rawValue)
    else {
      throw WireDecodingError(reason: "a place has no id, name or coordinates")
    }
    let feature = PlaceJSON.feature(
      featureClass: object[Field.featureClass.rawValue] as? String, code: object[Field.featureCode.rawValue] as? String)
    let kind = PlaceJSON.kind(
      word: object[Field.kind.rawValue] as? String, osmTag: object[Field.osmTag.rawValue] as? String, feature: feature)
    let direction = Direction.read(object)
    return Place(
      id: id, name: name, primaryName: object[Field.primaryName.rawValue] as? String,
      subtitle: object[Field.subtitle.rawValue] as? String ?? "",
      location: Location(latitude: latitude, longitude: longitude),
      countryCode: object[Field.countryCode.rawValue] as? String ?? "",
      admin1: object[Field.admin1.rawValue] as? String ?? "",
      population: (object[Field.population.rawValue] as? NSNumber)?.intValue ?? 0,
      timezone: object[Field.timezone.rawValue] as? String ?? "", kind: kind, feature: feature,
      extent: PlaceJSON.extent(object[Field.extent.rawValue]), distanceKm: direction.km, bearing: direction.bearing)
  }

  /// The `distanceKm` and `bearing` fields places and completions share, those that are
  /// known.
  enum Direction {
    static func write(km: Double?, bearing: CompassPoint?, into writer: inout WireWriter) {
      if let km { writer.raw(Field.distanceKm.rawValue, PlaceJSON.number(km, decimals: 1)) }
      if let bearing { writer.string(Field.bearing.rawValue, bearing.rawValue) }
    }

    static func read(_ object: [String: Any]) -> (km: Double?, bearing: CompassPoint?) {
      (
        WireJSON.double(object, Field.distanceKm.rawValue),
        (object[Field.bearing.rawValue] as? String).flatMap(CompassPoint.init(rawValue:))
      )
    }
  }
}
