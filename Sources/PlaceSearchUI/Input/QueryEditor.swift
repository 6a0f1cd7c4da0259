import PlaceKit

/// The query being typed: text and a cursor, edited a whole character at a time, so
/// Backspace removes a Hangul syllable or an accented letter at once.
public struct QueryEditor: Sendable, Equatable {
  /// Longest query kept; a longer paste is cut here instead of slowing every keystroke.
  public static let maxLength = QueryLength.maximum

  /// The characters of the query.
  public private(set) var characters: [Character] = []
  /// Cursor position, 0...characters.count (before the character at that index).
  public private(set) var cursor = 0

  /// An editor holding `text`, cursor at the end.
  public init(_ text: String = "") {
    insert(text)
  }

  /// The query text.
  public var text: String { String(characters) }

  /// Inserts text at the cursor (control characters dropped, newlines become spaces);
  /// false when the query reached `maxLength` and the rest of `text` was dropped.
  @discardableResult
  public mutating func insert(_ text: String) -> Bool {
    var added: [Character] = []
    for character in text {
      if character.isNewline || character == "\t" {
        added.append(" ")
      } else if !(character.unicodeScalars.first.map { $0.value < 0x20 || $0.value == 0x7F } ?? true) {
        added.append(character)
      }
    }
    let room = max(0, QueryEditor.maxLength - characters.count)
    characters.insert(contentsOf: added.prefix(room), at: cursor)
    cursor += min(room, added.count)
    return added.count <= room
  }

  /// Removes the character before the cursor.
  public mutating func backspace() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Removes the character under the cursor.
  public mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Removes the word before the cursor and the spaces after it (Ctrl-W).
  public mutating func deleteWord() {
    var start = cursor
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Moves the cursor to the start of the word before it (Alt-B, Ctrl-Left).
  public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

  /// Moves the cursor past the end of the word after it (Alt-F, Ctrl-Right).
  public mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

  /// Removes from the start of the word before the cursor to the cursor (Alt-Backspace).
  public mutating func deleteWordBackward() {
    let start = wordStart(before: cursor)
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Removes from the cursor to the end of the word after it (Alt-D).
  public mutating func deleteWordForward() {
    characters.removeSubrange(cursor..<wordEnd(after: cursor))
  }

  /// Empties the query (Ctrl-U).
  public mutating func clear() {
    characters = []
    cursor = 0
  }

  /// Moves the cursor by `offset` characters, within the text.
  public mutating func move(by offset: Int) {
    cursor = min(max(0, cursor + offset), characters.count)
  }

  /// Moves the cursor to the start or the end.
  public mutating func moveToStart() { cursor = 0 }
  /// Moves the cursor to the end.
  public mutating func moveToEnd() { cursor = characters.count }

  /// Replaces the query with `text`, cursor at the end (Tab takes a completion's title).
  public mutating func replace(with text: String) {
    clear()
    insert(text)
  }

  // The Alt word keys take words as readline does: runs of letters and digits, so
  // punctuation such as "," or "-" separates words (Ctrl-W stops only at spaces).
  private func isWordCharacter(_ index: Int) -> Bool {
    characters[index].isLetter || characters[index].isNumber
  }

  private func wordStart(before position: Int) -> Int {
    var start = position
    while start > 0 && !isWordCharacter(start - 1) { start -= 1 }
    while start > 0 && isWordCharacter(start - 1) { start -= 1 }
    return start
  }

  private func wordEnd(after position: Int) -> Int {
    var end = position
    while end < characters.count && !isWordCharacter(end) { end += 1 }
    while end < characters.count && isWordCharacter(end) { end += 1 }
    return end
  }
}
