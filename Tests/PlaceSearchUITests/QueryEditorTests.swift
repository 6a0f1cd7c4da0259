import Testing
import PlaceSearchUI

/// Editing the query a whole character at a time.
struct QueryEditorTests {
  @Test func backspaceRemovesAWholeCharacter() {
    var editor = QueryEditor("서울")
    editor.backspace()
    #expect(editor.text == "서")
    var accented = QueryEditor("Sa\u{0303}o")  // ã as a + combining tilde
    accented.move(by: -1)
    accented.backspace()
    #expect(accented.text == "So")
  }

  @Test func cursorMovesAndInsertsInTheMiddle() {
    var editor = QueryEditor("sol")
    editor.move(by: -2)
    editor.insert("eo")
    #expect(editor.text == "seool")
    editor.moveToStart()
    editor.deleteForward()
    #expect(editor.text == "eool")
    editor.moveToEnd()
    #expect(editor.cursor == 4)
  }

  @Test func deleteWordAndClear() {
    var editor = QueryEditor("new york  ")
    editor.deleteWord()
    #expect(editor.text == "new ")
    editor.clear()
    #expect(editor.text.isEmpty && editor.cursor == 0)
  }

  @Test func pastesAreCappedAndControlCharactersDropped() {
    let editor = QueryEditor(String(repeating: "a", count: 10_000))
    #expect(editor.characters.count == QueryEditor.maxLength)
    #expect(QueryEditor("se\u{7}oul\nx").text == "seoul x")
  }

  @Test func anInsertSaysWhetherItAllFitted() {
    var editor = QueryEditor(String(repeating: "a", count: QueryEditor.maxLength - 2))
    let fitted = editor.insert("bc")
    let overflowed = !editor.insert("d")
    #expect(fitted && overflowed)
    #expect(editor.text.hasSuffix("abc"))
  }
}

/// The Alt word keys: words are runs of letters and digits, as in readline.
struct QueryEditorWordTests {
  @Test func movesByWord() {
    var editor = QueryEditor("paris, tx  서울")
    editor.moveWordLeft()
    #expect(editor.cursor == 11)
    editor.moveWordLeft()
    #expect(editor.cursor == 7)
    editor.moveWordLeft()
    editor.moveWordLeft()
    #expect(editor.cursor == 0)
    editor.moveWordRight()
    #expect(editor.cursor == 5)
    editor.moveWordRight()
    #expect(editor.cursor == 9)
    editor.moveWordRight()
    editor.moveWordRight()
    #expect(editor.cursor == 13)
  }

  @Test func deletesByWord() {
    var editor = QueryEditor("new york, ny")
    editor.deleteWordBackward()
    #expect(editor.text == "new york, ")
    editor.deleteWordBackward()
    #expect(editor.text == "new ")
    editor.moveToStart()
    editor.deleteWordForward()
    #expect(editor.text == " ")
    #expect(editor.cursor == 0)
    editor.deleteWordForward()
    #expect(editor.text == "")
  }
}
