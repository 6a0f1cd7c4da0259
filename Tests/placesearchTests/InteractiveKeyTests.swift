/// Keys in a real terminal (tmux): Ctrl-J against Enter, Meta keys, and what acts while
/// the terminal is too small.
import Foundation
import Testing

extension TerminalTests {
  struct InteractiveKeyTests {
    @Test func controlJMovesDownAndEnterChooses() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--format", "json"])
      tmux.press("C-j")
      let moved = await tmux.waitForScreen { $0.contains("2 of ") }
      #expect(moved.contains("2 of "), "\(moved)")
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      let object = try #require(CLI.object(exit.output.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(object["name"] as? String == "Incheon")
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
    try await Task.sleep(for: .milliseconds(500))
    #expect(!FileManager.default.fileExists(atPath: tmux.statusFile.path), "Enter chose a row that was not shown")
    tmux.resize(columns: 100, rows: 30)
    let grown = await tmux.waitForScreen { $0.contains("1 of ") }
    #expect(grown.contains("1 of "), "\(grown)")
    #expect(!grown.contains("검색> x"), "typing acted while nothing was shown:\n\(grown)")
    await tmux.escapeAndExpectRestored()
  }
}
