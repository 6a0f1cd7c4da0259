/// A real terminal for end-to-end tests of the interactive UI: a detached tmux session
/// on a private server socket, driven with `send-keys` and read with `capture-pane`.
import EngineTestSupport
import CTTYRestore
import Foundation
import PlaceKitFakes
import Testing

final class TmuxSession {
  private let socket = "placesearch-tests-\(UUID().uuidString.prefix(8))"
  let folder: URL

  /// Starts a 100×30 session running `shell` (a plain bash) in a fresh folder, with a
  /// bare environment plus `environment`.
  init(
    columns: Int = 100, rows: Int = 30, shell: String = "bash --norc --noprofile", environment: [String: String] = [:]
  ) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var variables = [
      "HOME": folder.path, "PATH": "/usr/bin:/bin", "TERM": "screen-256color", "LANG": "C.UTF-8", "PS1": "$ ",
    ]
    variables.merge(environment) { $1 }
    let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main", "env -i \(assignments) \(shell)"])
  }

  deinit {
    // The shell (and the command) end after kill-server returns, bash writing its history
    // into the folder as it does: the folder goes once they have ended. tmux leaves its
    // socket behind.
    let running = commandPIDs() + [Int32(paneFormat("#{pane_pid}"))].compactMap { $0 }
    _ = try? tmux(["kill-server"])
    TmuxSession.waitUntilEnded(running)
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.removeItem(at: socketFile)
  }

  /// The server's socket, where tmux puts it for `-L`.
  private var socketFile: URL {
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return URL(fileURLWithPath: directory).appendingPathComponent("tmux-\(getuid())/\(socket)")
  }

  /// Waits until every process of `pids` has ended (gone, or a zombie), for 5 seconds at
  /// most.
  private static func waitUntilEnded(_ pids: [pid_t]) {
    func isRunning(_ pid: pid_t) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After "pid (name)": the state.
      return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
    let deadline = Date().addingTimeInterval(5)
    while pids.contains(where: isRunning) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
  }

  /// The prompt as the sessions show it: they run under LANG=C.UTF-8, in English.
  static let prompt = "search>"
  /// The prompt under a Korean display language (`--lang ko`, LANG=ko_KR.UTF-8).
  static let koreanPrompt = "검색>"

  /// A session running `placesearch ARGUMENTS` on the embedded data, once its first
  /// screen (the recommendations near Seoul) is up.
  static func onRecommendations(_ arguments: [String] = [], environment: [String: String] = [:])
    async throws -> TmuxSession
  {
    await TestIndex.ready()
    let tmux = try TmuxSession()
    try tmux.launch(arguments, environment: environment)
    let first = await tmux.waitForScreen { $0.contains("▸ Seoul ") }
    // Keys sent before the list is up would act on nothing (or before curses reads them).
    guard first.contains("▸ Seoul ") else { throw NotUp(screen: first) }
    return tmux
  }

  /// The command never showed its first screen.
  struct NotUp: Error, CustomStringConvertible {
    let screen: String
    var description: String { "the recommendations never came up:\n\(screen)" }
  }

  /// How long a wait lasts before it gives up, in seconds of an uninstrumented build
  /// (stretched under ThreadSanitizer): a passing test never waits this long, since a
  /// wait ends as soon as its condition holds.
  static let patience: Double = TestBudget.seconds

  /// How long a wait for the screen goes on once the command has exited, in seconds of
  /// an uninstrumented build: the shell's redraw after it, not a screen that can still
  /// come. A test whose command died fails within this, not after `patience`.
  static let exitGrace: Double = 2

  /// The list rows of a screen: everything below the query line and the rule.
  static func listRows(_ screen: String) -> [String] {
    Array(screen.components(separatedBy: "\n").dropFirst(2))
  }

  /// Where the command's stdout goes, and the file its exit status is written to.
  var outputFile: URL { folder.appendingPathComponent("out.txt") }
  var statusFile: URL { folder.appendingPathComponent("status.txt") }

  /// Waits until the program on the pane's terminal has read every key sent to it (none
  /// waits in the terminal's input queue): a sentinel for "the keys were taken while the
  /// screen was as it is now". Gives up after `patience`.
  func waitForKeysRead() async {
    let fd = openPaneTTY()
    guard fd >= 0 else { return }
    defer { close(fd) }
    let deadline = Date().addingTimeInterval(TmuxSession.patience * TestBudget.slowdown)
    while ps_pending_input(fd) > 0 && Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
  }

  /// The pane's tty, read-only (for its mode and its input queue); -1 when it cannot be
  /// opened.
  private func openPaneTTY() -> Int32 {
    let path = (try? tmux(["display-message", "-p", "-t", "main", "#{pane_tty}"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
  }

  /// Waits until the launched command runs and the tty no longer echoes: the command
  /// holds typeahead (or curses has the terminal). The shell echoes nothing at its own
  /// prompt either, so the command's process must be there first; between the shell
  /// giving the line up and the command taking the tty, echo is on. False after
  /// `patience` (stretched) or once the command has exited.
  func waitForTypeaheadHeld() async -> Bool {
    let fd = openPaneTTY()
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let deadline = Date().addingTimeInterval(TmuxSession.patience * TestBudget.slowdown)
    while Date() < deadline && !hasExited {
      var mode = termios()
      if !commandPIDs().isEmpty, tcgetattr(fd, &mode) == 0, mode.c_lflag & tcflag_t(ECHO) == 0 { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return false
  }

  /// The shell's `stty -a` once the command has ended: whether it left the terminal's
  /// mode as it found it (bash keeps the mode a command leaves after a clean exit).
  func shellTTYModes() async -> String {
    let file = folder.appendingPathComponent("stty.txt")
    type("stty -a > '\(file.path)'")
    press("Enter")
    let deadline = Date().addingTimeInterval(TmuxSession.patience * TestBudget.slowdown)
    while Date() < deadline {
      if let text = try? String(contentsOf: file, encoding: .utf8), text.contains("echo") { return text }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return ""
  }

  /// A tmux format of the pane, such as `#{keypad_cursor_flag}` (the terminal modes the
  /// program set), as tmux prints it.
  func paneFormat(_ format: String) -> String {
    ((try? tmux(["display-message", "-p", "-t", "main", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the command `launch` started has exited (its status is written).
  var hasExited: Bool { FileManager.default.fileExists(atPath: statusFile.path) }

  /// Runs `placesearch ARGUMENTS` in the shell: stdout to `outputFile`, status to
  /// `statusFile`; `before` is a shell command run first on the same line.
  func launch(_ arguments: [String], environment: [String: String] = [:], before: String = "") throws {
    let binary = try #require(CLI.binary).path
    // A status left by an earlier command is not this one's exit.
    try? FileManager.default.removeItem(at: statusFile)
    var variables = ["PLACESEARCH_CACHE_DIR": CLI.sharedCache.path, "TZ": "Asia/Seoul"]
    variables.merge(environment) { $1 }
    let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    type(before + "\(assignments) '\(binary)' \(quoted) > '\(outputFile.path)'; echo $? > '\(statusFile.path)'")
    press("Enter")
  }

  /// Copies everything the pane's programs write to the terminal from now on into
  /// `file` (tmux `pipe-pane`), escape sequences included.
  func recordOutput(to file: URL) throws {
    try tmux(["pipe-pane", "-t", "main", "-O", "cat > '\(file.path)'"])
  }

  /// What the pane's programs have written to `file` (see `recordOutput`) once it
  /// satisfies `condition`: tmux copies the output on its own time. Read as it is when
  /// the wait (`patience`, stretched under ThreadSanitizer) is over.
  func recorded(in file: URL, until condition: (String) -> Bool) async -> String {
    let deadline = Date().addingTimeInterval(TmuxSession.patience * TestBudget.slowdown)
    while true {
      let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if condition(output) || Date() >= deadline { return output }
      try? await Task.sleep(for: .milliseconds(100))
    }
  }

  /// Types text literally (UTF-8 as is).
  func type(_ text: String) {
    _ = try? tmux(["send-keys", "-t", "main", "-l", text])
  }

  /// Sends raw bytes, such as a byte that is not UTF-8.
  func send(bytes: [UInt8]) {
    _ = try? tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Pastes text as a terminal does (tmux `paste-buffer -p`): between ESC[200~ and
  /// ESC[201~ when the program asked for bracketed paste, bare otherwise; newlines
  /// arrive as CR, as a terminal sends them.
  func paste(_ text: String) {
    _ = try? tmux(["set-buffer", "-b", "test", "--", text])
    _ = try? tmux(["paste-buffer", "-p", "-d", "-b", "test", "-t", "main"])
  }

  /// Presses keys by tmux name ("Enter", "Escape", "Down", "C-c").
  func press(_ keys: String...) {
    _ = try? tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Sends mouse reports as an xterm would in its X10 encoding (`kmous=\E[M` in the
  /// screen terminfo the pane uses): a press and release of button 1 at a 0-based screen
  /// cell, twice for a double click.
  func click(row: Int, column: Int, double: Bool = false) {
    let click = mouseReport(button: 0, row: row, column: column) + mouseReport(button: 3, row: row, column: column)
    type(double ? click + click : click)
  }

  /// Sends a click of button 1 at a 0-based screen cell as an xterm does in SGR mode
  /// (`ESC[<0;x;yM`, then `m` for the release), which inline mode asks for.
  func sgrClick(row: Int, column: Int, double: Bool = false) {
    let click = "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
    type(double ? click + click : click)
  }

  /// Sends one notch of the mouse wheel at a screen cell.
  func wheel(down: Bool, row: Int, column: Int) {
    type(mouseReport(button: down ? 65 : 64, row: row, column: column))
  }

  private func mouseReport(button: Int, row: Int, column: Int) -> String {
    let bytes = [32 + button, 32 + column + 1, 32 + row + 1].map { Character(Unicode.Scalar(UInt8($0))) }
    return "\u{1B}[M" + String(bytes)
  }

  /// Changes the window size.
  func resize(columns: Int, rows: Int) {
    _ = try? tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The processes the pane's shell is running (its children), from /proc.
  func commandPIDs() -> [pid_t] {
    let text = (try? tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"])) ?? ""
    guard let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return [] }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> pid_t? in
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (name) state": the parent pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == shell ? pid : nil
    }
  }

  /// The visible screen; `joined` puts lines the terminal wrapped back together,
  /// `styled` keeps colours and attributes as escape sequences.
  func screen(joined: Bool = false, styled: Bool = false) -> String {
    (try? tmux(["capture-pane", "-p"] + (joined ? ["-J"] : []) + (styled ? ["-e"] : []) + ["-t", "main"])) ?? ""
  }

  /// The visible screen, captured on a thread of its own: a wait polls it every 100 ms,
  /// and a tmux client on a busy machine takes long enough that many tests polling at
  /// once would hold the executor's threads.
  private func polledScreen() async -> String {
    let (socket, output) = (socket, tmuxOutput)
    return await OwnThread.run { TmuxSession.runTmux(["capture-pane", "-p", "-t", "main"], socket: socket, output: output) ?? "" }
  }

  /// Waits until the screen satisfies `condition` and has settled (the same on a second
  /// capture 100 ms later: a frame that is still arriving can satisfy a condition on its
  /// top rows while the rows below are those of the frame before); returns the last
  /// screen seen, captured after the deadline when it passes. `timeout` stretches under
  /// ThreadSanitizer (`TestBudget.slowdown`). Once the launched command has exited the
  /// wait lasts `exitGrace` more at most: a dead command draws nothing new.
  @discardableResult
  func waitForScreen(timeout: Double = patience, _ condition: (String) -> Bool) async -> String {
    var deadline = Date().addingTimeInterval(timeout * TestBudget.slowdown)
    var exitNoticed = false
    var text = await polledScreen()
    while Date() < deadline {
      if !exitNoticed && hasExited {
        exitNoticed = true
        deadline = min(deadline, Date().addingTimeInterval(TmuxSession.exitGrace * TestBudget.slowdown))
      }
      if condition(text) {
        try? await Task.sleep(for: .milliseconds(100))
        let again = await polledScreen()
        if again == text { return text }
        text = again
        continue
      }
      try? await Task.sleep(for: .milliseconds(100))
      text = await polledScreen()
    }
    // A test starved of CPU past its deadline judges the screen as it is now, never one
    // captured before the wait.
    return await polledScreen()
  }

  /// Presses Esc and expects what a cancel must leave: exit status 130, nothing on
  /// stdout, and the pane back to the shell (no curses frame left on it).
  func escapeAndExpectRestored(sourceLocation: SourceLocation = #_sourceLocation) async {
    press("Escape")
    let exit = await waitForExit()
    #expect(exit.status == 130, sourceLocation: sourceLocation)
    #expect(exit.output.isEmpty, sourceLocation: sourceLocation)
    await expectRestored(sourceLocation: sourceLocation)
  }

  /// Expects the pane back to the shell, no curses frame left on it, after the command ended.
  func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) async {
    let prompts = [TmuxSession.prompt, TmuxSession.koreanPrompt]
    let after = await waitForScreen { screen in !prompts.contains { screen.contains($0) } }
    #expect(!prompts.contains { after.contains($0) }, "curses leftovers:\n\(after)", sourceLocation: sourceLocation)
  }

  /// Waits for the command to end and returns its exit status and stdout (`timeout`
  /// stretches as in `waitForScreen`).
  func waitForExit(timeout: Double = patience) async -> (status: Int?, output: String) {
    let deadline = Date().addingTimeInterval(timeout * TestBudget.slowdown)
    // Looked at once more after the deadline, for a test starved of CPU past it.
    while true {
      if let text = try? String(contentsOf: statusFile, encoding: .utf8), let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
        return (status, (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "")
      }
      guard Date() < deadline else { return (nil, "") }
      try? await Task.sleep(for: .milliseconds(100))
    }
  }

  /// Runs a tmux command through `sh` and `waitpid` (Foundation's `Process` can miss
  /// the exit of a tmux client whose server lives on); its output goes through a file.
  /// A command that types into the pane is tried again when the client could not
  /// deliver it (it could not be started, or it failed, as a client of a server busy
  /// with many sessions can): a key the test meant to press is never silently lost.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let delivers = ["send-keys", "set-buffer", "paste-buffer", "resize-window"].contains(arguments.first ?? "")
    for attempt in 1...(delivers ? 5 : 1) {
      if let output = TmuxSession.runTmux(arguments, socket: socket, output: tmuxOutput) { return output }
      guard delivers else { break }
      // Said on stderr so a CI log shows it; the retry keeps the test's meaning.
      FileHandle.standardError.write(Data("tmux \(arguments.joined(separator: " ")) failed (attempt \(attempt))\n".utf8))
      Thread.sleep(forTimeInterval: 0.1)
    }
    return ""
  }

  /// Where a tmux client's output goes (one client of a session runs at a time).
  private var tmuxOutput: URL { folder.appendingPathComponent("tmux-output") }

  /// One run of a tmux client on server `socket`, its output written to `output`: the
  /// output, or nil when it could not start or failed.
  private static func runTmux(_ arguments: [String], socket: String, output: URL) -> String? {
    let words = ["tmux", "-L", socket] + arguments
    let command = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
      .joined(separator: " ") + " > '\(output.path)' 2>/dev/null < /dev/null"
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(command), nil]
    defer { argv.forEach { free($0) } }
    // Nothing but the standard streams goes to the child: the tmux server it may start
    // lives for the whole test and would hold every descriptor it inherits (another
    // test's pipe, a binary being copied, which then cannot be run: ETXTBSY).
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    precondition(ps_spawn_close_from(&actions, 3) == 0, "posix_spawn cannot close descriptors here")
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else { return nil }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }
}
