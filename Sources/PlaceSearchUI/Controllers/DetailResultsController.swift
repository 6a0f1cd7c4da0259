import PlaceKit

/// What a `DetailResultsController` reports upward.
@MainActor
public protocol DetailResultsControllerDelegate: AnyObject {
  /// New rows are ready.
  func didLoadData()
  /// A place was chosen (or the completion stood for exactly one place).
  func didSelectPlace(_ place: Place)
}

/// The places a chosen completion stands for ("Springfield · 34 places"). A completion
/// that stands for one place selects it as soon as it loads.
@MainActor
public final class DetailResultsController: ListController {
  /// Hears about loaded data and choices; held weakly.
  public weak var delegate: DetailResultsControllerDelegate?
  /// The completion being drilled into.
  public let completion: Completion
  /// The places shown, best first.
  public private(set) var places: [Place] = []
  /// Never: the list asks for every place of the completion.
  public let hasMore = false
  public private(set) var isLoading = false
  public private(set) var failure: PlaceKitError?

  private let searcher: PlaceSearching
  /// The request for the places, until it is answered.
  private var inFlight: PlaceRequest?
  private let location: Location?
  private let units: DistanceUnit

  /// A controller asking `searcher` for the places of `completion`; distances in `units`.
  public init(searcher: PlaceSearching, completion: Completion, location: Location?, units: DistanceUnit) {
    self.searcher = searcher
    self.completion = completion
    self.location = location
    self.units = units
  }

  public func mode(at index: Int) -> ListMode { .places(of: completion.title) }
  public var rows: [ListRow] { places.map { ListRow(place: $0, units: units) } }

  /// Asks for the places.
  public func load() {
    isLoading = true
    let limit = max(1, completion.placeIDs.count)
    inFlight = searcher.search(.completion(completion), near: location, limit: limit) { [weak self] result in
      Task { @MainActor in self?.receive(result) }
    }
  }

  /// Cancels the request running, if any: the list is left.
  public func cancel() {
    inFlight?.cancel()
  }

  public func choose(at index: Int) {
    guard places.indices.contains(index) else { return }
    delegate?.didSelectPlace(places[index])
  }

  private func receive(_ result: Result<[Place], PlaceKitError>) {
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
    if !completion.isGroup, places.count == 1 {
      delegate?.didSelectPlace(places[0])
    } else {
      delegate?.didLoadData()
    }
  }
}
