/// Inline mode (`--height`) in a real terminal: the search in rows below the cursor, the
/// text above it untouched, and the cursor back at the prompt after.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct InlineTerminalTests {
    /// The pane's lines, and the row of the search's prompt and of its status line.
    private func region(_ screen: String) -> (lines: [String], top: Int?, bottom: Int?) {
      let lines = screen.components(separatedBy: "\n")
      return (
        lines, lines.firstIndex { $0.hasPrefix(TmuxSession.prompt) },
        lines.lastIndex { $0.contains("esc quit") || $0.contains("esc back") }
      )
    }

    /// A session with `count` numbered lines of text on a clear screen.
    private func session(lines count: Int, term: String = "screen-256color") async throws -> TmuxSession {
      await TestIndex.ready()
      let tmux = try TmuxSession(environment: ["TERM": term])
      tmux.type("clear; for i in $(seq 1 \(count)); do echo above $i; done")
      tmux.press("Enter")
      await tmux.waitForScreen { $0.contains("above \(count)\n") }
      return tmux
    }

    @Test(arguments: ["screen-256color", "xterm-256color"])
    func tenRowsBelowTheTextAboveWhichStaysAsItWas(term: String) async throws {
      let tmux = try await session(lines: 5, term: term)
      try tmux.launch(["--height", "10"], environment: ["NO_COLOR": "1"])
      let up = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      let (lines, top, bottom) = region(up)
      let first = try #require(top, "\(term):\n\(up)")
      #expect(bottom.map { $0 - first + 1 } == 10, "\(term): not 10 rows:\n\(up)")
      #expect(Array(lines.prefix(5)) == (1...5).map { "above \($0)" }, "\(term):\n\(up)")
      // The command line, however the pane wrapped it, ends just above the region.
      #expect(lines[..<first].joined().hasSuffix("status.txt'"), "\(term): the command line is kept:\n\(up)")
      #expect(tmux.paneFormat("#{alternate_on}") == "0", "\(term): inline mode never uses the alternate screen")
      #expect(!tmux.screen(styled: true).contains("38;5;"), "\(term): NO_COLOR draws without colours")
      tmux.type("tokyo")
      await tmux.waitForScreen { $0.contains("▸ Tokyo ") }
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0 && exit.output.hasPrefix("Tokyo"), "\(term): \(exit)")
      let after = await tmux.waitForScreen { !$0.contains(TmuxSession.prompt) && $0.contains("$ ") }
      let afterLines = after.components(separatedBy: "\n")
      #expect(Array(afterLines.prefix(5)) == (1...5).map { "above \($0)" }, "\(term):\n\(after)")
      // The cursor went back where the search started: the shell's next prompt is there,
      // and the rows below are empty.
      #expect(afterLines[first].trimmingCharacters(in: .whitespaces) == "$", "\(term):\n\(after)")
      #expect(tmux.paneFormat("#{cursor_y}") == "\(first)", "\(term):\n\(after)")
      #expect(afterLines[(first + 1)...].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(after)")
      expectModesRestored(tmux, "\(term)")
    }

    /// What the search turned on is off again: mouse reports, and the cursor shows.
    private func expectModesRestored(
      _ tmux: TmuxSession, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let modes = tmux.paneFormat("#{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag} #{alternate_on}")
      #expect(modes == "0 0 1 0", "\(label): mouse, SGR mouse, cursor, alternate screen", sourceLocation: sourceLocation)
    }

    /// Near the bottom the screen scrolls to make room: 40% of 30 rows ends on the last
    /// row, the lines above scrolled up whole; Esc leaves them as they were.
    @Test func fortyPercentAtTheBottomScrollsTheTextAboveUp() async throws {
      let tmux = try await session(lines: 27)
      try tmux.launch(["--height", "40%"])
      let up = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      let (lines, top, bottom) = region(up)
      #expect(top == 18 && bottom == 29, "not rows 18–29 of 30:\n\(up)")
      #expect(lines.contains("above 27"), "\(up)")
      #expect(tmux.screen(styled: true).contains("48;5;236"), "the selected row is coloured")
      await tmux.escapeAndExpectRestored()
      let promptRow = { (screen: String) in screen.components(separatedBy: "\n").dropFirst(18).first ?? "" }
      let after = await tmux.waitForScreen { promptRow($0) == "$" }
      #expect(after.contains("above 27\n"), "\(after)")
      #expect(!after.contains("────"), "the region is cleared:\n\(after)")
      // The cursor is back on the row where the region began: the shell's prompt is there.
      #expect(promptRow(after) == "$", "\(after)")
      #expect(tmux.paneFormat("#{cursor_y}") == "18", "\(after)")
      expectModesRestored(tmux, "Esc")
    }

    /// Started after text on the same line (a prompt), the region starts on the next
    /// line and the cursor goes back to the end of that text.
    @Test func startedMidLineTheCursorGoesBackToTheSameColumn() async throws {
      let tmux = try await session(lines: 2)
      try tmux.launch(["--height", "6"], before: "printf 'abc'; ")
      let up = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      let (lines, top, _) = region(up)
      let first = try #require(top, "\(up)")
      #expect(lines[first - 1] == "abc", "the line of the cursor is kept:\n\(up)")
      tmux.press("Escape")
      #expect(await tmux.waitForExit().status == 130)
      // The shell's prompt comes after "abc", where the cursor was.
      let after = await tmux.waitForScreen { $0.components(separatedBy: "\n").contains("abc$") }
      #expect(after.components(separatedBy: "\n").contains("abc$"), "\(after)")
      #expect(!after.contains(TmuxSession.prompt), "\(after)")
    }

    /// Keys typed as the search starts, while it asks where the cursor is, are kept.
    @Test(arguments: ["screen-256color", "xterm-256color"])
    func aQueryAndEnterTypedAsItStartsChooseIt(term: String) async throws {
      let tmux = try await session(lines: 1, term: term)
      try tmux.launch(["--height", "10"])
      #expect(await tmux.waitForTypeaheadHeld(), "\(term): the tty kept echoing:\n\(tmux.screen())")
      tmux.type("tokyo\r")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0 && exit.output.hasPrefix("Tokyo"), "\(term): \(exit)\n\(tmux.screen())")
    }

    /// Mouse rows are the region's: a double click on a row chooses that row.
    @Test func aDoubleClickChoosesTheRowUnderIt() async throws {
      let tmux = try await session(lines: 3)
      try tmux.launch(["--height", "10"])
      let up = await tmux.waitForScreen { $0.contains("▸ Seoul ") && $0.contains("Incheon") }
      let row = try #require(up.components(separatedBy: "\n").firstIndex { $0.contains("Incheon") }, "\(up)")
      tmux.sgrClick(row: row, column: 4, double: true)
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0 && exit.output.hasPrefix("Incheon"), "\(exit)\n\(tmux.screen())")
    }

    /// A resize makes the region again at 40% of the new height.
    @Test func aResizeMakesTheRegionAgain() async throws {
      let tmux = try await session(lines: 2)
      try tmux.launch(["--height", "40%"])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.resize(columns: 100, rows: 20)
      let resized = await tmux.waitForScreen { screen in
        let (_, top, bottom) = region(screen)
        return top != nil && bottom != nil && bottom! - top! + 1 == 8
      }
      let (lines, top, bottom) = region(resized)
      #expect(top != nil && bottom.map { $0 - top! + 1 } == 8, "not 8 rows:\n\(resized)")
      #expect(lines.filter { $0.hasPrefix(TmuxSession.prompt) }.count == 1, "one region:\n\(resized)")
      await tmux.escapeAndExpectRestored()
    }

    /// Killed, the region is cleared as on any exit; crashed, by absolute position from
    /// the crash handler; either way the text above is kept and the tty's mode restored.
    @Test(arguments: [("TERM", SIGTERM), ("SEGV", SIGSEGV)])
    func killedOrCrashedTheRegionIsCleared(name: String, signal: Int32) async throws {
      let tmux = try await session(lines: 4)
      try tmux.launch(["--height", "10"])
      let up = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      let first = try #require(region(up).top, "\(up)")
      for pid in tmux.commandPIDs() { kill(pid, signal) }
      #expect(await tmux.waitForExit().status == 128 + Int(signal), "SIG\(name)")
      let after = await tmux.waitForScreen { !$0.contains(TmuxSession.prompt) && !$0.contains("────") }
      #expect(!after.contains(TmuxSession.prompt) && !after.contains("────"), "SIG\(name):\n\(after)")
      #expect(after.hasPrefix("above 1\nabove 2\nabove 3\nabove 4\n"), "SIG\(name):\n\(after)")
      expectModesRestored(tmux, "SIG\(name)")
      tmux.type("echo typed-and-echoed")
      let echoed = await tmux.waitForScreen { $0.contains("$ echo typed-and-echoed") }
      let row = echoed.components(separatedBy: "\n").firstIndex { $0.contains("$ echo typed-and-echoed") }
      // After a crash the shell says "Segmentation fault" first, on that line.
      let shellLines = signal == SIGTERM ? 0 : 1
      #expect(row == first + shellLines, "SIG\(name): the prompt is not where the search started:\n\(echoed)")
    }

    /// A resize that leaves the region its height draws it again all the same.
    @Test func aResizeToTheSameHeightRedrawsTheRegion() async throws {
      let tmux = try await session(lines: 2)
      try tmux.launch(["--height", "10"])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.resize(columns: 100, rows: 20)
      let resized = await tmux.waitForScreen { $0.contains("▸ Seoul ") && region($0).bottom != nil }
      let (_, top, bottom) = region(resized)
      #expect(top != nil && bottom.map { $0 - top! + 1 } == 10, "not 10 rows:\n\(resized)")
      await tmux.escapeAndExpectRestored()
    }

    /// Ctrl-Z gives the lines back; after fg the region is made again and works.
    @Test func suspendedAndResumedTheRegionComesBack() async throws {
      let tmux = try await session(lines: 2)
      try tmux.launch(["--height", "8"])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.press("C-z")
      let stopped = await tmux.waitForScreen { $0.contains("Stopped") }
      #expect(!stopped.contains(TmuxSession.prompt), "the region is cleared on Ctrl-Z:\n\(stopped)")
      tmux.type("fg")
      tmux.press("Enter")
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.type("tokyo")
      let tokyo = await tmux.waitForScreen { $0.contains("▸ Tokyo ") }
      #expect(tokyo.contains("▸ Tokyo "), "\(tokyo)")
      // The shell ran the rest of the launch line when the job stopped (status 147): the
      // screen tells that the region is cleared after fg too.
      tmux.press("Escape")
      let after = await tmux.waitForScreen { !$0.contains(TmuxSession.prompt) }
      #expect(!after.contains(TmuxSession.prompt) && !after.contains("────"), "\(after)")
    }
  }
}
