import Foundation
import PlaceKit

/// Owns navigation: which list controller feeds the list (`mode`, see `SearchMode`),
/// the query, and how the search ends. Its state changes only in `update(_:)`, one event
/// at a time; a frame is a function of that state (`render()`). Each controller owns its
/// list (rows, cursor, key hints, Tab text) and reports to the coordinator through its
/// delegate protocol; what a list shows is asked of the controller feeding it (through
/// the mode), and the mode changes only on typing, going back, a choice and an opened
/// place.
@MainActor
public final class SearchCoordinator {
  /// How a search ended. `key` is the name of the expected key (`--expect`) that chose,
  /// as the script gave it; nil when Enter (or a double click) did.
  public enum Outcome: Sendable, Equatable {
    /// The user chose this place (exit status 0).
    case chosen(Place, key: String? = nil)
    /// Enter with nothing to choose: no place matched (exit status 1).
    case nothingMatched(key: String? = nil)
    /// Cancelled: the `back` action where there is no step back, or `abort` (Esc, Ctrl-C,
    /// Ctrl-G as standard; exit status 130).
    case cancelled
  }

  /// Set once the search is over.
  public private(set) var outcome: Outcome?
  /// The query being typed.
  public private(set) var editor: QueryEditor
  /// Which list is shown, with its controller (set here and by the controllers'
  /// delegate methods, in their own file).
  public internal(set) var mode: SearchMode
  /// The controller feeding the list now.
  public var active: ListController { mode.list }
  /// Where the session's events come from; the controllers' answers arrive here.
  public let events: EventQueue
  /// The layout of the terminal's current size (from the last `.resize`).
  public private(set) var layout = ScreenLayout(rows: 24, columns: 80)

  /// Whether the user wants the preview (Ctrl-/ toggles it); the layout shows it where
  /// the terminal is wide enough.
  public private(set) var wantsPreview: Bool
  /// The time the preview's clock shows (from the last `.tick`).
  private var now = Date()

  private let recommendations: RecommendationController
  private let completions: CompletionController
  // Internal, not private, for the controllers' delegate methods (their own file).
  let makeDetails: (Completion) -> DetailResultsController
  private let preview: PreviewController?
  private let actions: ActionController?
  private let options: SearchOptions
  /// What the header calls the location: with "(default)" when nothing says where the
  /// user is.
  private let headerLabel: String
  /// Which source answered last (with a server), read at every frame.
  private let answerSource: @Sendable () -> AnswerSource?
  private let strings: UIStrings
  /// Said in the status line until the next key: the query was cut.
  private var notice: String?
  /// Keys for the list typed while it loads, applied when it arrives.
  private var typeahead: ListTypeahead
  /// What each key does: the table given, the expected keys choosing.
  private let keys: KeyMap

  /// A coordinator over the three controllers, which answer through `events`;
  /// `makeDetails` builds the detail controller for a chosen completion (the composition
  /// root supplies its searcher). `preview` feeds the preview pane; `actions` copies and
  /// opens the highlighted place (`copy`, `open`); `answerSource` says which source
  /// answered last, for the header (nil: no indicator). `options` says the rest: the
  /// location's label, the start query, the language, the keys.
  public init(
    recommendations: RecommendationController, completions: CompletionController,
    makeDetails: @escaping (Completion) -> DetailResultsController, events: EventQueue,
    preview: PreviewController? = nil, actions: ActionController? = nil,
    answerSource: @escaping @Sendable () -> AnswerSource? = { nil }, options: SearchOptions
  ) {
    self.options = options
    keys = options.keys.choosing(options.expected)
    typeahead = ListTypeahead(keys: keys)
    self.preview = preview
    self.actions = actions
    wantsPreview = options.wantsPreview
    self.answerSource = answerSource
    self.recommendations = recommendations
    self.completions = completions
    self.makeDetails = makeDetails
    self.events = events
    strings = UIStrings(options.language)
    headerLabel = options.locationIsDefault ? strings.byDefault(options.locationLabel) : options.locationLabel
    editor = QueryEditor()
    if !editor.insert(options.initialQuery) { notice = strings.queryCut(at: QueryEditor.maxLength) }
    mode = .recommendations(recommendations)
    recommendations.delegate = self
    completions.delegate = self
  }

  /// Starts loading: recommendations, and completions when there is a start query.
  public func start() {
    recommendations.load()
    if !editor.text.isEmpty { queryChanged() }
  }

