/// Keys typed before the search is up, in a real terminal: taken whole, never echoed,
/// Enter never turned into Ctrl-J, and Enter answered from the query as typed.
import EngineTestSupport
import Foundation
import PlaceKitFakes
import Testing

extension TerminalTests {
  struct TypeaheadTests {
    /// `placesearch`, then `tokyo⏎` at once: the Enter waits for the answer to "tokyo".
    @Test(arguments: ["screen-256color", "xterm-256color"])
    func aQueryAndEnterTypedAsTheSearchStartsChooseIt(term: String) async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(environment: ["TERM": term])
      try tmux.launch([])
      #expect(await tmux.waitForTypeaheadHeld(), "\(term): the tty kept echoing:\n\(tmux.screen())")
      // One write, as a fast typist's burst: read at once, the Enter with the query.
      tmux.type("tokyo\r")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0, "\(term):\n\(tmux.screen())")
      #expect(exit.output.hasPrefix("Tokyo"), "\(term): \(exit.output)")
      await tmux.expectRestored()
    }

    /// On a first run the index builds for seconds: the progress line fits 80 columns
    /// and redraws in place, and what is typed meanwhile shows nowhere and is taken
    /// whole once the search is up. The terminal's mode is as it was afterwards.
    @Test(arguments: ["screen-256color", "xterm-256color"])
    func keysTypedWhileTheIndexBuildsWaitForTheSearch(term: String) async throws {
      let tmux = try TmuxSession(columns: 80, rows: 24, environment: ["TERM": term])
      let cache = tmux.folder.appendingPathComponent("fresh-cache")
      try tmux.launch([], environment: ["PLACESEARCH_CACHE_DIR": cache.path])
      let building = await tmux.waitForScreen { $0.contains("building the") && $0.contains("%") }
      try #require(building.contains("building the"), "no progress line:\n\(building)")
      tmux.type("tokyo")
      tmux.press("Enter")
      // The progress moves on: echoed keys would be on screen by then.
      let percent = { (screen: String) in screen.split(separator: " ").first { $0.hasSuffix("%") } }
      let later = await tmux.waitForScreen { percent($0) != percent(building) }
      // A debug build takes seconds more: the progress is still on screen.
      #expect(later.contains("building the"), "\(term):\n\(later)")
      #expect(!later.contains("tokyo"), "\(term): typeahead was echoed:\n\(later)")
      let lines = later.components(separatedBy: "\n").filter { $0.contains("building the") }
      #expect(lines.count == 1, "\(term): the progress line did not redraw in place:\n\(later)")
      let exit = await tmux.waitForExit(timeout: TestBudget.indexBuild / TestBudget.slowdown)
      #expect(exit.status == 0, "\(tmux.screen())")
      #expect(exit.output.hasPrefix("Tokyo"), "\(exit.output)")
      let modes = await tmux.shellTTYModes()
      for flag in [" echo ", " icanon", " icrnl"] { #expect(modes.contains(flag), "\(flag) lost:\n\(modes)") }
    }
  }
}
