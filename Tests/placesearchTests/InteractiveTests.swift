/// The interactive UI in a real terminal (tmux, 100×30): first screen, typing in two
/// scripts, grouped completions and back, choosing with JSON output, resizing, and
/// leaving the terminal clean on Esc; plus the errors for no tty and an unknown TERM.
import EngineTestSupport
import Foundation
import PlaceKitFakes
import Testing

extension TerminalTests {
  struct InteractiveTests {
    @Test func opensOnRecommendationsAndCompletesWhileTyping() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch([])
      let first = await tmux.waitForScreen { $0.contains("near Seoul, South Korea") && $0.contains("▸ Seoul ") }
      #expect(first.contains(TmuxSession.prompt), "\(first)")
      #expect(first.contains("km"))
      tmux.type("seoul")
      let typed = await tmux.waitForScreen { $0.contains("· completions ·") && (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ Seoul ") }
      #expect((TmuxSession.listRows(typed).first ?? "").hasPrefix("▸ Seoul "), "\(typed)")
      // A completion of one place says how far away it is and which way; Seoul seen
      // from Seoul has no direction.
      let rows = TmuxSession.listRows(typed)
      #expect((rows.first ?? "").hasSuffix(" 0.0 km"), "\(typed)")
      #expect(rows.dropFirst().first?.contains(/\d km [NESW]{1,2}$/) == true, "\(typed)")
      tmux.press("C-u")
      tmux.type("서울")
      let hangul = await tmux.waitForScreen { (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ 서울 (Seoul)") }
      #expect((TmuxSession.listRows(hangul).first ?? "").hasPrefix("▸ 서울 (Seoul)"), "\(hangul)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func groupedCompletionOpensDetailResultsAndEscReturns() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(["--query", "springfield"])
      await tmux.waitForScreen {
        $0.contains("· completions ·") && (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ Springfield") && (TmuxSession.listRows($0).first ?? "").hasSuffix("places")
      }
      tmux.press("Enter")
      let details = await tmux.waitForScreen { $0.contains("· Springfield ·") && $0.contains("Missouri, United States") }
      #expect(details.contains("· Springfield ·"), "\(details)")
      #expect(details.contains("Missouri, United States"))
      tmux.press("Escape")
      let back = await tmux.waitForScreen { $0.contains("· completions ·") }
      #expect(back.contains("\(TmuxSession.prompt) springfield"), "\(back)")
      tmux.press("C-c")
      #expect(await tmux.waitForExit().status == 130)
      await tmux.expectRestored()
    }

    /// In Korean, Seoul as the fallback location is labelled in Korean, and the rows'
    /// bearings are Korean words.
    @Test func koreanSpeaksKoreanInTheFallbackLabelAndBearings() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(["--lang", "ko"], environment: ["TZ": "Mars/Olympus_Mons"])
      let screen = await tmux.waitForScreen { $0.contains("서울(기본값) 근처") && $0.contains("▸ 서울 ") }
      #expect(TmuxSession.listRows(screen).dropFirst().contains { $0.contains(/\d km (북|남|동|서)/) }, "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    /// With a time zone that names no place (containers: Etc/UTC), the header says
    /// "near Seoul (default)" and the warning saying why comes once, after the first run,
    /// never again for that zone.
    @Test func theDefaultLocationIsInTheHeaderAndItsWarningComesOnce() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      let warning = "the time zone Etc/UTC names no place in the data"
      for run in 1...2 {
        tmux.press("C-l")
        try tmux.launch([], environment: ["TZ": "Etc/UTC"])
        let screen = await tmux.waitForScreen { $0.contains("near Seoul (default)") && $0.contains("▸ Seoul ") }
        #expect(screen.contains("near Seoul (default)"), "run \(run):\n\(screen)")
        tmux.press("Escape")
        #expect(await tmux.waitForExit().status == 130)
        let after = await tmux.waitForScreen { $0.contains("$ ") && !$0.contains("search>") }
        let joined = after.replacingOccurrences(of: "\n", with: "")
        #expect(joined.contains(warning) == (run == 1), "run \(run):\n\(after)")
      }
    }

    /// A landmark the embedded data lacks: the empty list says where landmarks come from.
    @Test func anEmptyListSaysWhereLandmarksComeFrom() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(["--query", "gyeongbokgung"])
      let screen = await tmux.waitForScreen { $0.contains("no matches ·") && $0.contains("Landmarks, stations and streets") }
      #expect(screen.contains("--server"), "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func downAndEnterPrintTheChosenPlaceAsJSON() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--format", "json"])
      tmux.press("Down")
      await tmux.waitForScreen { $0.contains("2 of ") }
      tmux.press("Enter")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      let object = try #require(CLI.object(exit.output.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(object["name"] as? String == "Incheon")
      #expect(object["id"] as? String == "geonames:1843564")
      await tmux.expectRestored()
    }

    @Test func theMouseSelectsScrollsAndChooses() async throws {
      let tmux = try await TmuxSession.onRecommendations(["--format", "json"])
      tmux.click(row: 4, column: 5)  // the third place (rows 0 and 1: query and rule)
      var screen = await tmux.waitForScreen { $0.contains("▸ Goyang-si ") }
      #expect(screen.contains("▸ Goyang-si "), "\(screen)")
      tmux.wheel(down: true, row: 6, column: 5)
      screen = await tmux.waitForScreen { $0.contains("6 of ") }
      #expect(screen.contains("6 of "), "\(screen)")
      tmux.click(row: 3, column: 5, double: true)
      let exit = await tmux.waitForExit()
      #expect(exit.status == 0)
      let object = try #require(CLI.object(exit.output.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(object["name"] as? String == "Incheon")
    }

    @Test func resizingRedrawsAtTheNewSize() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      tmux.resize(columns: 60, rows: 12)
      let small = await tmux.waitForScreen { screen in
        screen.components(separatedBy: "\n").contains { $0 == String(repeating: "─", count: 60) }
      }
      let lines = small.components(separatedBy: "\n")
      #expect(lines.contains(String(repeating: "─", count: 60)), "\(small)")
      #expect(lines.filter { !$0.isEmpty }.count <= 12)
      tmux.resize(columns: 10, rows: 3)
      let tiny = await tmux.waitForScreen { $0.contains("terminal") }
      #expect(tiny.contains("terminal"), "\(tiny)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func terminationSignalsRestoreTheTerminal() async throws {
      for (name, signal) in [("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT), ("QUIT", SIGQUIT)] {
        let tmux = try await TmuxSession.onRecommendations()
        let pids = tmux.commandPIDs()
        #expect(pids.count == 1)
        for pid in pids { kill(pid, signal) }
        let exit = await tmux.waitForExit()
        #expect(exit.status == 128 + Int(signal), "SIG\(name)")
        await tmux.expectRestored()
      }
    }

    /// A Swift runtime trap is SIGILL (ud2) or SIGTRAP, a precondition in C SIGABRT, a bad
    /// pointer SIGSEGV: each is sent as the crash would raise it.
    @Test(arguments: [("SEGV", SIGSEGV), ("ILL", SIGILL), ("TRAP", SIGTRAP), ("ABRT", SIGABRT)])
    func aCrashStillRestoresTheTerminal(name: String, signal: Int32) async throws {
      let tmux = try await TmuxSession.onRecommendations()
      for pid in tmux.commandPIDs() { kill(pid, signal) }
      let exit = await tmux.waitForExit()
      #expect(exit.status == 128 + Int(signal), "SIG\(name)")
      await tmux.expectRestored()
      // The shell echoes what is typed again: the tty left raw mode.
      tmux.type("echo typed-and-echoed")
      let echoed = await tmux.waitForScreen { $0.contains("$ echo typed-and-echoed") }
      #expect(echoed.contains("$ echo typed-and-echoed"), "\(echoed)")
    }

    /// After `fg` the whole terminal state is back before a key is read: keypad mode
    /// (else the first arrow comes in the other form), mouse, alternate screen.
    @Test(arguments: ["screen-256color", "xterm-256color"])
    func controlZSuspendsAndFgRedraws(term: String) async throws {
      let tmux = try await TmuxSession.onRecommendations(environment: ["TERM": term])
      let modes = "#{alternate_on} #{keypad_cursor_flag} #{keypad_flag} #{mouse_any_flag}"
      #expect(tmux.paneFormat(modes) == "1 1 1 1", "\(term)")
      tmux.press("C-z")
      let suspended = await tmux.waitForScreen { !$0.contains(TmuxSession.prompt) }
      #expect(!suspended.contains(TmuxSession.prompt), "\(suspended)")
      tmux.type("fg")
      tmux.press("Enter")
      let resumed = await tmux.waitForScreen { $0.contains(TmuxSession.prompt) && $0.contains("▸ Seoul ") }
      #expect(resumed.contains("near Seoul, South Korea"), "\(resumed)")
      #expect(tmux.paneFormat(modes) == "1 1 1 1", "\(term): modes after fg")
      tmux.press("Down")
      let moved = await tmux.waitForScreen { $0.contains("2 of ") }
      #expect(moved.contains("2 of "), "\(term): the first key after fg was lost:\n\(moved)")
      // The shell ran the rest of the launch line when the job stopped (status 147), so
      // only the screen tells that Esc after `fg` still restores the terminal.
      tmux.press("Escape")
      await tmux.expectRestored()
    }

    @Test func aCLocaleStillShowsAndTakesHangul() async throws {
      let tmux = try await TmuxSession.onRecommendations(environment: ["LC_ALL": "C", "LANG": "C"])
      tmux.type("서울")
      let screen = await tmux.waitForScreen { (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ 서울 (Seoul)") }
      #expect(screen.contains("\(TmuxSession.prompt) 서울"), "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    /// Each frame is wrapped in synchronized output (DEC mode 2026), begin before end,
    /// so terminals that know the mode never show half a frame.
    @Test func framesAreSynchronizedUpdates() async throws {
      await TestIndex.ready()
      let tmux = try TmuxSession()
      let recording = tmux.folder.appendingPathComponent("pane-output")
      try tmux.recordOutput(to: recording)
      try tmux.launch([])
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.type("busan")
      await tmux.waitForScreen { $0.contains("▸ Busan ") }
      await tmux.escapeAndExpectRestored()
      // Waited for until the last frame's end has reached the file.
      func marksIn(_ output: String) -> [String] { output.matches(of: /\u{1B}\[\?2026([hl])/).map { String($0.output.1) } }
      let marks = marksIn(await tmux.recorded(in: recording) { marksIn($0).count >= 4 && marksIn($0).last == "l" })
      #expect(marks.count >= 4, "\(marks)")
      #expect(marks == Array(repeating: ["h", "l"], count: marks.count / 2).flatMap { $0 }, "\(marks)")
    }

    @Test func aByteThatIsNotUTF8CostsOnlyItself() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      // A Latin-1 terminal's "é", then a lone lead byte cut short by the next key.
      tmux.send(bytes: [0xE9])
      tmux.type("seo")
      tmux.send(bytes: [0xEC, 0x84])
      tmux.type("ul")
      let screen = await tmux.waitForScreen {
        $0.contains("· completions ·") && (TmuxSession.listRows($0).first ?? "").hasPrefix("▸ Seoul ")
      }
      #expect(screen.contains("\(TmuxSession.prompt) seoul "), "\(screen)")
      #expect((TmuxSession.listRows(screen).first ?? "").hasPrefix("▸ Seoul "), "\(screen)")
      await tmux.escapeAndExpectRestored()
    }

    @Test func resizeStormsNeverCrash() async throws {
      let tmux = try await TmuxSession.onRecommendations()
      var random = SeededRandom(seed: 3)
      let sizes = [(1, 1), (300, 100), (2, 1), (20, 5), (19, 4)]
        + (0..<200).map { _ in (Int.random(in: 1...300, using: &random), Int.random(in: 1...100, using: &random)) }
      for (columns, rows) in sizes { tmux.resize(columns: columns, rows: rows) }
      tmux.resize(columns: 80, rows: 24)
      // Resizes arrive in bursts; the last frame must settle at 80×24 with the list shown.
      let screen = await tmux.waitForScreen {
        $0.components(separatedBy: "\n").contains(String(repeating: "─", count: 80)) && $0.contains("▸ Seoul ")
          && $0.contains("near Seoul, South Korea")
      }
      #expect(screen.contains("▸ Seoul ") && screen.contains("near Seoul, South Korea"), "\(random)\n\(screen)")
      #expect(tmux.commandPIDs().count == 1, "\(random)")
      await tmux.escapeAndExpectRestored()
    }

    /// An unknown terminal type, none at all (an empty TERM, which the program reads as
    /// unset), or one that cannot move the cursor; on the whole screen and inline.
    @Test(
      arguments: [
        ("no-such-terminal-xyz", "\"no-such-terminal-xyz\" is unknown"), ("", "TERM is not set"),
        ("dumb", "\"dumb\" cannot move the cursor"),
      ], ["full", "10"])
    func anUnusableTerminalIsAClearError(term: (String, String), height: String) async throws {
      let (term, sentence) = term
      await TestIndex.ready()
      let tmux = try TmuxSession()
      try tmux.launch(["--height", height], environment: ["TERM": term])
      let exit = await tmux.waitForExit()
      #expect(exit.status == 2)
      #expect(exit.output.isEmpty)
      // The pane joins wrapped lines back (-J) to read the sentence whole.
      let screen = tmux.screen(joined: true)
      #expect(screen.contains(sentence) && screen.contains("Hint"), "\(screen)")
      #expect(!screen.contains(TmuxSession.prompt), "\(screen)")
    }

    @Test(arguments: ["full", "10"])
    func noTerminalIsAClearError(height: String) async throws {
      // setsid: a new session without a controlling terminal, so /dev/tty cannot open.
      let result = try await CLI.run(["--query", "seoul", "--height", height], wrapper: ["setsid", "-w"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("no terminal"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }
}
