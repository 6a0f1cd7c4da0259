import Foundation
import Testing
@testable import PlaceSearchUI

/// The key table (`KeyMap`) is the one the README shows: every key it binds is in the
/// README's table of keys, and every key there is bound.
struct KeyMapTests {
  /// The README's "Keys" table, its first column's names read as keys.
  private static func readmeKeys() throws -> Set<KeyEvent> {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let text = try String(contentsOf: readme.standardizedFileURL, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "## Keys"))
    let rows = lines[start...].drop { !$0.hasPrefix("| key |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
    var keys: Set<KeyEvent> = []
    for row in rows {
      let names = row.split(separator: "|").first.map(String.init) ?? ""
      for name in names.components(separatedBy: CharacterSet(charactersIn: " ,()")) where !name.isEmpty {
        guard !["typing", "paste", "mouse", "wheel", "double-click"].contains(name) else { continue }
        keys.insert(try #require(key(named: name), "the README names \(name), no key"))
      }
    }
    return keys
  }

  /// The key a README name stands for ("Ctrl-P", "PgDn", "↑", "Alt-Backspace").
  private static func key(named name: String) -> KeyEvent? {
    let named: [String: KeyEvent] = [
      "↑": .up, "↓": .down, "←": .left, "→": .right, "PgUp": .pageUp, "PgDn": .pageDown, "Home": .home,
      "End": .end, "Enter": .enter, "Ctrl-M": .enter, "Tab": .tab, "Esc": .escape, "Backspace": .backspace,
      "Delete": .delete, "Alt-Enter": .metaEnter, "Alt-Backspace": .metaBackspace, "Ctrl-←": .controlLeft,
      "Ctrl-→": .controlRight, "Ctrl-_": .control("/"),
    ]
    if let key = named[name] { return key }
    if name.hasPrefix("Ctrl-"), name.count == 6 { return .control(Character(name.suffix(1).lowercased())) }
    if name.hasPrefix("Alt-"), name.count == 5 { return .meta(Character(name.suffix(1).lowercased())) }
    return nil
  }

  @Test func theReadmesKeysAreTheTable() throws {
    let documented = try Self.readmeKeys()
    let bound = Set(KeyMap.standard.actions.keys)
    #expect(bound.subtracting(documented).isEmpty, "bound, not in the README: \(bound.subtracting(documented))")
    #expect(documented.subtracting(bound).isEmpty, "in the README, not bound: \(documented.subtracting(bound))")
  }

  @Test func typeaheadReadsTheTable() {
    let typeahead = ListTypeahead(expected: ExpectedKeys(), keys: .standard)
    for (key, action) in KeyMap.standard.actions {
      #expect(typeahead.actsOnList(key) == action.actsOnList, "\(key)")
      #expect(typeahead.cancels(key) == action.cancels, "\(key)")
    }
  }
}
