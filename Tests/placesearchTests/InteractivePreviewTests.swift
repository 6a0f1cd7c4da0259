/// The preview pane in a real terminal (tmux): shown from 120 columns, following the
/// selection, toggled with Ctrl-/ (the byte ^_ terminals send for it).
import EngineTestSupport
import Foundation
import Testing

extension TerminalTests {
  struct InteractivePreviewTests {
    @Test func thePaneFollowsTheSelectionAndControlSlashHidesIt() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(columns: 130, rows: 35)
      try tmux.launch([])
      let seoul = await tmux.waitForScreen { $0.contains("▸ Seoul ") && $0.contains("Asia/Seoul") }
      #expect(seoul.contains("서울"), "\(seoul)")
      #expect(seoul.contains("geonames:1835848"), "\(seoul)")
      tmux.press("Down")
      let incheon = await tmux.waitForScreen { $0.contains("▸ Incheon ") && $0.contains("인천") }
      #expect(incheon.contains("인천"), "\(incheon)")
      tmux.send(bytes: [0x1F])
      let hidden = await tmux.waitForScreen { !$0.contains("인천") }
      #expect(!hidden.contains("Asia/Seoul"), "\(hidden)")
      #expect(hidden.contains("▸ Incheon "), "\(hidden)")
      await tmux.escapeAndExpectRestored()
      // For this session only: the preview setting is never written.
      let settings = tmux.folder.appendingPathComponent(".config/placesearch/config.json")
      #expect(!FileManager.default.fileExists(atPath: settings.path))
    }

    /// At 160x45 with Seoul highlighted 0.0 km from "you" (the default location), the
    /// map shows `@` alone: both fall in one cell.
    @Test func youAtThePlaceShowOnTheMapAsThePlaceAlone() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(columns: 160, rows: 45)
      try tmux.launch([], environment: ["TZ": "Etc/UTC"])
      let isMapLine = { (line: Substring) in
        line.contains("@") || line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
      }
      let screen = await tmux.waitForScreen { screen in
        screen.contains("▸ Seoul ") && screen.contains("0.0 km") && screen.split(separator: "\n").contains(where: isMapLine)
      }
      let map = screen.split(separator: "\n").filter(isMapLine)
      #expect(!map.isEmpty && !map.joined().contains("+"), "\(screen)")
      #expect(map.joined().count { $0 == "@" } == 1, "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    /// A group's card ("Springfield · N places") shows where its places are: how many
    /// countries and areas, and a map with a marker for each.
    @Test func aGroupsCardShowsTheMapOfItsMembers() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(columns: 160, rows: 45)
      try tmux.launch(["--query", "springfield"])
      let screen = await tmux.waitForScreen { screen in
        screen.contains("▸ Springfield ") && screen.split(separator: "\n").filter { $0.contains("@") }.count >= 2
      }
      let markers = screen.split(separator: "\n").map { $0.count { $0 == "@" } }.reduce(0, +)
      #expect(markers >= 3, "\(screen)")
      #expect(screen.contains("United States"), "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func belowTheWidthItNeedsControlSlashSaysSo() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      tmux.send(bytes: [0x1F])
      let said = await tmux.waitForScreen { $0.contains("the preview needs 120 columns") }
      #expect(said.contains("the preview needs 120 columns"), "\(said)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func noPreviewKeepsTheListAlone() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession(columns: 130, rows: 35)
      try tmux.launch(["--no-preview"])
      let screen = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      #expect(!screen.contains("Asia/Seoul"), "\(screen)")
      await tmux.escapeAndExpectRestored()
    }
  }
}
