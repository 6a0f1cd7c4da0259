/// Writes one JSON object into a buffer, field after field, each under a name its wire
/// type declares (`PlaceObject.Field`, …): the one way the objects of `PlaceJSON` are
/// written.
struct WireWriter {
  /// What is written so far.
  private(set) var text: String
  private var empty = true

  /// A writer of a new object (its opening brace is written here).
  init() {
    text = "{"
  }

  /// Writes `"name":value`, `value` already JSON.
  mutating func raw(_ name: String, _ value: String) {
    if !empty { text.append(",") }
    empty = false
    text.append("\"")
    text.append(name)
    text.append("\":")
    text.append(value)
  }

  /// Writes `"name":"value"`.
  mutating func string(_ name: String, _ value: String) {
    raw(name, PlaceJSON.string(value))
  }

  /// Writes `"name":["value",…]`.
  mutating func strings(_ name: String, _ values: [String]) {
    raw(name, "[" + values.map(PlaceJSON.string).joined(separator: ",") + "]")
  }

  /// Writes fields already JSON (`"key":value` each), as given.
  mutating func fields(_ written: [String]) {
    for field in written {
      if !empty { text.append(",") }
      empty = false
      text.append(field)
    }
  }

  /// The object, closed.
  mutating func close() -> String {
    text.append("}")
    return text
  }
}
