/// Where a place can be looked at on the web, declared once for `show --json` and the
/// UI's "open" action.
extension Place {
  /// The place on OpenStreetMap's map, marked, at zoom 12.
  public var openStreetMapURL: String {
    let latitude = PlaceJSON.coordinate(location.latitude)
    let longitude = PlaceJSON.coordinate(location.longitude)
    return "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=12/\(latitude)/\(longitude)"
  }

  /// The place's GeoNames page, for a GeoNames place (`geonames:ID`); nil for others.
  public var geoNamesURL: String? {
    let prefix = "geonames:"
    guard id.hasPrefix(prefix), !id.dropFirst(prefix.count).isEmpty else { return nil }
    return "https://www.geonames.org/\(id.dropFirst(prefix.count))"
  }
}
