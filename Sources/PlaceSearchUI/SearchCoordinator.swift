import Foundation
import PlaceKit

/// Owns navigation: which list controller feeds the list, the query, and how the search
/// ends. Its state changes only in `update(_:)`, one event at a time; a frame is a
/// function of that state (`render()`). Each controller owns its list (rows, cursor,
/// key hints, Tab text) and reports to it through its delegate protocol; the coordinator
/// never asks which mode it is in, it asks the active controller.
///
///     recommendations ──type──▶ completions ──⏎ group──▶ detail results
///            ◀──clear query──          ◀──────esc──────
///     ⏎ on a place, or on a completion of one place, finishes.
@MainActor
public final class SearchCoordinator {
  /// How a search ended. `key` is the name of the expected key (`--expect`) that chose,
  /// as the script gave it; nil when Enter (or a double click) did.
  public enum Outcome: Sendable, Equatable {
    /// The user chose this place (exit status 0).
    case chosen(Place, key: String? = nil)
    /// Enter with nothing to choose: no place matched (exit status 1).
    case nothingMatched(key: String? = nil)
    /// Esc, Ctrl-C or Ctrl-G (exit status 130).
    case cancelled
  }

  /// Set once the search is over.
  public private(set) var outcome: Outcome?
  /// The query being typed.
  public private(set) var editor: QueryEditor
  /// The controller feeding the list now.
  public private(set) var active: ListController
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
  private var details: DetailResultsController?
  private let preview: PreviewController?
  private let actions: ActionController?
  private let here: Location?
  private let units: DistanceUnit
  /// A completion of one place being opened: its place is asked for while the
  /// completions stay on screen, and its answer finishes the search.
  var opening: DetailResultsController?
  /// What the card calls the location distances are measured from ("Seoul").
  private let locationLabel: String
  /// What the header calls it: with "(default)" when nothing says where the user is.
  private let headerLabel: String
  /// Which source answered last (with a server), read at every frame.
  private let answerSource: @Sendable () -> AnswerSource?
  private let strings: UIStrings
  /// Said in the status line until the next key: the query was cut.
  private var notice: String?
  /// Whether an empty list says where the kinds of place the source lacks come from.
  private let missingKindsHint: Bool
  /// Keys for the list typed while it loads, applied when it arrives.
  private var typeahead: ListTypeahead
  /// Keys that choose as Enter does and end the search with their name (`--expect`).
  private let expected: ExpectedKeys
  /// What each key does: the table given, the expected keys choosing.
  private let keys: KeyMap
  /// The name of the expected key that chose last (nil: Enter): a choice that finishes
  /// later (a completion of one place being opened) ends with it.
  private(set) var choosingKey: String?

  /// A coordinator over the three controllers, which answer through `events`;
  /// `makeDetails` builds the detail controller for a chosen completion (the composition
  /// root supplies its searcher). The prompt and the status line speak `language` (see
  /// `UIStrings`); `answerSource` says which source answered last, for the header (nil:
  /// no indicator). `preview` feeds the preview pane, shown from the start when
  /// `wantsPreview`, with distances from `here` in `units`; `actions` copies and opens
  /// the highlighted place (Ctrl-Y, Ctrl-O). With `missingKindsHint`, an empty list of
  /// completions says where landmarks, stations and streets come from (the source is the
  /// embedded data). The `expected` keys choose as Enter does, instead of what they do
  /// otherwise, and the outcome names the one that chose; `keys` says what the others do
  /// (`--bind`). `locationIsDefault` says that nothing says where the user is: the header
  /// adds "(default)" to `locationLabel`.
  public init(
    recommendations: RecommendationController, completions: CompletionController,
    makeDetails: @escaping (Completion) -> DetailResultsController, events: EventQueue, locationLabel: String,
    locationIsDefault: Bool = false,
    initialQuery: String = "", language: DisplayLanguage = .english,
    answerSource: @escaping @Sendable () -> AnswerSource? = { nil },
    preview: PreviewController? = nil, wantsPreview: Bool = false, here: Location? = nil, units: DistanceUnit = .kilometres,
    actions: ActionController? = nil, missingKindsHint: Bool = false,
    expected: ExpectedKeys = ExpectedKeys(), keys: KeyMap = .standard
  ) {
    self.expected = expected
    self.keys = keys.choosing(expected)
    typeahead = ListTypeahead(expected: expected, keys: self.keys)
    self.missingKindsHint = missingKindsHint
    self.preview = preview
    self.actions = actions
    self.wantsPreview = wantsPreview
    self.here = here
    self.units = units
    self.answerSource = answerSource
    self.recommendations = recommendations
    self.completions = completions
    self.makeDetails = makeDetails
    self.events = events
    self.locationLabel = locationLabel
    strings = UIStrings(language)
    headerLabel = locationIsDefault ? strings.byDefault(locationLabel) : locationLabel
    editor = QueryEditor()
    if !editor.insert(initialQuery) { notice = strings.queryCut(at: QueryEditor.maxLength) }
    active = recommendations
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
    let message: String? =
      if let notice {
        notice
      } else if let failure = active.failure {
        failure.description
      } else if opening != nil || typeahead.holdsEnter {
        strings.searching
      } else if !active.leftOutWords.isEmpty {
        // Rows that leave words out are never counted as matches ("1 of 1").
        strings.leftOut(active.leftOutWords)
      } else if rowsShown.isEmpty {
        active.isLoading ? strings.searching : (editor.text.isEmpty ? strings.nothingNearby : strings.noMatches)
      } else {
        nil
      }
    return ScreenState(
      query: editor, locationLabel: headerLabel, source: answerSource(), rows: rowsShown, hasMore: active.hasMore,
      selection: rowsShown.isEmpty ? nil : active.cursor.selection, scrollTop: active.cursor.scrollTop,
      mode: active.selectedMode,
      hints: hints, keys: keys, message: message,
      note: missingKindsHint && message == strings.noMatches ? strings.missingKindsNote : nil, strings: strings,
      preview: previewPane)
  }

