import Foundation

/// The JSON the subcommands print and the server's native API answers with: JSON Lines
/// in a fixed key order (the order docs/scripting.md documents). Each object's fields are
/// declared once, by its wire type (`PlaceObject`, `CompletionObject`, `DetailsObject`),
/// which writes and reads it; here are the entry points and the encoding of values.
public enum PlaceJSON {
  /// `{"query": …, "completions": […]}` (`CompletionObject`).
  public static func completions(query: String, _ completions: [Completion]) -> String {
    CompletionObject.write(query: query, completions)
  }

  /// One place (`PlaceObject`).
  public static func place(_ place: Place) -> String {
    var writer = WireWriter()
    PlaceObject.write(place, into: &writer)
    return writer.close()
  }

  /// A place's details (`DetailsObject`), with `extra` (fields written as `"key":value`,
  /// e.g. `show`'s local time and links) last.
  public static func details(_ details: PlaceDetails, adding extra: [String] = []) -> String {
    DetailsObject.write(details, adding: extra)
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

  /// A JSON string literal.
  public static func string(_ text: String) -> String {
    var out = ""
    appendString(text, to: &out)
    return out
  }

  /// Appends `text` as a JSON string literal to `out`: whole when nothing in it needs
  /// escaping (most names), else scalar by scalar.
  public static func appendString(_ text: String, to out: inout String) {
    out += "\""
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20: out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// The `latitude` and `longitude` fields of `location`, in that order: a point as every
  /// JSON output and answer writes it.
  public static func coordinateFields(_ location: Location) -> [String] {
    [
      "\"\(PlaceObject.Field.latitude.rawValue)\":\(coordinate(location.latitude))",
      "\"\(PlaceObject.Field.longitude.rawValue)\":\(coordinate(location.longitude))",
    ]
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

  /// A number with at most `decimals` decimals and no trailing zeros, rounded as
  /// `printf("%.*f")` rounds (the exact binary value, ties to even): written from its
  /// digits, without Foundation's formatter (a fifth of an answer's cost on the server),
  /// which is asked only for values a rounding of `value` scaled may misjudge.
  public static func number(_ value: Double, decimals: Int) -> String {
    guard decimals >= 0 && decimals < powersOfTen.count else { return formatted(value, decimals: decimals) }
    let scaled = value * powersOfTen[decimals]
    // The product is within an ulp of the exact one: only a value near half a unit of
    // the last decimal can round otherwise than printf does.
    let fraction = scaled - scaled.rounded(.down)
    guard scaled.magnitude < 1e15, abs(fraction - 0.5) > 1e-6 else { return formatted(value, decimals: decimals) }
    let units = Int64(scaled.rounded())
    guard units != 0 else { return "0" }
    var digits = String(units.magnitude)
    if decimals > 0 {
      if digits.utf8.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.utf8.count) + digits }
      var fractionDigits = digits.utf8.suffix(decimals)
      while fractionDigits.last == UInt8(ascii: "0") { fractionDigits = fractionDigits.dropLast() }
      let whole = digits.utf8.dropLast(decimals)
      digits = String(decoding: whole, as: UTF8.self)
      if !fractionDigits.isEmpty { digits += "." + String(decoding: fractionDigits, as: UTF8.self) }
    }
    return units < 0 ? "-" + digits : digits
  }

  /// 10⁰ to 10⁹, exactly.
  private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

  /// `number` through `printf`'s formatter.
  static func formatted(_ value: Double, decimals: Int) -> String {
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
