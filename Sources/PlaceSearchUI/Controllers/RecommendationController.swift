import PlaceKit

/// What a `RecommendationController` reports upward.
@MainActor
public protocol RecommendationControllerDelegate: AnyObject {
  /// New rows are ready.
  func didLoadData()
  /// The user chose a place.
  func didSelectPlace(_ place: Place)
}

/// The first screen: places near the current location, before anything is typed.
@MainActor
public final class RecommendationController: ListController {
  /// Hears about loaded data and choices; held weakly.
  public weak var delegate: RecommendationControllerDelegate?
  /// The places shown, best first.
  public private(set) var places: [Place] = []
  public private(set) var isLoading = false
  public private(set) var failure: PlaceKitError?
  public let modeName = "nearby"

  private let recommender: PlaceRecommending
  private let location: Location
  private let limit: Int

  /// A controller asking `recommender` for up to `limit` places near `location`.
  public init(recommender: PlaceRecommending, location: Location, limit: Int = 50) {
    self.recommender = recommender
    self.location = location
    self.limit = limit
  }

  public var rows: [ListRow] { places.map(ListRow.init(place:)) }

  /// Asks for the recommendations; the delegate hears `didLoadData` when they arrive.
  public func load() {
    isLoading = true
    recommender.recommendations(near: location, limit: limit) { result in
      Task { @MainActor [weak self] in self?.receive(result) }
    }
  }

  public func choose(at index: Int) {
    guard places.indices.contains(index) else { return }
    delegate?.didSelectPlace(places[index])
  }

  private func receive(_ result: Result<[Place], PlaceKitError>) {
    isLoading = false
    switch result {
    case .success(let places):
      self.places = places
      failure = nil
    case .failure(let error):
      places = []
      failure = error
    }
    delegate?.didLoadData()
  }
}