  /// Applies one event: the only way the coordinator's state changes.
  public func update(_ event: SessionEvent) {
    guard outcome == nil else { return }
    switch event {
    case .key(let key): for key in keys.separating(key) where outcome == nil { handle(key) }
    case .resize(let rows, let columns): layout = ScreenLayout(rows: rows, columns: columns, preview: wantsPreview)
    case .answer(let answer): receive(answer)
    case .tick(let time): now = time
    case .acted(let outcome): notice = strings.outcome(outcome)
    case .terminalInput: break
    }
    if !active.isLoading && !typeahead.isEmpty {
      // The list the keys waited for is in: they act on it as its first frame shows it.
      active.cursor.keepVisible(in: active.rows, height: layout.listHeight)
      for key in typeahead.take() where outcome == nil { handle(key) }
    }
    active.cursor.keepVisible(in: active.rows, height: layout.listHeight)
    preview?.show(layout.showsPreview ? active.selectedSubject : nil)
  }

  /// The frame for the current state and layout: a pure function of both.
  public func render() -> ScreenBuffer {
    ScreenRenderer.render(screenState, layout: layout)
  }

  /// The state a frame shows.
  public var screenState: ScreenState {
    let rowsShown = active.rows
    let message = StatusMessage.text(
      notice: notice, list: active, rows: rowsShown, waiting: mode.isOpening || typeahead.holdsEnter,
      queryIsEmpty: editor.text.isEmpty, strings: strings)
    return ScreenState(
      query: editor, locationLabel: headerLabel, source: answerSource(), rows: rowsShown, hasMore: active.hasMore,
      selection: rowsShown.isEmpty ? nil : active.cursor.selection, scrollTop: active.cursor.scrollTop,
      mode: active.selectedMode,
      hints: hints, keys: keys, message: message,
      note: options.missingKindsHint && message == strings.noMatches ? strings.missingKindsNote : nil, strings: strings,
      preview: layout.showsPreview
        ? preview?.pane(
          here: options.here, hereLabel: options.locationLabel, units: options.units, strings: strings, now: now,
          outlines: options.outlines)
        : nil)
  }

  /// The keys that act here: the active list's own, then copy and open on a row of one
  /// place, and the preview where the terminal is wide enough for it; none whose action
  /// has no key (unbound, or a key a script expects, which chooses instead).
  private var hints: [KeyHint] {
    let all =
      active.keyHints + (actions != nil && highlightsOnePlace ? [.copy, .open] : [])
      + (preview != nil && layout.columns >= ScreenLayout.previewMinimumColumns ? [.preview] : [])
    return all.filter { $0.keyLabel(in: keys) != nil }
  }

  /// Whether the highlighted row is one place: what `copy` and `open` act on.
  private var highlightsOnePlace: Bool {
    guard case .place = active.selectedSubject else { return false }
    return true
  }

  /// Applies one key. While the terminal is too small for the list, only the keys that
  /// cancel act (`back` and `abort`: Esc, Ctrl-C and Ctrl-G as standard): nothing the
  /// user cannot see may change. A key for the list typed while it loads waits for it
  /// (`ListTypeahead`); once Enter waits (held, or a place being opened), only the keys
  /// that cancel act, and they drop whatever is held. A click on a list still loading is
  /// dropped: it points at rows about to change. An expected key is Enter with a name,
  /// whatever it does otherwise.
  private func handle(_ key: KeyEvent) {
    notice = nil
    let cancels = typeahead.cancels(key)
    if cancels { _ = typeahead.take() }
    if !layout.fits && !cancels { return }
    if (typeahead.holdsEnter || mode.isOpening) && !cancels { return }
    if (active.isLoading || !typeahead.isEmpty) && typeahead.actsOnList(key) {
      typeahead.hold(key)
      return
    }
    if active.isLoading, case .click = key { return }
    if let name = options.expected.name(of: key) {
      choose(key: name)
      return
    }
    if let action = keys.action(for: key) {
      perform(action)
      return
    }
    switch key {
    case .text(let text): insert(text)
    case .scroll(let lines): active.cursor.move(overPlaces: lines, in: active.rows)
    case .click(let row, let column, let double): click(row: row, column: column, double: double)
    default: break
    }
  }

