/// The native API's answer that lists places (`/v1/search`, `/v1/recommend`,
/// `/v1/places`, `/v1/details`): `{"places": [object, …]}`, its one field declared once.
public enum PlacesAnswer {
  /// The answer's field.
  public static let field = "places"

  /// The answer listing `places` (each written by `PlaceObject`).
  public static func write(_ places: [Place]) -> String {
    write(objects: places.map(PlaceJSON.place))
  }

  /// The answer listing `objects`, each a JSON object already written.
  public static func write(objects: [String]) -> String {
    "{\"\(field)\":[\(objects.joined(separator: ","))]}"
  }

  /// The objects an answer's top-level `object` lists.
  public static func read(_ object: [String: Any]) throws(WireDecodingError) -> [[String: Any]] {
    try WireJSON.objects(object, field)
  }
}
