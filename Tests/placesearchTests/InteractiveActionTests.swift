/// Ctrl-Y and Ctrl-O in a real terminal (tmux): the clipboard escape reaches the
/// terminal, a browser is started apart from it, and the UI goes on meanwhile.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct InteractiveActionTests {
    /// The texts of the OSC 52 clipboard sequences in what the pane's program wrote,
    /// waited for until there are `count`.
    private func clipboardTexts(in recording: URL, of tmux: TmuxSession, count: Int) async -> [String] {
      func texts(_ output: String) -> [String] {
        output.matches(of: /\u{1B}\]52;c;([A-Za-z0-9+\/=]*)\u{07}/).compactMap {
          Data(base64Encoded: String($0.output.1)).map { String(decoding: $0, as: UTF8.self) }
        }
      }
      return texts(await tmux.recorded(in: recording) { texts($0).count >= count })
    }

    @Test func controlYCopiesTheHighlightedPlaceThroughTheTerminal() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      let recording = tmux.folder.appendingPathComponent("pane-output")
      try tmux.recordOutput(to: recording)
      tmux.press("Down")
      await tmux.waitForScreen { $0.contains("▸ Incheon ") }
      tmux.press("C-y")
      // Text output copies the coordinates, as `--format latlon` prints them.
      let copied = await tmux.waitForScreen { $0.contains("copied 37.") }
      let status = try #require(copied.components(separatedBy: "\n").first { $0.hasPrefix("copied ") }, "\(copied)")
      let texts = await clipboardTexts(in: recording, of: tmux, count: 1)
      #expect(texts.count == 1)
      let coordinates = try #require(texts.first)
      #expect(coordinates.wholeMatch(of: /37\.\d{5},126\.\d{5}/) != nil, "\(coordinates)")
      #expect(status.hasPrefix("copied \(coordinates) · "), "\(status)")
      // Still searching: the next key acts, Esc ends it as ever.
      tmux.press("Up")
      let moved = await tmux.waitForScreen { $0.contains("▸ Seoul ") && !$0.contains("copied ") }
      #expect(moved.contains("1 of "), "\(moved)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func controlYCopiesInTheFormatChosen() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--format", "json"])
      let recording = tmux.folder.appendingPathComponent("pane-output")
      try tmux.recordOutput(to: recording)
      tmux.press("C-y")
      let copied = await tmux.waitForScreen { $0.contains("copied Seoul as JSON") }
      #expect(copied.contains("copied Seoul as JSON"), "\(copied)")
      let text = try #require(await clipboardTexts(in: recording, of: tmux, count: 1).first)
      let object = try #require(CLI.object(text), "\(text)")
      #expect(object["name"] as? String == "Seoul")
      #expect(object["id"] as? String == "geonames:1835848")
      await tmux.escapeAndExpectRestored()
    }

    @Test func controlOStartsTheBrowserApartAndTheSearchGoesOn() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      // An xdg-open that says what it got and whether it has the terminal, then takes its time.
      let bin = tmux.folder.appendingPathComponent("bin")
      let opened = tmux.folder.appendingPathComponent("opened.txt")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let script = bin.appendingPathComponent("xdg-open")
      try """
        #!/bin/sh
        { echo "$1"; tty; for fd in /proc/$$/fd/*; do readlink "$fd"; done; } > '\(opened.path).part'
        mv '\(opened.path).part' '\(opened.path)'
        exec sleep 5
        """.write(to: script, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
      try tmux.launch([], environment: ["PATH": "\(bin.path):/usr/bin:/bin"])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.press("C-o")
      let said = await tmux.waitForScreen { $0.contains("opened Seoul on OpenStreetMap (xdg-open)") }
      #expect(said.contains("opened Seoul on OpenStreetMap (xdg-open)"), "\(said)")
      // The launcher is still running: the UI did not wait for it.
      tmux.press("Down")
      let moved = await tmux.waitForScreen { $0.contains("▸ Incheon ") }
      #expect(moved.contains("▸ Incheon "), "\(moved)")
      let lines = await tmux.recorded(in: opened) { !$0.isEmpty }.components(separatedBy: "\n")
      #expect(lines.first?.hasPrefix("https://www.openstreetmap.org/?mlat=37.566") == true, "\(lines)")
      #expect(lines.dropFirst().first == "not a tty", "\(lines)")
      #expect(!lines.contains { $0.hasPrefix("/dev/pts") || $0 == "/dev/tty" }, "the browser holds the terminal: \(lines)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func controlOWithoutABrowserSaysSo() async throws {
      // A BROWSER that is a text browser would take over the terminal: not used.
      let tmux = try await TmuxSession.onRecommendations([], environment: ["PATH": "/nonexistent-placesearch-test-path", "BROWSER": "lynx"])
      tmux.press("C-o")
      let said = await tmux.waitForScreen { $0.contains("no xdg-open or BROWSER here") }
      #expect(said.contains("no xdg-open or BROWSER here to open the map"), "\(said)")
      await tmux.escapeAndExpectRestored()
    }
  }
}
