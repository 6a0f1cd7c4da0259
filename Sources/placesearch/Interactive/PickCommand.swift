import ArgumentParser
import Foundation
import PlaceKit
import PlaceSettings
import PlaceSearchUI

/// `placesearch` (or `placesearch pick`): the interactive search, fzf-style.
struct PickCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Search interactively and print the chosen place (the default command).",
    discussion: """
      Opens on places near you; type to complete; Enter chooses (a row that stands for several places opens them). The UI draws on /dev/tty, the result goes to stdout.

      \(PickCommand.keysHelp)

      copy puts the place on the clipboard (OSC 52) in the --format chosen (lat,lon for text); open uses xdg-open, else $BROWSER.

      Exit status: 0 chosen, 1 nothing matched, 2 error, 130 cancelled (Esc, Ctrl-C).

      The chosen place is added to the recent places (`placesearch recent`) unless --no-history is given or PLACESEARCH_NO_HISTORY is set.
      """
  )

  @OptionGroup var options: CommonOptions

  @Option(name: .long, help: "Start with this query.")
  var query: String = ""

  @Flag(name: .customLong("select-1"), help: "If the start query has exactly one match, print it without opening the UI.")
  var selectOne = false

  // ArgumentParser lists the accepted values after the help text.
  @Option(name: .long, help: "How to print the chosen place (default: the format setting, else text).")
  var format: OutputFormat?

  @Flag(name: .customLong("no-history"), help: "Do not add the chosen place to the recent places.")
  var noHistory = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Draw in this many rows below the cursor (N, or N% of the terminal; at least \(SearchHeight.minimumRows)) instead of the whole screen, leaving the screen above as it was; full (the default): the whole screen.",
      valueName: "height"),
    transform: { text throws(InvalidHeight) in
      guard let height = SearchHeight(text) else { throw InvalidHeight() }
      return height
    })
  var height: SearchHeight = .full

  @Flag(
    name: .customLong("no-suspend"),
    help: "Ctrl-Z does not suspend the search (the shell bindings use it: a search stopped inside a key binding cannot be resumed); --expect ctrl-z may then name it.")
  var noSuspend = false

  @Flag(name: .customLong("no-mouse"), help: "Do not capture the mouse.")
  var noMouse = false

  @Flag(name: .customLong("no-color"), help: "No colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(
    name: .customLong("print-query"),
    help: "Print the query as the first line, also when nothing matched (exit status 1); nothing when cancelled.")
  var printQuery = false

  // A comma-separated list per occurrence; occurrences add up, as fzf's do.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Keys that choose as Enter does instead of what they do otherwise, comma-separated (ctrl-o,alt-enter); the line before the place names the key that chose, empty for Enter.",
      valueName: "keys"),
    completion: .list(KeyName.completions),
    transform: { try ExpectedKeys(parsing: $0) })
  var expect: [ExpectedKeys] = []

  // A comma-separated list per occurrence; occurrences add up, as fzf's do.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Give keys other actions, comma-separated KEY:ACTION pairs with fzf's names (ctrl-y:accept,ctrl-c:ignore); after the bind setting, a later pair winning. Actions: \(KeyBindings.actionNames.joined(separator: ", ")).",
      valueName: "bindings"),
    completion: .custom(KeyBindings.completions),
    transform: { try KeyBindings(parsing: $0) })
  var bind: [KeyBindings] = []

  @Flag(
    inversion: .prefixedNo,
    help: "Show the preview of the highlighted place beside the list from 120 columns on (default: the preview setting, else on; Ctrl-/ toggles it).")
  var preview: Bool?

  func validate() throws {
    if options.json, let format, format != .json {
      throw ValidationError("Give either --json or --format \(format.rawValue), not both.")
    }
    if !noSuspend, expect.contains(where: { $0.name(of: ExpectedKeys.suspendKey) != nil }) {
      throw ValidationError("--expect ctrl-z needs --no-suspend: Ctrl-Z suspends the search otherwise.")
    }
    if !noSuspend, bind.contains(where: { $0.binds(ExpectedKeys.suspendKey) }) {
      throw ValidationError("--bind ctrl-z needs --no-suspend: Ctrl-Z suspends the search otherwise.")
    }
  }

  func run() async throws {
    // Before anything slow: keys typed from now on wait, as typed, for the UI.
    let typeahead = TypeaheadHold()
    defer { typeahead?.release() }
    let root = try CompositionRoot(options: options, history: true)
    let here = try await root.currentLocation(options)
    let format = try options.json ? .json : self.format ?? root.settings.value(Preferences.Output.format)
    let recording = !noHistory && !Self.historyDisabled()
    let expected = expect.reduce(ExpectedKeys()) { $0.merging($1) }
    var nothingMatches = false
    if selectOne, !query.isEmpty {
      switch try await Self.startMatch(query, near: here.location, in: root.source) {
      case .one(let place):
        var editor = QueryEditor()
        _ = editor.insert(query)  // the query as the search would hold it: one line
        try StandardStream.output(header(query: editor.text, key: nil) + format.line(for: place) + "\n")
        if recording { remember(place, in: root) }
        return
      case .none:
        nothingMatches = true
      case .several:
        break
      }
    }
    // Read only when the UI opens: --select-1's answer needs no keys.
    let bound = try root.settings.value(Preferences.Keys.bind).map { [$0] } ?? []
    var keys = (bound + bind).reduce(KeyMap.standard) { $0.applying($1) }
    // Where Ctrl-Z suspends, the setting's binding of it never acts: no hint names it.
    if !noSuspend { keys = keys.binding(ExpectedKeys.suspendKey, to: nil) }
    let environment = ProcessInfo.processInfo.environment
    let color = !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    let wantsPreview = try preview ?? (root.settings.value(Preferences.Display.preview) == .on)
    let (outcome, finalQuery) = try await root.diagnostics.holdingWarnings {
      try await PickCommand.pick(
        root: root, here: here, query: query, screen: Screen(height: height, mouse: !noMouse, color: color, suspends: !noSuspend),
        preview: wantsPreview, format: format, expected: expected, keys: keys, nothingMatches: nothingMatches)
    }
    // The search ran: now, and never before an error that ends it, say why it is near Seoul.
    if here.origin == .fallback { DefaultLocationNotice().sayOnce(to: root.diagnostics) }
    switch outcome {
    case .chosen(let place, let key):
      try StandardStream.output(header(query: finalQuery, key: key) + format.line(for: place) + "\n")
      if recording { remember(place, in: root) }
    case .nothingMatched(let key):
      try StandardStream.output(header(query: finalQuery, key: key))
      throw ExitCode(1)
    case .cancelled:
      throw ExitCode(130)
    }
  }

  /// Records `place` as chosen (`RecentPlacesService`); a failure to write costs a
  /// warning, not the result.
  private func remember(_ place: Place, in root: CompositionRoot) {
    do {
      try root.recent.record(place)
    } catch {
      root.diagnostics.warn("the place was not added to the recent places: \(error)")
    }
  }

  /// Whether `PLACESEARCH_NO_HISTORY` turns recording off (any value but empty or "0").
  static func historyDisabled(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    let value = environment["PLACESEARCH_NO_HISTORY"] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// The lines fzf prints before the chosen place: the query with `--print-query`, then
  /// with `--expect` the name of the key that chose (`key`), empty for Enter.
  private func header(query: String, key: String?) -> String {
    (printQuery ? query + "\n" : "") + (expect.isEmpty ? "" : (key ?? "") + "\n")
  }

  /// How the UI takes the terminal, from the command-line flags.
  struct Screen {
    var height: SearchHeight
    var mouse: Bool
    var color: Bool
    /// Whether Ctrl-Z stops the search (not with `--no-suspend`).
    var suspends: Bool

    /// The terminal adapter: curses on the whole screen, or inline mode's own below the
    /// cursor.
    @MainActor
    func open() throws(TerminalFailure) -> any Terminal & TTYWriting {
      guard height != .full else { return try CursesTerminal(mouse: mouse, color: color) }
      return try InlineTerminal(height: height, mouse: mouse, color: color)
    }
  }

  /// Runs the UI and returns how it ended with the query as it then stood; the terminal
  /// is restored before this returns or throws. When the UI cannot open and
  /// `nothingMatches` (`--select-1` found nothing), the answer is already known: nothing
  /// matched (exit status 1), as a script asking for one match expects.
  @MainActor
  private static func pick(
    root: CompositionRoot, here: LocationResolver.Resolved, query: String, screen: Screen, preview: Bool,
    format: OutputFormat, expected: ExpectedKeys, keys: KeyMap, nothingMatches: Bool
  ) async throws -> (outcome: SearchCoordinator.Outcome, query: String) {
    let actions = TerminalPlaceActions(format: format)
    // The header shows which source answers: no warning over the screen.
    root.diagnostics.leaveFallbackToTheHeader()
    let coordinator = try root.makeCoordinator(
      near: here, query: query, preview: preview, performer: actions, expected: expected, keys: keys)
    let signals = SignalWatcher()
    let terminal: any Terminal & TTYWriting
    do {
      terminal = try screen.open()
    } catch {
      if nothingMatches { return (.nothingMatched(key: nil), coordinator.editor.text) }
      StandardStream.message("\(error)")
      throw ExitCode(2)
    }
    actions.terminal = terminal
    let session = InteractiveSession(terminal: terminal, coordinator: coordinator, suspends: screen.suspends) {
      signals.received
    }
    let outcome = await session.run()
    terminal.close()
    if let number = signals.received {
      // Killed (SIGTERM, SIGHUP, …): terminal restored, then the shell's usual 128 + n.
      throw ExitCode(128 + number)
    }
    return (outcome ?? .cancelled, coordinator.editor.text)
  }
}

extension PickCommand {
  /// The help's table of keys, from the standard `KeyMap`: each action with its keys, in
  /// fzf's names, as `--bind` takes them.
  static var keysHelp: String {
    let rows = KeyAction.allCases.compactMap { action -> String? in
      let keys = KeyMap.standard.keys(for: action).compactMap(KeyName.name(of:))
      return keys.isEmpty ? nil : "  \(action.rawValue) (\(keys.joined(separator: ", "))): \(action.summary)"
    }
    return (["Keys, by action (--bind KEY:ACTION and the bind setting change them):"] + rows).joined(separator: "\n")
  }
}

/// Why a `--height` value was refused; ArgumentParser puts it after the value.
struct InvalidHeight: Error, CustomStringConvertible {
  var description: String { "accepted values: \(SearchHeight.acceptedValues)" }
}
