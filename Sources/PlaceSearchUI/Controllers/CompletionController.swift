import PlaceKit

/// What a `CompletionController` reports upward.
@MainActor
public protocol CompletionControllerDelegate: AnyObject {
  /// New rows are shown (an answer arrived for the latest request).
  func didLoadData()
  /// The user chose a completion (one place, or a group to open); `key` is the name of
  /// the expected key (`--expect`) that chose, nil for Enter.
  func didSelectCompletion(_ completion: Completion, key: String?)
}

/// Live completions while typing. Each keystroke asks again; an answer to an older
/// query is dropped, so the list always belongs to the latest query.
@MainActor
public final class CompletionController: ListController {
  /// Hears about loaded data and choices; held weakly.
  public weak var delegate: CompletionControllerDelegate?
  /// The completions shown, for `query`.
  public private(set) var completions: [Completion] = []
  /// The query the shown completions answer.
  public private(set) var answeredQuery = ""
  public private(set) var hasMore = false
  public private(set) var isLoading = false
  public private(set) var failure: PlaceKitError?
  public var cursor = ListCursor()
  /// Move, choose and Tab (it fills the query) where a row is selected, move alone where
  /// none is (rows that leave words out); Esc quits.
  public var keyHints: [KeyHint] {
    if completions.isEmpty { return [.quit] }
    return cursor.selection == nil ? [.move, .quit] : [.move, .choose, .fill, .quit]
  }

  private let completer: Completing
  private let location: Location?
  private let limit: Int
  private let units: DistanceUnit
  /// The words of the rows (a group's count, bearings).
  private let strings: UIStrings
  private let events: EventQueue
  /// The latest request and its query, while its answer is awaited.
  private var latest: (id: RequestID, query: String)?
  /// The request whose answer would be shown; cancelled when a newer one replaces it.
  private var inFlight: PlaceRequest?

  /// A controller showing up to `limit` rows from `completer` (it asks for one more, to
  /// know whether there are more), biased to `location`; distances in `units`, rows in the
  /// words of `strings`. Answers
  /// come back through `events`.
  public init(
    completer: Completing, location: Location?, units: DistanceUnit, strings: UIStrings = UIStrings(.english),
    limit: Int = 50, events: EventQueue
  ) {
    self.strings = strings
    self.completer = completer
    self.location = location
    self.limit = limit
    self.units = units
    self.events = events
  }

  /// The rows: a completion each, below a section title naming the words left out when
  /// no place matches every word (the rows then match without them); built when an
  /// answer arrives.
  public private(set) var rows: [ListRow] = []

  /// The words of the query the shown rows leave out: empty when they match every word.
  public var leftOutWords: [String] { completions.first?.leftOutWords ?? [] }

  /// Where the cursor starts on the rows shown: on the first, unless they leave words
  /// out, and then on none, so that Enter chooses a row only where the user moved to it.
  private var startingCursor: ListCursor { leftOutWords.isEmpty ? ListCursor() : .nothingSelected }

  /// The completion on row `index`; nil for the section title.
  public func completion(at index: Int) -> Completion? {
    rows.indices.contains(index) ? rows[index].completion : nil
  }

  /// Tab: the name row `index` matched, which finds it again (never a title such as
  /// "서울 (Seoul)", which matches nothing).
  public func fillText(at index: Int) -> String? { completion(at: index)?.matchedName }

  /// Asks for completions of `query`, the selection back at the top; an earlier request
  /// still running is cancelled, since its answer can no longer be shown.
  public func update(query: String) {
    cursor = startingCursor
    inFlight?.cancel()
    isLoading = true
    let (id, deliver) = events.newRequest { Answer.Payload.completions($0) }
    latest = (id, query)
    inFlight = completer.complete(query, near: location, limit: limit + 1, completion: deliver)
  }

  /// Cancels the request running, if any: the list is no longer shown.
  public func cancel() {
    latest = nil
    inFlight?.cancel()
    inFlight = nil
    isLoading = false
  }

  public func mode(at index: Int) -> ListMode { .completions }

  public func previewSubject(at index: Int) -> PreviewSubject? {
    guard let completion = completion(at: index) else { return nil }
    return completion.isGroup ? .group(completion) : completion.placeIDs.first.map { .place(id: $0) }
  }

  public func choose(at index: Int, key: String?) {
    guard let completion = completion(at: index) else { return }
    delegate?.didSelectCompletion(completion, key: key)
  }

  public func receive(_ answer: Answer) -> Bool {
    guard let latest, answer.request == latest.id, case .completions(let result) = answer.payload else { return false }
    self.latest = nil
    inFlight = nil
    isLoading = false
    answeredQuery = latest.query
    switch result {
    case .success(let completions):
      self.completions = Array(completions.prefix(limit))
      hasMore = completions.count > limit
      failure = nil
      cursor = startingCursor
    case .failure(let error):
      completions = []
      hasMore = false
      failure = error
    }
    let completionRows = completions.map { ListRow(completion: $0, units: units, strings: strings) }
    rows = leftOutWords.isEmpty ? completionRows : [.sectionTitle(strings.leftOut(leftOutWords))] + completionRows
    delegate?.didLoadData()
    return true
  }
}
