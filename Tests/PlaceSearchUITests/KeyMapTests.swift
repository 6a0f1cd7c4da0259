import Foundation
import Testing
@testable import PlaceSearchUI

/// The key table (`KeyMap`) is the one the docs show: every key it binds is in the
/// README's table of keys with its action, every key there is bound, and docs/usage.md's
/// table of actions gives each action its standard keys.
struct KeyMapTests {
  /// The rows of the table under `heading` in the file at `path` (from the package's
  /// folder) whose header starts with `header`, split into their cells.
  private static func tableRows(_ path: String, under heading: String, header: String) throws -> [[String]] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../\(path)")
    let text = try String(contentsOf: file.standardizedFileURL, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: heading), "\(path) has no \(heading)")
    let rows = lines[start...].drop { !$0.hasPrefix(header) }.dropFirst(2).prefix { $0.hasPrefix("|") }
    return rows.map { row in
      row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The README's "Keys" table: each row's first column read as keys, its last as the
  /// actions named (in backquotes).
  private static func readmeRows() throws -> [(keys: Set<KeyEvent>, actions: Set<String>)] {
    try tableRows("README.md", under: "## Keys", header: "| key |").map { cells in
      var keys: Set<KeyEvent> = []
      for name in cells[0].components(separatedBy: CharacterSet(charactersIn: " ,()")) where !name.isEmpty {
        guard !["typing", "paste", "mouse", "wheel", "double-click"].contains(name) else { continue }
        keys.insert(try #require(key(named: name), "the README names \(name), no key"))
      }
      return (keys, Set(backquoted(cells[cells.count - 1])))
    }
  }

  /// The README's "Keys" table, its first column's names read as keys.
  private static func readmeKeys() throws -> Set<KeyEvent> {
    try readmeRows().reduce(into: []) { $0.formUnion($1.keys) }
  }

  /// The texts between backquotes in `text`.
  private static func backquoted(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  /// The key a README name stands for ("Ctrl-P", "PgDn", "↑", "Alt-Backspace").
  private static func key(named name: String) -> KeyEvent? {
    let named: [String: KeyEvent] = [
      "↑": .up, "↓": .down, "←": .left, "→": .right, "PgUp": .pageUp, "PgDn": .pageDown, "Home": .home,
      "End": .end, "Enter": .enter, "Ctrl-M": .enter, "Tab": .tab, "Esc": .escape, "Backspace": .backspace,
      "Delete": .delete, "Ctrl-H": .backspace, "Alt-Enter": .metaEnter, "Alt-Backspace": .metaBackspace, "Ctrl-←": .controlLeft,
      "Ctrl-→": .controlRight, "Ctrl-_": .control("/"),
    ]
    if let key = named[name] { return key }
    if name.hasPrefix("Ctrl-"), name.count == 6 { return .control(Character(name.suffix(1).lowercased())) }
    if name.hasPrefix("Alt-"), name.count == 5 { return .meta(Character(name.suffix(1).lowercased())) }
    return nil
  }

  @Test func theReadmesKeysAreTheTable() throws {
    let documented = try Self.readmeKeys()
    let bound = Set(KeyMap.standard.bindings.map(\.key))
    #expect(bound.subtracting(documented).isEmpty, "bound, not in the README: \(bound.subtracting(documented))")
    #expect(documented.subtracting(bound).isEmpty, "in the README, not bound: \(documented.subtracting(bound))")
  }

  @Test func eachReadmeRowNamesTheActionsOfItsKeys() throws {
    for row in try Self.readmeRows() {
      let actions = Set(row.keys.compactMap { KeyMap.standard.action(for: $0)?.rawValue })
      #expect(actions == row.actions, "keys \(row.keys)")
    }
  }

  @Test func usageListsEveryActionWithItsStandardKeys() throws {
    let rows = try Self.tableRows("docs/usage.md", under: "### Key bindings (`--bind`)", header: "| action |")
    #expect(rows.map { Self.backquoted($0[0]).joined() } == KeyBindings.actionNames)
    for cells in rows {
      let names = Self.backquoted(cells[2])
      let action = KeyAction(rawValue: Self.backquoted(cells[0]).joined())
      let keys = action.map { KeyMap.standard.keys(for: $0).compactMap(KeyName.name(of:)) } ?? []
      #expect(names == keys, "\(cells[0])")
      #expect(action.map { cells[1] == $0.summary } ?? true, "\(cells[0])")
    }
  }

  @Test func typeaheadReadsTheTable() {
    let typeahead = ListTypeahead(keys: .standard)
    for binding in KeyMap.standard.bindings {
      let (key, action) = (binding.key, binding.action)
      #expect(typeahead.actsOnList(key) == action.actsOnList, "\(key)")
      #expect(typeahead.cancels(key) == action.cancels, "\(key)")
    }
  }
}
