import Foundation
import PlaceKit

/// Owns navigation: which list controller feeds the list, the query, the selection, and
/// how the search ends. Its state changes only in `update(_:)`, one event at a time;
/// a frame is a function of that state (`render()`). Controllers report to it through
/// their delegate protocols; it never asks which mode it is in, it asks the active
/// controller.
///
///     recommendations ──type──▶ completions ──⏎ group──▶ detail results
///            ◀──clear query──          ◀──────esc──────
///     ⏎ on a place, or on a completion of one place, finishes.
@MainActor
public final class SearchCoordinator {
  /// How a search ended.
  public enum Outcome: Sendable, Equatable {
    /// The user chose this place (exit status 0).
    case chosen(Place)
    /// Enter with nothing to choose: no place matched (exit status 1).
    case nothingMatched
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
  private let locationLabel: String
  /// Which source answered last (with a server), read at every frame.
  private let answerSource: @Sendable () -> AnswerSource?
  private let strings: UIStrings
  /// Said in the status line until the next key: the query was cut.
  private var notice: String?
  /// Whether an empty list says where the kinds of place the source lacks come from.
  private let missingKindsHint: Bool
  private var selection = 0
  private var scrollTop = 0
  private var completionSelection = 0

  /// A coordinator over the three controllers, which answer through `events`;
  /// `makeDetails` builds the detail controller for a chosen completion (the composition
  /// root supplies its searcher). The prompt and the status line speak `language` (see
  /// `UIStrings`); `answerSource` says which source answered last, for the header (nil:
  /// no indicator). `preview` feeds the preview pane, shown from the start when
  /// `wantsPreview`, with distances from `here` in `units`; `actions` copies and opens
  /// the highlighted place (Ctrl-Y, Ctrl-O). With `missingKindsHint`, an empty list of
  /// completions says where landmarks, stations and streets come from (the source is the
  /// embedded data).
  public init(
    recommendations: RecommendationController, completions: CompletionController,
    makeDetails: @escaping (Completion) -> DetailResultsController, events: EventQueue, locationLabel: String,
    initialQuery: String = "", language: DisplayLanguage = .english,
    answerSource: @escaping @Sendable () -> AnswerSource? = { nil },
    preview: PreviewController? = nil, wantsPreview: Bool = false, here: Location? = nil, units: DistanceUnit = .kilometres,
    actions: ActionController? = nil, missingKindsHint: Bool = false
  ) {
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
    case .key(let key): handle(key)
    case .resize(let rows, let columns): layout = ScreenLayout(rows: rows, columns: columns, preview: wantsPreview)
    case .answer(let answer): receive(answer)
    case .tick(let time): now = time
    case .acted(let outcome): notice = strings.outcome(outcome)
    case .terminalInput: break
    }
    let rows = active.rows
    keepSelectionVisible(rows)
    preview?.show(layout.showsPreview && !rows.isEmpty ? active.previewSubject(at: selection) : nil)
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
      } else if opening != nil {
        strings.searching
      } else if !leftOutWords.isEmpty {
        // Rows that leave words out are never counted as matches ("1 of 1").
        strings.leftOut(leftOutWords)
      } else if rowsShown.isEmpty {
        active.isLoading ? strings.searching : (editor.text.isEmpty ? strings.nothingNearby : strings.noMatches)
      } else {
        nil
      }
    return ScreenState(
      query: editor, locationLabel: locationLabel, source: answerSource(), rows: rowsShown, hasMore: active.hasMore,
      selection: rowsShown.isEmpty ? nil : selection, scrollTop: scrollTop, mode: active.mode(at: selection),
      hints: hints, message: message,
      note: missingKindsHint && message == strings.noMatches ? strings.missingKindsNote : nil, strings: strings,
      preview: previewPane)
  }

  /// The words of the query the active list's places leave out: the completions', or
  /// those of the group row the detail results open. Empty when they match every word.
  private var leftOutWords: [String] {
    if active === completions { return completions.leftOutWords }
    if let details, active === details { return details.completion.leftOutWords }
    return []
  }

  /// The preview of the highlighted row, when the layout shows the pane.
  private var previewPane: PreviewPane? {
    guard layout.showsPreview, let preview else { return nil }
    switch preview.subject {
    case .group(let completion):
      return PreviewPane(card: PlaceCard(group: completion, strings: strings), isLoading: false, place: nil, here: here)
    case .place:
      if let failure = preview.failure {
        return PreviewPane(card: nil, isLoading: false, message: failure.description, place: nil, here: here)
      }
      let card = preview.details.map {
        PlaceCard(details: $0, here: here, hereLabel: locationLabel, units: units, strings: strings, now: now)
      }
      return PreviewPane(card: card, isLoading: preview.isLoading, place: preview.details?.place.location, here: here)
    case nil:
      return PreviewPane(card: nil, isLoading: false, place: nil, here: here)
    }
  }

  /// The keys that act on the active list: Tab only on completions, Esc back only from
  /// detail results (it quits everywhere else), copy and open on a row of one place.
  private var hints: [KeyHint] {
    [.move, .choose] + (active === completions ? [.fill] : []) + (details == nil ? [.quit] : [.back, .interrupt])
      + (actions != nil && highlightsOnePlace ? [.copy, .open] : [])
      + (preview != nil && layout.columns >= ScreenLayout.previewMinimumColumns ? [.preview] : [])
  }

  /// Whether the highlighted row is one place: what Ctrl-Y and Ctrl-O act on.
  private var highlightsOnePlace: Bool {
    guard case .place = active.previewSubject(at: selection) else { return false }
    return true
  }

  /// Applies one key. While the terminal is too small for the list, only Esc, Ctrl-C
  /// and Ctrl-G act: nothing the user cannot see may change.
  private func handle(_ key: KeyEvent) {
    notice = nil
    if !layout.fits {
      switch key {
      case .escape, .control("c"), .control("g"): break
      default: return
      }
    }
    switch key {
    case .text(let text): insert(text)
    case .backspace, .control("h"): edit { $0.backspace() }
    case .delete, .control("d"): edit { $0.deleteForward() }
    case .control("u"): edit { $0.clear() }
    case .control("w"): edit { $0.deleteWord() }
    case .metaBackspace: edit { $0.deleteWordBackward() }
    case .meta("d"): edit { $0.deleteWordForward() }
    case .meta("b"), .controlLeft: editor.moveWordLeft()
    case .meta("f"), .controlRight: editor.moveWordRight()
    case .left, .control("b"): editor.move(by: -1)
    case .right, .control("f"): editor.move(by: 1)
    case .home, .control("a"): editor.moveToStart()
    case .end, .control("e"): editor.moveToEnd()
    case .up, .control("p"), .control("k"): moveSelection(by: -1)
    case .down, .control("n"), .control("j"): moveSelection(by: 1)
    case .pageUp: moveSelection(by: -max(1, layout.listHeight - 1))
    case .pageDown: moveSelection(by: max(1, layout.listHeight - 1))
    case .scroll(let lines): moveSelection(overPlaces: lines)
    case .click(let row, let column, let double): click(row: row, column: column, double: double)
    case .tab: fillSelectedCompletion()
    case .enter: choose()
    case .escape: back()
    case .control("c"), .control("g"): finish(.cancelled)
    case .control("y"): act(.copy)
    case .control("o"): act(.open)
    case .control("/"):
      wantsPreview.toggle()
      layout = ScreenLayout(rows: layout.rows, columns: layout.columns, preview: wantsPreview)
    case .resize, .control, .meta: break
    }
  }

  /// Copies or opens the highlighted row's place (a group's row says it needs one).
  private func act(_ action: PlaceAction) {
    guard let actions, let subject = active.previewSubject(at: selection) else { return }
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
    details?.cancel()
    details = nil
    opening?.cancel()
    opening = nil
    selection = 0
    scrollTop = 0
    if editor.text.trimmingCharacters(in: .whitespaces).isEmpty {
      completions.cancel()
      active = recommendations
    } else {
      active = completions
      completions.update(query: editor.text)
    }
  }

  private func moveSelection(by offset: Int) {
    let rows = active.rows
    guard !rows.isEmpty else { return }
    let target = min(max(0, selection + offset), rows.count - 1)
    selection = SearchCoordinator.selectable(target, in: rows, preferring: offset < 0 ? -1 : 1)
  }

  /// Moves the selection over `count` places (negative: up), not counting section titles
  /// on the way, so that each notch of the wheel moves as far in every section.
  private func moveSelection(overPlaces count: Int) {
    let rows = active.rows
    guard !rows.isEmpty else { return }
    let step = count < 0 ? -1 : 1
    var index = SearchCoordinator.selectable(min(selection, rows.count - 1), in: rows)
    var left = abs(count)
    var candidate = index + step
    while left > 0 && rows.indices.contains(candidate) {
      if !rows[candidate].isSectionTitle {
        index = candidate
        left -= 1
      }
      candidate += step
    }
    selection = index
  }

  /// The row nearest `index` that can be selected (not a section title), looking in
  /// `direction` first.
  private static func selectable(_ index: Int, in rows: [ListRow], preferring direction: Int = 1) -> Int {
    for step in [direction, -direction] {
      var candidate = index
      while rows.indices.contains(candidate) {
        if !rows[candidate].isSectionTitle { return candidate }
        candidate += step
      }
    }
    return index
  }

  private func click(row: Int, column: Int, double: Bool) {
    guard let index = layout.listIndex(row: row, column: column, scrollTop: scrollTop),
      active.rows.indices.contains(index), !active.rows[index].isSectionTitle
    else { return }
    selection = index
    if double { choose() }
  }

  /// Tab: the query becomes the name the selected row matched, which finds it again
  /// (never a title such as "서울 (Seoul)", which matches nothing).
  private func fillSelectedCompletion() {
    guard active === completions, let completion = completions.completion(at: selection) else { return }
    edit { $0.replace(with: completion.matchedName) }
  }

  private func choose() {
    let rows = active.rows
    if rows.isEmpty {
      // Nothing to choose: a finished search that matched nothing ends like fzf's.
      if !active.isLoading && !editor.text.isEmpty { finish(.nothingMatched) }
      return
    }
    selection = SearchCoordinator.selectable(min(selection, rows.count - 1), in: rows)
    active.choose(at: selection)
  }

  private func back() {
    if let left = details {
      left.cancel()
      details = nil
      active = completions
      selection = completionSelection
      return
    }
    if let stopped = opening {
      stopped.cancel()
      opening = nil
      return
    }
    finish(.cancelled)
  }

  /// Shows the places of a chosen completion as the list (Esc comes back).
  func show(_ controller: DetailResultsController) {
    completionSelection = selection
    details = controller
    active = controller
    selection = 0
    scrollTop = 0
  }

  func finish(_ result: Outcome) {
    outcome = result
  }

  private func keepSelectionVisible(_ rows: [ListRow]) {
    let count = rows.count
    selection = count == 0 ? 0 : SearchCoordinator.selectable(min(selection, count - 1), in: rows)
    // The first place of a section brings its title into view.
    let top = selection > 0 && rows[selection - 1].isSectionTitle ? selection - 1 : selection
    if top < scrollTop { scrollTop = top }
    let height = max(1, layout.listHeight)
    if selection >= scrollTop + height { scrollTop = selection - height + 1 }
    scrollTop = max(0, min(scrollTop, max(0, count - height)))
  }
}
