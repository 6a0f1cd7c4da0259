/// A place's details as `show --json` prints them and the native API's `/v1/details`
/// answers (`{"places": [details]}`): the place's fields (`PlaceObject`), then these,
/// declared once, written and read by them.
public enum DetailsObject {
  /// The fields after the place's, in order: other names and the hierarchy (lists of
  /// strings), for a country its `capital` and `timeZones` (most populous first).
  public enum Field: String, CaseIterable, Sendable {
    case otherNames, hierarchy, capital, timeZones
  }

  /// `details` as one object, with `extra` (fields written as `"key":value`, e.g.
  /// `show`'s local time and links) last.
  static func write(_ details: PlaceDetails, adding extra: [String]) -> String {
    var writer = WireWriter()
    PlaceObject.write(details.place, into: &writer)
    writer.strings(Field.otherNames.rawValue, details.otherNames)
    writer.strings(Field.hierarchy.rawValue, details.hierarchy)
    if let capital = details.capital { writer.string(Field.capital.rawValue, capital) }
    if !details.timeZones.isEmpty { writer.strings(Field.timeZones.rawValue, details.timeZones) }
    writer.fields(extra)
    return writer.close()
  }

  /// The details `object` describes.
  public static func read(_ object: [String: Any]) throws(WireDecodingError) -> PlaceDetails {
    PlaceDetails(
      place: try PlaceObject.read(object), otherNames: object[Field.otherNames.rawValue] as? [String] ?? [],
      hierarchy: object[Field.hierarchy.rawValue] as? [String] ?? [], capital: object[Field.capital.rawValue] as? String,
      timeZones: object[Field.timeZones.rawValue] as? [String] ?? [])
  }
}
