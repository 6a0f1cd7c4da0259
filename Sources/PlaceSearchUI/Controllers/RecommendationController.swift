import PlaceKit

/// The first screen, before anything is typed: the places chosen recently ("Recent", at
/// most `recentLimit`) above the places near the current location ("Nearby"). Without
/// recent places the list is the nearby places alone, without section titles.
@MainActor
public final class RecommendationController: ListController {
  /// Hears about loaded data and choices; held weakly.
  public weak var delegate: PlaceListDelegate?
  /// The nearby places shown, best first (recent places are not repeated here).
  public private(set) var places: [Place] = []
  /// The recent places shown, most recent first.
  public private(set) var recentPlaces: [Place] = []
  public private(set) var hasMore = false
  public private(set) var isLoading = false
  public private(set) var failure: PlaceKitError?
  public var cursor = ListCursor()
  /// Nothing: recommendations answer no query.
  public let leftOutWords: [String] = []
  /// Move and choose where there are rows; Esc quits (there is no step back from the
  /// first screen).
  public var keyHints: [KeyHint] { places.isEmpty && recentPlaces.isEmpty ? [.quit] : [.move, .choose, .quit] }

  private let recommender: PlaceRecommending
  private let recent: RecentPlacesProviding?
  private let location: Location
  private let limit: Int
  private let recentLimit: Int
  private let units: DistanceUnit
  private let strings: UIStrings
  private let events: EventQueue
  /// The answers so far, shown only once both are in.
  private var nearby: [Place] = []
  private var recentAnswer: [Place] = []
  /// The requests still unanswered.
  private var nearbyRequest: RequestID?
  private var recentRequest: RequestID?

  /// A controller showing up to `limit` places near `location` from `recommender` (it
  /// asks for one more, to know whether there are more), and up to `recentLimit` recently
  /// chosen ones from `recent` (when given); distances in `units`, section titles in
  /// the language of `strings`; answers come back through `events`.
  public init(
    recommender: PlaceRecommending, recent: RecentPlacesProviding? = nil, location: Location,
    limit: Int = 50, recentLimit: Int = 5, units: DistanceUnit, strings: UIStrings = UIStrings(.english),
    events: EventQueue
  ) {
    self.events = events
    self.recommender = recommender
    self.recent = recent
    self.location = location
    self.limit = limit
    self.recentLimit = recentLimit
    self.units = units
    self.strings = strings
  }

  /// "Recent", its places, "Nearby", its places; or only the nearby places: built when
  /// both answers are in.
  public private(set) var rows: [ListRow] = []

  /// Recent on the rows of the "Recent" section (its title included), nearby below.
  public func mode(at index: Int) -> ListMode {
    recentPlaces.isEmpty || index > recentPlaces.count ? .nearby : .recent
  }

  /// Asks for the recommendations (and recent places); the rows change (and the
  /// delegate hears `didLoadData`) once both have arrived, so they never shift under the
  /// selection.
  public func load() {
    isLoading = true
    let (nearbyID, deliverNearby) = events.newRequest { Answer.Payload.places($0) }
    nearbyRequest = nearbyID
    recommender.recommendations(near: location, limit: limit + 1, completion: deliverNearby)
    if let recent {
      let (recentID, deliverRecent) = events.newRequest { Answer.Payload.places($0) }
      recentRequest = recentID
      recent.recentPlaces(near: location, limit: recentLimit, completion: deliverRecent)
    }
  }

  /// Chooses the place on row `index`; section titles choose nothing.
  public func choose(at index: Int, key: String?) {
    guard let place = place(at: index) else { return }
    delegate?.didSelectPlace(place, key: key)
  }

  public func previewSubject(at index: Int) -> PreviewSubject? {
    place(at: index).map { .place(id: $0.id) }
  }

  /// Nothing: Tab fills in completions only.
  public func fillText(at index: Int) -> String? { nil }

  /// The place on row `index`; nil for a section title.
  private func place(at index: Int) -> Place? {
    rows.indices.contains(index) ? rows[index].place : nil
  }

  private func row(_ place: Place) -> ListRow { ListRow(place: place, units: units, strings: strings) }

  public func receive(_ answer: Answer) -> Bool {
    guard case .places(let result) = answer.payload else { return false }
    switch answer.request {
    case nearbyRequest:
      nearbyRequest = nil
      switch result {
      case .success(let places):
        nearby = places
        failure = nil
      case .failure(let error):
        nearby = []
        failure = error
      }
    case recentRequest:
      // A failure to list recent places costs only the section, never the screen.
      recentRequest = nil
      recentAnswer = (try? result.get()) ?? []
    default:
      return false
    }
    if nearbyRequest == nil && recentRequest == nil { show() }
    return true
  }

  private func show() {
    isLoading = false
    recentPlaces = recentAnswer
    let recentIDs = Set(recentPlaces.map(\.id))
    places = Array(nearby.prefix(limit).filter { !recentIDs.contains($0.id) })
    rows =
      recentPlaces.isEmpty
      ? places.map(row)
      : [.sectionTitle(strings.recentTitle)] + recentPlaces.map(row) + [.sectionTitle(strings.nearbyTitle)]
        + places.map(row)
    hasMore = nearby.count > limit
    delegate?.didLoadData()
  }
}
