/// What the screen says in a real terminal (tmux): the count and the scroll mark, the
/// keys each mode names, a cut query, the selected row's colours, the display language.
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct InteractiveStatusTests {
    /// At 40x10 inside a group the status line keeps Esc's "back" before the other hints.
    @Test func inAGroupAtFortyColumnsEscBackIsKept() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(columns: 40, rows: 10)
      try tmux.launch(["--query", "springfield"])
      let group = await tmux.waitForScreen { $0.contains("▸ Springfield ") }
      try #require(group.contains("▸ Springfield "), "\(group)")
      tmux.press("Enter")
      let places = await tmux.waitForScreen { $0.contains("1 of ") && $0.contains("Springfield ·") }
      let status = places.components(separatedBy: "\n").last { $0.contains("1 of ") } ?? ""
      #expect(status.contains("esc back"), "\(places)")
      tmux.press("C-c")
      #expect(await tmux.waitForExit().status == 130)
      await tmux.expectRestored()
    }

    /// At 41x10 in Korean the area column shows whole names (중구, …), never a syllable
    /// of one ("중구, 서…").
    @Test func atFortyOneColumnsInKoreanTheAreasAreWholeNames() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(columns: 41, rows: 10)
      try tmux.launch(["--lang", "ko"])
      _ = await tmux.waitForScreen { $0.contains("▸ 서울 ") }
      tmux.type("오")
      let screen = await tmux.waitForScreen { $0.contains("\(TmuxSession.koreanPrompt) 오") && $0.contains("▸ ") }
      let areas = TmuxSession.listRows(screen).prefix(6).compactMap { row in
        row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
          .dropFirst().first { !$0.contains("km") }
      }
      #expect(!areas.isEmpty, "\(screen)")
      for area in areas {
        let parts = area.replacingOccurrences(of: "…", with: "").components(separatedBy: ", ").filter { !$0.isEmpty }
        #expect(parts.allSatisfy { $0.count >= 2 }, "a name cut to a syllable: \(area)\n\(screen)")
      }
      await tmux.escapeAndExpectRestored()
    }

    @Test func theCountSaysMoreExistAndTheHintsFollowTheMode() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      let first = await tmux.waitForScreen { $0.contains("1 of 50+") }
      #expect(first.contains("1 of 50+ · nearby · ↑↓ move · ⏎ choose · esc quit"), "\(first)")
      #expect(!first.contains("tab fill") && !first.contains("esc back"), "\(first)")
      // 50 places on 26 rows: the scroll mark stands at the top of the last column.
      #expect(TmuxSession.listRows(first).first?.hasSuffix("│") == true, "\(first)")
      tmux.type("seoul")
      let typed = await tmux.waitForScreen { $0.contains("· completions ·") }
      #expect(typed.contains("· completions · ↑↓ move · ⏎ choose · tab fill · esc quit"), "\(typed)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func aLongPasteIsCutWithAWordAndScrollsBesideTheLabel() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      tmux.paste(String(repeating: "seoul ", count: 50))
      let cut = await tmux.waitForScreen { $0.contains("query cut at 200 characters") }
      let queryLine = cut.components(separatedBy: "\n").first ?? ""
      #expect(cut.contains("query cut at 200 characters"), "\(cut)")
      #expect(queryLine.hasPrefix("\(TmuxSession.prompt) …"), "\(cut)")
      #expect(queryLine.hasSuffix("near Seoul, South Korea"), "\(cut)")
      tmux.press("Home")
      let start = await tmux.waitForScreen { !$0.contains("query cut") }
      let startLine = start.components(separatedBy: "\n").first ?? ""
      #expect(startLine.hasPrefix("\(TmuxSession.prompt) seoul seoul"), "\(start)")
      #expect(startLine.contains("… ") && startLine.hasSuffix("near Seoul, South Korea"), "\(start)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func theSelectedRowHasALightForegroundOnItsDarkBackground() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      let styled = tmux.screen(styled: true).components(separatedBy: "\n")
      let selected = try #require(styled.first { $0.contains("▸") })
      #expect(selected.contains("48;5;236"), "\(selected.debugDescription)")
      #expect(selected.contains("38;5;254"), "\(selected.debugDescription)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func theScreenSpeaksTheDisplayLanguage() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch([], environment: ["LANG": "ko_KR.UTF-8"])
      let korean = await tmux.waitForScreen { $0.contains("1 / 50+") }
      #expect(korean.hasPrefix(TmuxSession.koreanPrompt + " "), "\(korean)")
      #expect(korean.contains("1 / 50+ · 주변 · ↑↓ 이동 · ⏎ 선택 · esc 종료"), "\(korean)")
      await tmux.escapeAndExpectRestored()
    }
  }
}
