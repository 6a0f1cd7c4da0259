import Testing
@testable import PlaceKit

/// Strings are written as JSON literals: as they are when nothing needs escaping, else
/// with quotes, backslashes and control characters escaped.
struct PlaceJSONStringTests {
  @Test(arguments: [
    ("Seoul", #""Seoul""#), ("서울특별시", #""서울특별시""#), ("", #""""#),
    ("Say \"hi\"", #""Say \"hi\"""#), (#"C:\maps"#, #""C:\\maps""#),
    ("a\nb\rc\td", #""a\nb\rc\td""#), ("bell\u{7}", #""bell\u0007""#), ("é\u{1F}", #""é\u001f""#),
  ])
  func literals(text: String, literal: String) {
    #expect(PlaceJSON.string(text) == literal)
    var appended = "["
    PlaceJSON.appendString(text, to: &appended)
    #expect(appended == "[" + literal)
  }
}
