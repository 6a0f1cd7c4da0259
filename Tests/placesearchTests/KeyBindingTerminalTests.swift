/// `--bind` and the `bind` setting in a real terminal (tmux): a rebound key does its new
/// action, the status line names the keys bound, and the setting applies before `--bind`.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct KeyBindingTerminalTests {
    static let incheon = "Incheon, South Korea\t37.45646,126.70515\n"

    /// Types "incheon" and waits for its completion to be first.
    private func typeIncheon(in tmux: TmuxSession) async {
      tmux.type("incheon")
      await tmux.waitForScreen {
        $0.contains("· completions ·") && (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ Incheon ")
      }
    }

    /// A rebound Ctrl-Y chooses as Enter does (the row of one place offers no copy, only
    /// open), and with Ctrl-C ignored the status line names Ctrl-G for quitting in a
    /// group's places.
    @Test func aReboundControlYAccepts() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--bind", "ctrl-y:accept,ctrl-c:ignore", "--no-preview"])
      let first = tmux.screen()
      #expect(first.contains("^O open") && !first.contains("^Y copy"), "\(first)")
      tmux.type("springfield")
      await tmux.waitForScreen { $0.contains("▸ Springfield") && $0.contains("· completions ·") }
      tmux.press("Enter")
      let places = await tmux.waitForScreen { $0.contains("esc back") }
      #expect(places.contains("^G quit") && !places.contains("^C quit"), "\(places)")
      tmux.press("C-c")  // ignored: the places stay
      tmux.press("Escape")
      await tmux.waitForScreen { $0.contains("· completions ·") && !$0.contains("esc back") }
      tmux.press("C-u")
      await typeIncheon(in: tmux)
      tmux.press("C-y")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0, "\(tmux.screen())")
      #expect(exit.output == Self.incheon)
      await tmux.expectRestored()
    }

    /// The `bind` setting applies to every search; a `--bind` pair for the same key wins.
    @Test func theSettingAppliesAndBindWins() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      let config = ["XDG_CONFIG_HOME": tmux.folder.appendingPathComponent(".config").path]
      let set = try await CLI.run(["config", "set", "bind", "ctrl-x:accept,ctrl-t:accept"], environment: config)
      #expect(set.status == 0 && set.stdout == "bind = ctrl-x:accept,ctrl-t:accept\n", "\(set.stderr)")
      try tmux.launch(["--bind", "ctrl-t:abort"])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      await typeIncheon(in: tmux)
      tmux.press("C-x")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0, "\(tmux.screen())")
      #expect(exit.output == Self.incheon)
      try tmux.launch(["--bind", "ctrl-t:abort"])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.press("C-t")
      #expect(await tmux.waitForExit().status == 130)
    }
  }
}
