import Foundation
import PlaceKit

extension PreviewController {
  /// The pane for what the preview shows now: a place's card (distances from `here`,
  /// called `hereLabel`, in `units`; its clock at `now`) or a group's, with the map (over
  /// `outlines`) of every place it has; an error in place of the card when the details
  /// failed.
  func pane(
    here: Location?, hereLabel: String, units: DistanceUnit, strings: UIStrings, now: Date, outlines: WorldOutlines?
  ) -> PreviewPane {
    switch subject {
    case .group(let completion):
      // How many countries and areas, only from every member (a big group's map marks its
      // first `BrailleMap.maximumMembers`).
      let everyMember = members.flatMap { $0.count >= completion.placeIDs.count ? $0 : nil }
      let card = PlaceCard(group: completion, places: everyMember, strings: strings)
      return PreviewPane(
        card: card, isLoading: isLoading, places: members?.map(\.location) ?? [], here: here, outlines: outlines)
    case .place:
      if let failure {
        return PreviewPane(card: nil, isLoading: false, message: failure.description, places: [], here: here)
      }
      let card = details.map {
        PlaceCard(details: $0, here: here, hereLabel: hereLabel, units: units, strings: strings, now: now)
      }
      return PreviewPane(
        card: card, isLoading: isLoading, places: details.map { [$0.place.location] } ?? [], here: here,
        outlines: outlines)
    case nil:
      return PreviewPane(card: nil, isLoading: false, places: [], here: here)
    }
  }
}
