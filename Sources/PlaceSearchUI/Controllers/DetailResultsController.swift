import PlaceKit

/// The places a chosen completion stands for ("Springfield · 34 places").
@MainActor
public final class DetailResultsController: ListController {
  /// Hears about loaded data and choices; held weakly.
  public weak var delegate: PlaceListDelegate?
  /// The completion being drilled into.
  public let completion: Completion
  /// The places shown, best first.
  public private(set) var places: [Place] = []
  /// Never: the list asks for every place of the completion.
  public let hasMore = false
  public private(set) var isLoading = false
  public private(set) var failure: PlaceKitError?
  public var cursor = ListCursor()
  /// Move and choose where there are rows; Esc goes back to the completions, so Ctrl-C
  /// is named for quitting.
  public var keyHints: [KeyHint] { places.isEmpty ? [.back, .interrupt] : [.move, .choose, .back, .interrupt] }

  private let searcher: PlaceSearching
  private let location: Location?
  private let units: DistanceUnit
  /// The words of the rows (bearings).
  private let strings: UIStrings
  private let events: EventQueue
  /// The request for the places, until it is answered.
  private var inFlight: (id: RequestID, request: PlaceRequest)?

  /// A controller asking `searcher` for the places of `completion`; distances in
  /// `units`, rows in the words of `strings`; answers come back through `events`.
  public init(
    searcher: PlaceSearching, completion: Completion, location: Location?, units: DistanceUnit,
    strings: UIStrings = UIStrings(.english), events: EventQueue
  ) {
    self.strings = strings
    self.searcher = searcher
    self.completion = completion
    self.location = location
    self.units = units
    self.events = events
  }

  public func mode(at index: Int) -> ListMode { .places(of: completion.title) }
  /// The places' rows, built when they arrive.
  public private(set) var rows: [ListRow] = []

  /// Asks for the places.
  public func load() {
    isLoading = true
    let limit = max(1, completion.placeIDs.count)
    let (id, deliver) = events.newRequest { Answer.Payload.places($0) }
    inFlight = (id, searcher.search(.completion(completion), near: location, limit: limit, completion: deliver))
  }

  /// Cancels the request running, if any: the list is left.
  public func cancel() {
    inFlight?.request.cancel()
    inFlight = nil
    isLoading = false
  }

  public func previewSubject(at index: Int) -> PreviewSubject? {
    rows.indices.contains(index) ? rows[index].place.map { .place(id: $0.id) } : nil
  }

  /// The words of the query the group's places leave out.
  public var leftOutWords: [String] { completion.leftOutWords }

  /// Nothing: Tab fills in completions only.
  public func fillText(at index: Int) -> String? { nil }

  public func choose(at index: Int, key: String?) {
    guard rows.indices.contains(index), let place = rows[index].place else { return }
    delegate?.didSelectPlace(place, key: key)
  }

  public func receive(_ answer: Answer) -> Bool {
    guard answer.request == inFlight?.id, case .places(let result) = answer.payload else { return false }
    inFlight = nil
    isLoading = false
    switch result {
    case .success(let places):
      self.places = places
      failure = nil
    case .failure(let error):
      places = []
      failure = error
    }
    rows = places.map { ListRow(place: $0, units: units, strings: strings) }
    delegate?.didLoadData()
    return true
  }
}
