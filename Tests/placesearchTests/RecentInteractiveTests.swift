/// Recent places in a real terminal: a place chosen in one session is listed under
/// "Recent" when the next one opens, and ranks first among completions.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct RecentInteractiveTests {
    @Test func aChosenPlaceIsUnderRecentNextTime() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      tmux.press("Down")
      await tmux.waitForScreen { $0.contains("2 of ") }
      tmux.press("Enter")
      let chosen = await tmux.waitForExit()
      #expect(chosen.status == 0)
      #expect(chosen.output.hasPrefix("Incheon"), "\(chosen.output)")

      try FileManager.default.removeItem(at: tmux.statusFile)
      try tmux.launch([])
      let screen = await tmux.waitForScreen { TmuxSession.listRows($0).first?.hasPrefix("Recent") == true }
      let rows = TmuxSession.listRows(screen)
      #expect(rows.first?.hasPrefix("Recent") == true, "\(screen)")
      #expect(rows.dropFirst().first?.hasPrefix("▸ Incheon ") == true, "\(screen)")
      #expect(rows.dropFirst(2).first?.hasPrefix("Nearby") == true, "\(screen)")
      #expect(rows.dropFirst(3).first?.hasPrefix("  Seoul ") == true, "\(screen)")
      #expect(screen.contains("1 of "), "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func aChosenPlaceRanksFirstInCompletionsNextTime() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(["--query", "gwang"])
      let before = await tmux.waitForScreen { $0.contains("· completions ·") && $0.contains("  Gwangyang ") }
      let plainRows = TmuxSession.listRows(before)
      #expect(plainRows.first?.hasPrefix("▸ Gwangyang") == false, "\(before)")
      let position = try #require(plainRows.firstIndex { $0.hasPrefix("  Gwangyang ") })
      for _ in 0..<position { tmux.press("Down") }
      await tmux.waitForScreen { TmuxSession.listRows($0).contains { $0.hasPrefix("▸ Gwangyang ") } }
      tmux.press("Enter")
      let chosen = await tmux.waitForExit()
      #expect(chosen.status == 0)
      #expect(chosen.output.hasPrefix("Gwangyang"), "\(chosen.output)")

      try FileManager.default.removeItem(at: tmux.statusFile)
      try tmux.launch(["--query", "gwang"])
      let after = await tmux.waitForScreen { $0.contains("· completions ·") && $0.contains("Gwangyang") }
      #expect(TmuxSession.listRows(after).first?.hasPrefix("▸ Gwangyang ") == true, "\(after)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func theHomeLabelFollowsTheDisplayLanguage() async throws {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let set = try await CLI.run(["config", "set", "home", "busan"], environment: folder.xdgEnvironment)
      #expect(set.stdout.hasPrefix("home = Busan, South Korea"), "\(set.stdout)")
      let environment = folder.xdgEnvironment.compactMapValues { $0 }
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(["--lang", "ko"], environment: environment)
      let korean = await tmux.waitForScreen { $0.contains("▸ 부산 ") }
      #expect(korean.contains("부산, 대한민국 근처"), "\(korean)")
      await tmux.escapeAndExpectRestored()
    }
  }
}
