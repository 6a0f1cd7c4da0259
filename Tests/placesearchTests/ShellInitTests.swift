/// `placesearch shell-init`: the Alt-G binding in real shells (tmux), and its errors.
import EngineTestSupport
import Foundation
import Testing
@testable import placesearch

extension TerminalTests {
  struct ShellInitTests {
    /// A shell to try, when this machine has it.
    struct Shell: CustomTestStringConvertible, Sendable {
      let name: String
      let command: String
      let setup: String
      var testDescription: String { name }
      var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/\(name)") }
    }

    static let shells = [
      Shell(name: "bash", command: "bash --norc --noprofile", setup: #"eval "$(placesearch shell-init bash)""#),
      Shell(name: "zsh", command: "zsh -f", setup: #"eval "$(placesearch shell-init zsh)""#),
      Shell(name: "fish", command: "fish --no-config", setup: "placesearch shell-init fish | source"),
    ].filter(\.isInstalled)

    /// A session in `shell` with the binding set up and the binary on PATH, on a clear
    /// screen; with `setup`, that line sets the binding up instead, and PATH holds only
    /// the system's folders.
    private func session(
      _ shell: Shell, environment: [String: String] = [:], setup: String? = nil
    ) async throws -> TmuxSession {
      await TestIndex.ready()
      let binary = try #require(CLI.binary)
      var variables = [
        "PATH": setup == nil ? "\(binary.deletingLastPathComponent().path):/usr/bin:/bin" : "/usr/bin:/bin",
        "PLACESEARCH_CACHE_DIR": CLI.sharedCache.path, "TZ": "Asia/Seoul",
      ]
      variables.merge(environment) { $1 }
      let tmux = try TmuxSession(shell: shell.command, environment: variables)
      tmux.type(setup ?? shell.setup)
      tmux.press("Enter")
      tmux.type("clear")
      tmux.press("Enter")
      tmux.type("echo ready")
      tmux.press("Enter")
      await tmux.waitForScreen { $0.components(separatedBy: "\n").contains("ready") }
      tmux.type("clear")
      tmux.press("Enter")
      await tmux.waitForScreen { !$0.contains("ready") }
      return tmux
    }

    /// Types `text` at the prompt, presses Alt-G and waits for the list.
    @discardableResult
    private func openList(_ tmux: TmuxSession, after text: String) async -> String {
      tmux.type(text)
      tmux.press("M-g")
      return await tmux.waitForScreen { $0.contains("▸ Seoul ") }
    }

    /// Types `echo here `, presses Alt-G and Enter on the first row: Seoul is inserted.
    /// The list is inline, `rows` rows below the prompt (which bash clears while a
    /// binding runs, and zsh and fish keep).
    private func insertSeoul(_ tmux: TmuxSession, in shell: Shell, rows: Int = 12) async {
      let list = await openList(tmux, after: "echo here ")
      #expect(list.contains("▸ Seoul "), "\(shell.name):\n\(list)")
      #expect(tmux.paneFormat("#{alternate_on}") == "0", "\(shell.name): not inline")
      let lines = list.components(separatedBy: "\n")
      let top = lines.firstIndex { $0.hasPrefix(TmuxSession.prompt) }
      let bottom = lines.lastIndex { $0.contains("esc quit") }
      #expect(top != nil && bottom.map { $0 - top! + 1 } == rows, "\(shell.name): not \(rows) rows:\n\(list)")
      if shell.name != "bash", let top {
        #expect(top > 0 && lines[top - 1].contains("echo here"), "\(shell.name): the prompt is gone:\n\(list)")
      }
      tmux.press("Enter")
      let inserted = await tmux.waitForScreen { $0.contains("echo here 37.56600,126.97840") }
      #expect(inserted.contains("echo here 37.56600,126.97840"), "\(shell.name):\n\(inserted)")
    }

    @Test(arguments: shells)
    func altGInsertsTheChosenPlaceAtTheCursor(shell: Shell) async throws {
      let tmux = try await session(shell)
      await insertSeoul(tmux, in: shell)
      tmux.press("Enter")
      let ran = await tmux.waitForScreen { $0.components(separatedBy: "\n").contains("here 37.56600,126.97840") }
      #expect(ran.components(separatedBy: "\n").contains("here 37.56600,126.97840"), "\(ran)")
    }

    /// Set up by a path (through a symlink in a folder with a space and a quote), not
    /// from PATH: the binding calls that path, as given; under both terminal types.
    @Test(arguments: shells, ["screen-256color", "xterm-256color"])
    func aBindingSetUpByPathCallsThatPath(shell: Shell, term: String) async throws {
      let binary = try #require(CLI.binary)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("my tools' \(UUID().uuidString.prefix(8))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let link = folder.appendingPathComponent("placesearch")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
      let path = "'" + link.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
      let setup = shell.name == "fish" ? "\(path) shell-init fish | source" : #"eval "$("# + path + " shell-init \(shell.name))\""
      await insertSeoul(try await session(shell, environment: ["TERM": term], setup: setup), in: shell)
    }

    /// PLACESEARCH_HEIGHT sets the rows; Ctrl-Z does nothing inside the binding (a
    /// search stopped there could not be resumed).
    @Test(arguments: shells)
    func placesearchHeightSetsTheRowsAndControlZIsIgnored(shell: Shell) async throws {
      let tmux = try await session(shell, environment: ["PLACESEARCH_HEIGHT": "8"])
      await openList(tmux, after: "echo here ")
      tmux.press("C-z")
      tmux.press("Down")
      // Down is read after Ctrl-Z: once it moved the selection, Ctrl-Z was read too.
      let moved = await tmux.waitForScreen { $0.contains("▸ Incheon ") || $0.contains("2 of ") }
      #expect(!moved.contains("Stopped") && moved.contains(TmuxSession.prompt), "\(shell.name):\n\(moved)")
      tmux.press("Up")
      await tmux.waitForScreen { $0.contains("▸ Seoul ") }
      tmux.press("Escape")
      await tmux.waitForScreen { !$0.contains(TmuxSession.prompt) }
      await insertSeoul(tmux, in: shell, rows: 8)
    }

    /// The height setting is the binding's when PLACESEARCH_HEIGHT is not set: `full`
    /// takes the whole screen.
    @Test func theHeightSettingFullTakesTheWholeScreen() async throws {
      let bash = try #require(Self.shells.first { $0.name == "bash" })
      let config = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: config) }
      let set = try await CLI.run(["config", "set", "height", "full"], environment: ["XDG_CONFIG_HOME": config.path])
      #expect(set.status == 0, "\(set.stderr)")
      let tmux = try await session(bash, environment: ["XDG_CONFIG_HOME": config.path])
      let list = await openList(tmux, after: "echo here ")
      #expect(tmux.paneFormat("#{alternate_on}") == "1", "\(list)")
      tmux.press("Enter")
      let inserted = await tmux.waitForScreen { $0.contains("echo here 37.56600,126.97840") }
      #expect(inserted.contains("echo here 37.56600,126.97840"), "\(inserted)")
    }