  /// The preview of the highlighted row, when the layout shows the pane.
  private var previewPane: PreviewPane? {
    guard layout.showsPreview, let preview else { return nil }
    switch preview.subject {
    case .group(let completion):
      // How many countries and areas, only from every member (a big group's map marks its
      // first `BrailleMap.maximumMembers`).
      let everyMember = preview.members.flatMap { $0.count >= completion.placeIDs.count ? $0 : nil }
      let card = PlaceCard(group: completion, places: everyMember, strings: strings)
      return PreviewPane(
        card: card, isLoading: preview.isLoading, places: preview.members?.map(\.location) ?? [], here: here)
    case .place:
      if let failure = preview.failure {
        return PreviewPane(card: nil, isLoading: false, message: failure.description, places: [], here: here)
      }
      let card = preview.details.map {
        PlaceCard(details: $0, here: here, hereLabel: locationLabel, units: units, strings: strings, now: now)
      }
      let places = preview.details.map { [$0.place.location] } ?? []
      return PreviewPane(card: card, isLoading: preview.isLoading, places: places, here: here)
    case nil:
      return PreviewPane(card: nil, isLoading: false, places: [], here: here)
    }
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

  /// Whether the highlighted row is one place: what Ctrl-Y and Ctrl-O act on.
  private var highlightsOnePlace: Bool {
    guard case .place = active.selectedSubject else { return false }
    return true
  }

  /// Applies one key. While the terminal is too small for the list, only Esc, Ctrl-C
  /// and Ctrl-G act: nothing the user cannot see may change. A key for the list typed
  /// while it loads waits for it (`ListTypeahead`); once Enter waits (held, or a place
  /// being opened), only those three act, and they drop whatever is held. A click on a
  /// list still loading is dropped: it points at rows about to change. An expected key
  /// is Enter with a name, whatever it does otherwise.
  private func handle(_ key: KeyEvent) {
    notice = nil
    let cancels = typeahead.cancels(key)
    if cancels { _ = typeahead.take() }
    if !layout.fits && !cancels { return }
    if (typeahead.holdsEnter || opening != nil) && !cancels { return }
    if (active.isLoading || !typeahead.isEmpty) && typeahead.actsOnList(key) {
      typeahead.hold(key)
      return
    }
    if active.isLoading, case .click = key { return }
    if let name = expected.name(of: key) {
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
    let controllers: [ListController?] = [recommendations, completions, details, opening]
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
    details?.cancel()
    details = nil
    opening?.cancel()
    opening = nil
    if editor.text.trimmingCharacters(in: .whitespaces).isEmpty {
      completions.cancel()
      recommendations.cursor = ListCursor()
      active = recommendations
    } else {
      active = completions
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
    choosingKey = key
    active.choose(at: selection)
  }

  private func back() {
    if let left = details {
      left.cancel()
      details = nil
      active = completions
      return
    }
    if let stopped = opening {
      stopped.cancel()
      opening = nil
      return
    }
    finish(.cancelled)
  }

  /// Shows the places of a chosen completion as the list (Esc comes back to the
  /// completions, their selection as it was).
  func show(_ controller: DetailResultsController) {
    details = controller
    active = controller
  }

  func finish(_ result: Outcome) {
    outcome = result
  }
}
