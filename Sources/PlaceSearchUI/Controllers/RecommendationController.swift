import PlaceKit

/// What a `RecommendationController` reports upward.
@MainActor
public protocol RecommendationControllerDelegate: AnyObject {
  /// New rows are ready.
  func didLoadData()
  /// The user chose a place.
  func didSelectPlace(_ place: Place)
}

/// The first screen, before anything is typed: the places chosen recently ("Recent", at
/// most `recentLimit`) above the places near the current location ("Nearby"). Without
/// recent places the list is the nearby places alone, without section titles.
@MainActor
public final class RecommendationController: ListController {
  /// Hears about loaded data and choices; held weakly.
  public weak var delegate: RecommendationControllerDelegate?
  /// The nearby places shown, best first (recent places are not repeated here).
  public private(set) var places: [Place] = []
  /// The recent places shown, most recent first.
  public private(set) var recentPlaces: [Place] = []
  public private(set) var hasMore = false
  public private(set) var isLoading = false
  public private(set) var failure: PlaceKitError?

  private let recommender: PlaceRecommending
  private let recent: RecentPlacesProviding?
  private let location: Location
  private let limit: Int
  private let recentLimit: Int
  private let units: DistanceUnit
  private let strings: UIStrings
  /// The answers so far, shown only once both are in.
  private var nearby: [Place] = []
  private var recentAnswer: [Place] = []
  private var pending = 0

  /// A controller showing up to `limit` places near `location` from `recommender` (it
  /// asks for one more, to know whether there are more), and up to `recentLimit` recently
  /// chosen ones from `recent` (when given); distances in `units`, section titles in
  /// the language of `strings`.
  public init(
    recommender: PlaceRecommending, recent: RecentPlacesProviding? = nil, location: Location,
    limit: Int = 50, recentLimit: Int = 5, units: DistanceUnit, strings: UIStrings = UIStrings(.english)
  ) {
    self.recommender = recommender
    self.recent = recent
    self.location = location
    self.limit = limit
    self.recentLimit = recentLimit
    self.units = units
    self.strings = strings
  }

  /// "Recent", its places, "Nearby", its places; or only the nearby places.
  public var rows: [ListRow] {
    guard !recentPlaces.isEmpty else { return places.map(row) }
    return [.sectionTitle(strings.recentTitle)] + recentPlaces.map(row)
      + [.sectionTitle(strings.nearbyTitle)] + places.map(row)
  }

  /// Recent on the rows of the "Recent" section (its title included), nearby below.
  public func mode(at index: Int) -> ListMode {
    recentPlaces.isEmpty || index > recentPlaces.count ? .nearby : .recent
  }

  /// Asks for the recommendations (and recent places); the delegate hears `didLoadData`
  /// once both have arrived, so rows never shift under the selection.
  public func load() {
    isLoading = true
    pending = recent == nil ? 1 : 2
    recommender.recommendations(near: location, limit: limit + 1) { [weak self] result in
      Task { @MainActor in self?.receiveNearby(result) }
    }
    recent?.recentPlaces(near: location, limit: recentLimit) { [weak self] result in
      Task { @MainActor in self?.receiveRecent(result) }
    }
  }

  /// Chooses the place on row `index`; section titles choose nothing.
  public func choose(at index: Int) {
    let chosen: [Place?] =
      recentPlaces.isEmpty ? places : [nil] + recentPlaces + [nil] + places
    guard chosen.indices.contains(index), let place = chosen[index] else { return }
    delegate?.didSelectPlace(place)
  }

  private func row(_ place: Place) -> ListRow { ListRow(place: place, units: units) }

  private func receiveNearby(_ result: Result<[Place], PlaceKitError>) {
    switch result {
    case .success(let places):
      nearby = places
      failure = nil
    case .failure(let error):
      nearby = []
      failure = error
    }
    finishOne()
  }

  /// A failure to list recent places costs only the section, never the screen.
  private func receiveRecent(_ result: Result<[Place], PlaceKitError>) {
    recentAnswer = (try? result.get()) ?? []
    finishOne()
  }

  private func finishOne() {
    pending -= 1
    guard pending <= 0 else { return }
    isLoading = false
    recentPlaces = recentAnswer
    let recentIDs = Set(recentPlaces.map(\.id))
    places = Array(nearby.prefix(limit).filter { !recentIDs.contains($0.id) })
    hasMore = nearby.count > limit
    delegate?.didLoadData()
  }
}