  /// Does what `action` does.
  private func perform(_ action: KeyAction) {
    switch action {
    case .backwardDeleteChar: edit { $0.backspace() }
    case .deleteChar: edit { $0.deleteForward() }
    case .clearQuery: edit { $0.clear() }
    case .unixWordRubout: edit { $0.deleteWord() }
    case .backwardKillWord: edit { $0.deleteWordBackward() }
    case .killWord: edit { $0.deleteWordForward() }
    case .backwardWord: editor.moveWordLeft()
    case .forwardWord: editor.moveWordRight()
    case .backwardChar: editor.move(by: -1)
    case .forwardChar: editor.move(by: 1)
    case .beginningOfLine: editor.moveToStart()
    case .endOfLine: editor.moveToEnd()
    case .up: active.cursor.move(by: -1, in: active.rows)
    case .down: active.cursor.move(by: 1, in: active.rows)
    case .pageUp: active.cursor.move(by: -max(1, layout.listHeight - 1), in: active.rows)
    case .pageDown: active.cursor.move(by: max(1, layout.listHeight - 1), in: active.rows)
    case .fill: if let text = active.selectedFillText { edit { $0.replace(with: text) } }
    case .accept: choose(key: nil)
    case .back: back()
    case .abort: finish(.cancelled)
    case .copy: act(.copy)
    case .open: act(.open)
    case .togglePreview: togglePreview()
    }
  }

  /// Ctrl-/: shows or hides the preview for this session (never a setting); where the
  /// terminal is too narrow for it, nothing changes and the status line says why.
  private func togglePreview() {
    guard preview != nil else { return }
    guard layout.columns >= ScreenLayout.previewMinimumColumns else {
      notice = strings.previewNeedsColumns(ScreenLayout.previewMinimumColumns)
      return
    }
    wantsPreview.toggle()
    layout = ScreenLayout(rows: layout.rows, columns: layout.columns, preview: wantsPreview)
  }

  /// Copies or opens the highlighted row's place (a group's row says it needs one).
  private func act(_ action: PlaceAction) {
    guard let actions, let subject = active.selectedSubject else { return }
    actions.perform(action, on: subject)
  }

  /// Hands an answer to the controller that asked.
  private func receive(_ answer: Answer) {
    if let preview, preview.receive(answer) { return }
    if let actions, actions.receive(answer) { return }
    let controllers: [ListController?] = [recommendations, completions, mode.places]
    _ = controllers.contains { $0?.receive(answer) == true }
  }

  // MARK: - Navigation

  /// Typed or pasted text; a query cut at its longest says so.
  private func insert(_ text: String) {
    var complete = true
    edit { complete = $0.insert(text) }
    if !complete { notice = strings.queryCut(at: QueryEditor.maxLength) }
  }

  private func edit(_ change: (inout QueryEditor) -> Void) {
    let before = editor.text
    change(&editor)
    if editor.text != before { queryChanged() }
  }

  /// Typing (even inside detail results) goes to completions; an empty query goes back
  /// to recommendations.
  private func queryChanged() {
    _ = typeahead.take()  // moves meant for the list of the query before
    mode.places?.cancel()
    if editor.text.trimmingCharacters(in: .whitespaces).isEmpty {
      completions.cancel()
      recommendations.cursor = ListCursor()
      mode = .recommendations(recommendations)
    } else {
      mode = .completions(completions)
      completions.update(query: editor.text)
    }
  }

  /// A click selects the row under it; a double click chooses it too.
  private func click(row: Int, column: Int, double: Bool) {
    guard let index = layout.listIndex(row: row, column: column, scrollTop: active.cursor.scrollTop),
      active.cursor.select(index, in: active.rows)
    else { return }
    if double { choose(key: nil) }
  }

  /// Enter, or the expected key named `key`: the active list chooses its selected row
  /// and tells its delegate what was chosen.
  private func choose(key: String?) {
    guard !active.rows.isEmpty, let selection = active.cursor.selection else {
      // Nothing to choose (no row, or only rows leaving words out and the user moved to
      // none): a finished search that matched nothing ends like fzf's.
      if !active.isLoading && !editor.text.isEmpty { finish(.nothingMatched(key: key)) }
      return
    }
    active.choose(at: selection, key: key)
  }

  /// Esc: from a group's places, or a place being opened, back to the completions (their
  /// selection as it was); from the completions or the first screen, the end.
  private func back() {
    if let places = mode.places {
      places.cancel()
      mode = .completions(completions)
    } else {
      finish(.cancelled)
    }
  }

  func finish(_ result: Outcome) {
    outcome = result
  }
}
