import EngineTestSupport
import Foundation
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// The wire types (`PlaceObject`, `CompletionObject`, `DetailsObject`, `PlacesAnswer`)
/// write and read one declaration of each object's fields: what is written reads back
/// to what writes the same, the keys come in the declared order, and docs/scripting.md
/// lists the declared fields.
struct WireObjectsTests {
  /// The top-level keys of a JSON object as written, in order.
  private static func keys(_ json: String) -> [String] {
    var keys: [String] = []
    var depth = 0
    var inString = false
    var escaped = false
    var current = ""
    var lastString = ""
    for character in json {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          lastString = current
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "\"": inString = true; current = ""
      case "{", "[": depth += 1
      case "}", "]": depth -= 1
      case ":" where depth == 1: keys.append(lastString)
      default: break
      }
    }
    return keys
  }

  private static func object(_ json: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// Places of every kind, with and without a location, in two languages.
  private static func places(_ engine: PlaceEngine) -> [Place] {
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    var places: [Place] = []
    for language in [DisplayLanguage.english, .korean] {
      let speaking = engine.speaking(language)
      for query in ["seoul", "paris", "springfield", "fiji", "california", "역삼동", "ICN", "tokyo", "jung-gu"] {
        places += speaking.search(query, limit: 5)
        places += speaking.search(query, near: seoul, limit: 5)
      }
    }
    return places
  }

  @Test func placesReadBackAsWritten() async throws {
    let engine = try await TestIndex.engine()
    let places = Self.places(engine)
    #expect(places.count > 100)
    for place in places {
      let json = PlaceJSON.place(place)
      let read = try PlaceObject.read(try Self.object(json))
      #expect(PlaceJSON.place(read) == json)
      let written = Self.keys(json)
      let declared = PlaceObject.Field.allCases.map(\.rawValue)
      #expect(declared.filter(written.contains) == written, "\(json)")
    }
    // The list answer, read as the client reads it.
    let answer = PlacesAnswer.write(Array(places.prefix(7)))
    let listed = try PlacesAnswer.read(try Self.object(answer)).map { try PlaceObject.read($0) }
    #expect(listed.map(PlaceJSON.place) == places.prefix(7).map(PlaceJSON.place))
  }

  @Test func completionsReadBackAsWritten() async throws {
    let engine = try await TestIndex.engine()
    let seoul = Location(latitude: 37.566, longitude: 126.978)
    for query in ["springfield", "seoul", "paris zzz", "서울", "gwang"] {
      var completions = engine.complete(query, near: seoul, limit: 10)
      completions += engine.complete(query, limit: 10)
      let json = PlaceJSON.completions(query: query, completions)
      #expect(Self.keys(json) == CompletionObject.AnswerField.allCases.map(\.rawValue))
      let read = try CompletionObject.read(try Self.object(json))
      #expect(PlaceJSON.completions(query: query, read) == json, "\(query)")
      #expect(read.contains { !$0.leftOutWords.isEmpty } == completions.contains { !$0.leftOutWords.isEmpty })
    }
  }

  @Test func detailsReadBackAsWritten() async throws {
    let engine = try await TestIndex.engine()
    for id in ["geonames:1835848", "geonames:1861060", "geonames:6252001", "kr-admin:1168010100"] {
      let details = try #require(engine.details(id: id, near: Location(latitude: 37.566, longitude: 126.978)))
      let json = PlaceJSON.details(details)
      let read = try DetailsObject.read(try Self.object(json))
      #expect(PlaceJSON.details(read) == json, "\(id)")
      let declared = PlaceObject.Field.allCases.map(\.rawValue) + DetailsObject.Field.allCases.map(\.rawValue)
      #expect(declared.filter(Self.keys(json).contains) == Self.keys(json))
    }
  }

  @Test func scriptingDocsListTheDeclaredFields() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/scripting.md")
    let text = try String(contentsOf: file.standardizedFileURL, encoding: .utf8)
    /// The quoted names inside the first `{…}` after `marker`.
    func listed(after marker: String) throws -> [String] {
      let start = try #require(text.range(of: marker)).upperBound
      let open = try #require(text[start...].firstIndex(of: "{"))
      var depth = 0
      var end = open
      for index in text[open...].indices {
        if text[index] == "{" { depth += 1 }
        if text[index] == "}" { depth -= 1 }
        if depth == 0 {
          end = index
          break
        }
      }
      let names = text[open...end].split(separator: "\"", omittingEmptySubsequences: false)
      return names.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    #expect(try listed(after: "- search and recommend, one place per line: ") == PlaceObject.Field.allCases.map(\.rawValue))
    let complete = try listed(after: "- complete: ")
    #expect(Array(complete.prefix(2)) == CompletionObject.AnswerField.allCases.map(\.rawValue))
    #expect(Array(complete.dropFirst(2)) == CompletionObject.Field.allCases.map(\.rawValue))
    for field in DetailsObject.Field.allCases {
      #expect(text.contains("`\(field.rawValue)`"), "\(field)")
    }
  }
}
