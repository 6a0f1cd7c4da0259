/// Keys in a real terminal (tmux): Ctrl-J against Enter, Meta keys, and what acts while
/// the terminal is too small.
import Foundation
import Testing

extension TerminalTests {
  struct InteractiveKeyTests {
    @Test func controlJMovesDownAndEnterChooses() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--format", "json"])
      // The byte a terminal sends for Ctrl-J (LF), given as such, once: a key is never
      // lost (`TmuxSession` delivers it or fails), so a slow one is waited for, never
      // sent again. A Ctrl-J that chose would end the command and fail below.
      tmux.send(bytes: [0x0A])
      let moved = await tmux.waitForScreen { $0.contains("2 of ") }
      #expect(moved.contains("2 of "), "\(moved)")
      let selected = try #require(TmuxSession.listRows(moved).first { $0.hasPrefix("▸ ") }, "\(moved)")
      let name = selected.dropFirst(2).components(separatedBy: "  ").first ?? ""
      #expect(name == "Incheon", "\(moved)")
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      let object = try #require(CLI.object(exit.output.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(object["name"] as? String == name)
      await tmux.expectRestored()
    }
  }
}

extension TerminalTests.InteractiveKeyTests {
  @Test func onlyCancelKeysActWhileTheTerminalIsTooSmall() async throws {
    let tmux = try await TmuxSession.onRecommendations()
    tmux.resize(columns: 15, rows: 4)
    await tmux.waitForScreen { $0.contains("terminal too") }
    tmux.type("x")
    tmux.press("Down")
    tmux.press("Enter")
    // The keys are read while the screen is still too small, then it grows.
    await tmux.waitForKeysRead()
    tmux.resize(columns: 100, rows: 30)
    let grown = await tmux.waitForScreen { $0.contains("1 of ") }
    #expect(grown.contains("1 of "), "\(grown)")
    #expect(!grown.contains("\(TmuxSession.prompt) x"), "typing acted while nothing was shown:\n\(grown)")
    #expect(!tmux.hasExited, "Enter chose a row that was not shown")
    await tmux.escapeAndExpectRestored()
  }
}

extension TerminalTests.InteractiveKeyTests {
  @Test func metaKeysAndControlArrowsEditByWord() async throws {
    let tmux = try await TmuxSession.onRecommendations()
    tmux.type("ab cd ef")
    await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) ab cd ef") }
    tmux.press("M-b")
    tmux.press("M-BSpace")
    let deleted = await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) ab ef ") }
    #expect(deleted.contains("\(TmuxSession.prompt) ab ef "), "\(deleted)")
    tmux.press("C-Left")
    tmux.press("M-d")
    tmux.press("C-Right")
    tmux.type("g")
    tmux.press("C-a")
    tmux.press("M-f")
    tmux.type("!")
    let edited = await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt)  efg!") }
    #expect(edited.contains("\(TmuxSession.prompt)  efg!"), "\(edited)")
    // A lone Esc still cancels once nothing follows it.
    await tmux.escapeAndExpectRestored()
  }

  @Test func aPasteIsTextNeverKeys() async throws {
    let tmux = try await TmuxSession.onRecommendations()
    // Bracketed paste is on: the newline (sent as CR) is a space, not Enter.
    tmux.paste("paris\nlon")
    let pasted = await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) paris lon") }
    #expect(pasted.contains("\(TmuxSession.prompt) paris lon"), "\(pasted)")
    // What a paste holds is never a key: not Alt-B, not Enter.
    tmux.press("C-u")
    tmux.send(bytes: Array("\u{1B}[200~seo\r\u{1B}bul\u{1B}[201~".utf8))
    let raw = await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) seo bul") }
    #expect(raw.contains("\(TmuxSession.prompt) seo bul"), "\(raw)")
    #expect(!FileManager.default.fileExists(atPath: tmux.statusFile.path))
    await tmux.escapeAndExpectRestored()
  }
}

extension TerminalTests.InteractiveKeyTests {
  /// tmux sends Home as `ESC[1~` whatever the pane's TERM says; under xterm-256color,
  /// whose terminfo names `ESC OH`, curses leaves it to the input decoder.
  @Test(arguments: ["screen-256color", "xterm-256color"])
  func homeEndAndDeleteEditTheQueryUnderEveryTerm(term: String) async throws {
    let tmux = try await TmuxSession.onRecommendations(environment: ["TERM": term])
    tmux.type("eoul")
    await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) eoul") }
    tmux.press("Home")
    tmux.type("s")
    tmux.press("End")
    tmux.type("!")
    let edited = await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) seoul!") }
    #expect(edited.contains("\(TmuxSession.prompt) seoul!"), "\(term):\n\(edited)")
    tmux.press("Home")
    tmux.press("DC")
    let deleted = await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) eoul!") }
    #expect(deleted.contains("\(TmuxSession.prompt) eoul!"), "\(term):\n\(deleted)")
    await tmux.escapeAndExpectRestored()
  }
}