    @Test(arguments: shells)
    func escapeInsertsNothing(shell: Shell) async throws {
      let tmux = try await session(shell)
      await openList(tmux, after: "echo kept")
      tmux.press("Escape")
      let back = await tmux.waitForScreen { $0.contains("echo kept") && !$0.contains("▸ Seoul ") }
      #expect(back.contains("echo kept"), "\(back)")
      // The line is as it was: run, it prints exactly what was typed.
      tmux.press("Enter")
      let ran = await tmux.waitForScreen { $0.components(separatedBy: "\n").contains("kept") }
      #expect(ran.components(separatedBy: "\n").contains("kept"), "\(ran)")
    }

    @Test(arguments: shells)
    func aFormatWithSpacesIsInsertedAsOneWord(shell: Shell) async throws {
      let tmux = try await session(shell, environment: ["PLACESEARCH_SHELL_FORMAT": "text"])
      await openList(tmux, after: "printf '[%s]\\n' ")
      tmux.press("Enter")
      // The second Enter waits for the line: typed while the list is still up, the list
      // would read it (as fzf does).
      await tmux.waitForScreen { $0.contains("South Korea") && !$0.contains("▸ Seoul ") }
      tmux.press("Enter")
      // One argument: one bracketed line, the tab inside it.
      let ran = await tmux.waitForScreen { $0.contains("[Seoul, South Korea") }
      let line = ran.components(separatedBy: "\n").first { $0.hasPrefix("[Seoul") } ?? ""
      #expect(line.hasPrefix("[Seoul, South Korea") && line.hasSuffix("37.56600,126.97840]"), "\(ran)")
    }
  }
}

struct ShellInitCommandTests {
  @Test func theBindingCallsThePathItWasRunAs() {
    #expect(ShellInitCommand.program(invokedAs: "placesearch", currentDirectory: "/home/me") == "placesearch")
    #expect(ShellInitCommand.program(invokedAs: "/opt/bin/placesearch", currentDirectory: "/home/me") == "/opt/bin/placesearch")
    #expect(ShellInitCommand.program(invokedAs: "./bin/placesearch", currentDirectory: "/home/me") == "/home/me/bin/placesearch")
    let bash = ShellInitCommand.snippet(for: .bash, program: "/opt/my tools/it's/placesearch")
    #expect(bash.contains(#"$(command '/opt/my tools/it'\''s/placesearch' --height"#), "\(bash)")
    #expect(bash.contains(#"$(command '/opt/my tools/it'\''s/placesearch' config get height 2>/dev/null || echo 40%)"#), "\(bash)")
    let fish = ShellInitCommand.snippet(for: .fish, program: #"/opt/a\b's/placesearch"#)
    #expect(fish.contains(#"(command '/opt/a\\b\'s/placesearch' --height"#), "\(fish)")
    #expect(ShellInitCommand.snippet(for: .zsh, program: "placesearch").contains("$(command placesearch --height"))
  }


  @Test func anUnknownShellIsOneSentence() async throws {
    let result = try await CLI.run(["shell-init", "tcsh"])
    #expect(result.status == 2)
    #expect(result.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("bash, zsh, fish"), "\(result.stderr)")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func eachSnippetBindsAltG(shell: String) async throws {
    let result = try await CLI.run(["shell-init", shell])
    #expect(result.status == 0)
    #expect(result.stdout.contains("__placesearch_insert"))
    #expect(result.stdout.contains(#"\eg"#) || result.stdout.contains("^[g"))
  }
}
