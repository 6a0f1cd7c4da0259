import PlaceKit
import PlaceKitFakes
import PlaceSearchUI

/// Lets answers delivered through `Task { @MainActor in … }` arrive.
@MainActor
func settle() async {
  for _ in 0..<20 { await Task.yield() }
}

/// Records what a controller tells its delegate.
@MainActor
final class DelegateRecorder: RecommendationControllerDelegate, CompletionControllerDelegate,
  DetailResultsControllerDelegate
{
  var loads = 0
  var places: [Place] = []
  var completions: [Completion] = []

  func didLoadData() { loads += 1 }
  func didSelectPlace(_ place: Place) { places.append(place) }
  func didSelectCompletion(_ completion: Completion) { completions.append(completion) }
}

/// Canned data for the UI tests.
enum Sample {
  static let seoul = Place.fixture("Seoul", id: "geonames:1835848", latitude: 37.566, longitude: 126.978)
  static let incheon = Place.fixture("Incheon", id: "geonames:1843564", latitude: 37.456, longitude: 126.705)
  static let springfieldMO = Place.fixture("Springfield", id: "geonames:4409896")
  static let springfieldIL = Place.fixture("Springfield", id: "geonames:4250542")

  static let seoulCompletion = Completion(
    title: "Seoul", subtitle: "Seoul, South Korea", highlights: [HighlightRange(start: 0, length: 3)],
    placeIDs: [seoul.id])
  static let springfieldGroup = Completion(
    title: "Springfield", subtitle: "Missouri, Illinois", highlights: [HighlightRange(start: 0, length: 6)],
    placeIDs: [springfieldMO.id, springfieldIL.id])
}
