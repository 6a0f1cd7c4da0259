/// `--print-query` and `--expect` in a real terminal (tmux), stdout compared whole: the
/// lines fzf prints before the place are the query, then the name of the key that chose
/// (empty for Enter); on exit 1 those lines alone; on a cancel nothing.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct PrintQueryAndExpectTests {
    static let seoul = "Seoul, South Korea\t37.56600,126.97840\n"
    static let incheon = "Incheon, South Korea\t37.45646,126.70515\n"

    /// A session running `placesearch ARGUMENTS`, once the list says "no matches".
    private func onNoMatches(_ arguments: [String]) async throws -> TmuxSession {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(arguments)
      let screen = await tmux.waitForScreen { $0.contains("no matches ·") }
      guard screen.contains("no matches ·") else { throw TmuxSession.NotUp(screen: screen) }
      return tmux
    }

    /// Types "incheon" and waits for its completion to be first.
    private func typeIncheon(in tmux: TmuxSession) async {
      tmux.type("incheon")
      await tmux.waitForScreen {
        $0.contains("· completions ·") && (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ Incheon ")
      }
    }

    @Test func printQueryPrintsTheQueryThenThePlace() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--print-query"])
      await typeIncheon(in: tmux)
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.output == "incheon\n" + Self.incheon)
      await tmux.expectRestored()
    }

    @Test func printQueryWhenNothingMatchedPrintsTheQueryAlone() async throws {
      let tmux = try await onNoMatches(["--print-query", "--query", "zzqxzzqx"])
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 1)
      #expect(exit.output == "zzqxzzqx\n")
    }

    /// With --no-suspend Ctrl-Z is free: a script may expect it, and it chooses.
    @Test func controlZChoosesWhereItDoesNotSuspend() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--expect", "ctrl-z", "--no-suspend"])
      await typeIncheon(in: tmux)
      tmux.press("C-z")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0, "\(tmux.screen())")
      #expect(exit.output == "ctrl-z\n" + Self.incheon)
      await tmux.expectRestored()
    }

    @Test func aCancelPrintsNothing() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--print-query", "--expect", "ctrl-o"])
      tmux.type("seoul")
      await tmux.waitForScreen { $0.contains("\(TmuxSession.prompt) seoul") }
      await tmux.escapeAndExpectRestored()
    }

    /// Ctrl-O chooses instead of opening a map, Alt-Enter (ESC CR) is told from Enter, and
    /// Enter gives an empty line.
    @Test(arguments: [("C-o", "ctrl-o"), ("M-Enter", "alt-enter"), ("Enter", "")])
    func anExpectedKeyPrintsItsNameAndEnterAnEmptyLine(key: String, name: String) async throws {
      let tmux = try await TmuxSession.onRecommendations(["--expect", "ctrl-o,alt-enter"])
      if key == "M-Enter" { tmux.send(bytes: [0x1B, 0x0D]) } else { tmux.press(key) }
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.output == name + "\n" + Self.seoul)
      await tmux.expectRestored()
    }

    @Test func withBothTheLinesAreQueryKeyPlace() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--print-query", "--expect", "ctrl-o,alt-enter"])
      await typeIncheon(in: tmux)
      tmux.press("C-o")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.output == "incheon\nctrl-o\n" + Self.incheon)
    }

    /// As fzf prints them on exit 1: the query, then the key pressed on the empty list.
    @Test func anExpectedKeyWhenNothingMatchedPrintsTheQueryAndItsName() async throws {
      let tmux = try await onNoMatches(["--print-query", "--expect", "ctrl-o", "--query", "zzqxzzqx"])
      tmux.press("C-o")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 1)
      #expect(exit.output == "zzqxzzqx\nctrl-o\n")
    }
  }
}
