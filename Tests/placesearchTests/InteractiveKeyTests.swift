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
