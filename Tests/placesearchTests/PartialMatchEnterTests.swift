/// Enter in a real terminal (tmux, both TERMs) when no place matches every word: the rows
/// that match some words sit below their line with no row selected, and Enter, with the
/// list up or typed ahead in one burst, ends as Enter on an empty list (exit 1, the
/// `--print-query` line alone); a row the user moved to is chosen.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct PartialMatchEnterTests {
    static let terms = ["screen-256color", "xterm-256color"]
    static let line = "these match without “zzz”"

    /// A session running `placesearch ARGUMENTS` under `term` whose list shows the rows
    /// of "paris zzz" (Paris, without "zzz").
    private func onParisZzz(term: String, _ arguments: [String]) async throws -> TmuxSession {
      await TestIndex.ready()
      let tmux = try TmuxSession(environment: ["TERM": term])
      try tmux.launch(["--no-history"] + arguments)
      let first = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      guard first.contains("▸ Seoul ") else { throw TmuxSession.NotUp(screen: first) }
      tmux.type("paris zzz")
      let screen = await tmux.waitForScreen { $0.contains(Self.line) && $0.contains("  Paris ") }
      guard screen.contains(Self.line) else { throw TmuxSession.NotUp(screen: screen) }
      return tmux
    }

    @Test(arguments: terms)
    func enterWithTheListUpChoosesNothing(term: String) async throws {
      let tmux = try await onParisZzz(term: term, ["--print-query"])
      // No row is highlighted: the cursor never starts on a partial match.
      #expect(!TmuxSession.listRows(tmux.screen()).contains { $0.hasPrefix("▸") }, "\(term):\n\(tmux.screen())")
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 1, "\(term):\n\(tmux.screen())")
      #expect(exit.output == "paris zzz\n", "\(term)")
      await tmux.expectRestored()
    }

    @Test(arguments: terms)
    func aRowTheUserMovedToIsChosen(term: String) async throws {
      let tmux = try await onParisZzz(term: term, [])
      tmux.press("Down")
      await tmux.waitForScreen { TmuxSession.listRows($0).contains { $0.hasPrefix("▸ Paris ") } }
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0, "\(term):\n\(tmux.screen())")
      #expect(exit.output.hasPrefix("Paris, Île-de-France, France\t"), "\(term): \(exit.output)")
    }

    /// `--query paris`, then `C-u seoul station⏎` in one write: whenever the answer comes,
    /// it matches without "station", and the Enter typed ahead chooses nothing.
    @Test(arguments: terms)
    func enterTypedAheadInABurstChoosesNothing(term: String) async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(environment: ["TERM": term])
      try tmux.launch(["--no-history", "--print-query", "--query", "paris"])
      let screen = await tmux.waitForScreen { TmuxSession.listRows($0).contains { $0.hasPrefix("▸ Paris ") } }
      try #require(screen.contains("▸ Paris "), "\(term):\n\(screen)")
      tmux.type("\u{15}seoul station\r")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 1, "\(term):\n\(tmux.screen())")
      #expect(exit.output == "seoul station\n", "\(term)")
      await tmux.expectRestored()
    }
  }
}
