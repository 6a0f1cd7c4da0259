import Foundation

/// The completions of a query as `complete --json` prints them and the native API's
/// `/v1/complete` answers: `{"query": …, "completions": [completion, …]}`, each
/// completion's fields declared once, written and read by them.
public enum CompletionObject {
  /// The answer's two fields.
  public enum AnswerField: String, CaseIterable, Sendable {
    case query, completions
  }

  /// A completion's fields, in the order they are written: title, subtitle, highlights
  /// (`[start, length]` pairs), the name matched, the ids of its places; `distanceKm` and
  /// `bearing` on one-place completions measured from a location, and `leftOutWords` on
  /// rows that leave words of the query out (`Completion.leftOutWords`).
  public enum Field: String, CaseIterable, Sendable {
    case title, subtitle, highlights, matchedName, places, distanceKm, bearing, leftOutWords
  }

  /// The answer for `query`: its completions, each written into its own buffer.
  static func write(query: String, _ completions: [Completion]) -> String {
    var answer = WireWriter()
    answer.string(AnswerField.query.rawValue, query)
    answer.raw(AnswerField.completions.rawValue, "[" + completions.map(write).joined(separator: ",") + "]")
    return answer.close()
  }

  /// One completion.
  private static func write(_ completion: Completion) -> String {
    var writer = WireWriter()
    writer.string(Field.title.rawValue, completion.title)
    writer.string(Field.subtitle.rawValue, completion.subtitle)
    writer.raw(
      Field.highlights.rawValue, "[" + completion.highlights.map { "[\($0.start),\($0.length)]" }.joined(separator: ",") + "]")
    writer.string(Field.matchedName.rawValue, completion.matchedName)
    writer.strings(Field.places.rawValue, completion.placeIDs)
    PlaceObject.Direction.write(km: completion.distanceKm, bearing: completion.bearing, into: &writer)
    if !completion.leftOutWords.isEmpty { writer.strings(Field.leftOutWords.rawValue, completion.leftOutWords) }
    return writer.close()
  }

  /// The completions of an answer's top-level `object`.
  public static func read(_ object: [String: Any]) throws(WireDecodingError) -> [Completion] {
    var completions: [Completion] = []
    for item in try WireJSON.objects(object, AnswerField.completions.rawValue) {
      guard let title = item[Field.title.rawValue] as? String, let ids = item[Field.places.rawValue] as? [String],
        !ids.isEmpty
      else {
        throw WireDecodingError(reason: "a completion has no title or places")
      }
      let highlights = (item[Field.highlights.rawValue] as? [[NSNumber]] ?? []).compactMap { pair in
        pair.count == 2 ? HighlightRange(start: pair[0].intValue, length: pair[1].intValue) : nil
      }
      let direction = PlaceObject.Direction.read(item)
      var completion = Completion(
        title: title, subtitle: item[Field.subtitle.rawValue] as? String ?? "", highlights: highlights, placeIDs: ids,
        matchedName: item[Field.matchedName.rawValue] as? String, distanceKm: direction.km, bearing: direction.bearing)
      completion.leftOutWords = item[Field.leftOutWords.rawValue] as? [String] ?? []
      completions.append(completion)
    }
    return completions
  }
}
