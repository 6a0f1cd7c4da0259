import Foundation
import PlaceKit

/// The content of a place's card, as labelled lines in the UI language: what the preview
/// pane shows for the highlighted row and `placesearch show` prints.
///
/// Lines are plain data; whoever draws them aligns the labels and cuts the values to
/// its width (`DisplayWidth`). A line with nothing to say is left out (no population,
/// an unknown time zone, no current location).
public struct PlaceCard: Sendable, Equatable {
  /// What a line tells.
  public enum Field: Sendable, Hashable {
    /// The name in the display language.
    case name
    /// Names in other scripts and languages.
    case otherNames
    /// The areas the place is in, smallest first.
    case hierarchy
    /// What the place is (city, district, …).
    case kind
    /// A country's capital.
    case capital
    /// Decimal coordinates, five decimals.
    case coordinates
    /// The same coordinates in degrees, minutes and seconds (a line without a label).
    case degreesMinutesSeconds
    /// How many people live there.
    case population
    /// Its time zone, the local time there and the offset from UTC; for a country of
    /// several, the zones, most populous first (`maximumTimeZones`, then how many more).
    case timeZone
    /// Distance and bearing from the current location.
    case distance
    /// The source-qualified id.
    case source
    /// How many places a group row stands for.
    case placeCount
    /// How many countries and areas a group's places are in.
    case spread
  }

  /// One line: a label (empty for a line continuing the one above) and a value.
  public struct Line: Sendable, Equatable {
    /// What the line tells.
    public var field: Field
    /// The label in the UI language.
    public var label: String
    /// The value, one line of text.
    public var value: String
    /// Whether a value too wide for its room is cut from its start, not its end: a time
    /// zone's clock and UTC offset say more than the zone's name.
    public var cutsFromStart = false
  }

  /// The lines, top to bottom.
  public let lines: [Line]

  /// The card of one place: `details` seen from `here` (labelled `hereLabel`, e.g.
  /// "Seoul") with distances in `units`, the time zone's clock at `now`, labels and
  /// words from `strings`.
  public init(
    details: PlaceDetails, here: Location?, hereLabel: String?, units: DistanceUnit, strings: UIStrings,
    now: Date = Date()
  ) {
    let place = details.place
    var lines: [(Field, String)] = [
      (.name, place.name),
      (.otherNames, details.otherNames.joined(separator: PlaceCard.separator)),
      // The areas the list's row names, where it names any: card and row agree.
      (.hierarchy, (place.subtitleAreas.isEmpty ? details.hierarchy : place.subtitleAreas).joined(separator: PlaceCard.separator)),
      // An area's own word, as its row says it (California is a state); else by kind.
      (.kind, place.areaType ?? strings.kind(place.kind, population: place.population)),
      (.capital, details.capital ?? ""),
      (.coordinates, place.location.text),
      (.degreesMinutesSeconds, place.location.degreesMinutesSeconds),
      (.population, place.population > 0 ? place.population.groupedDigits : ""),
    ]
    if details.timeZones.count > 1 {
      let shown = details.timeZones.prefix(PlaceCard.maximumTimeZones)
      let more = details.timeZones.count - shown.count
      lines.append((.timeZone, (shown + (more > 0 ? [strings.more(more)] : [])).joined(separator: PlaceCard.separator)))
    } else if let clock = ZoneClock(zone: place.timezone, at: now) {
      lines.append((.timeZone, [clock.zone, clock.time, "UTC" + clock.utcOffset].joined(separator: PlaceCard.separator)))
    }
    if let here {
      let (km, bearing) = here.distanceAndBearing(to: place.location)
      let distance = DistanceText.text(km, in: units)
      let shownBearing = DistanceText.showsAsZero(km, in: units) ? nil : bearing
      lines.append((.distance, strings.direction(distance, shownBearing, from: hereLabel)))
    }
    lines.append((.source, place.id))
    // One zone's line ends in its clock and offset: what is cut, if anything, is its name.
    let oneZone = details.timeZones.count <= 1
    self.lines = PlaceCard.lines(lines, strings: strings).map { line in
      var line = line
      line.cutsFromStart = line.field == .timeZone && oneZone
      return line
    }
  }

  /// The card of a completion row standing for several places: its title, how many
  /// places, where (its subtitle lists their areas or countries) and, given the places
  /// (`places`, any number of them), how many countries and areas they are in.
  public init(group completion: Completion, places: [Place]? = nil, strings: UIStrings) {
    var lines: [(Field, String)] = [
      (.name, completion.title),
      (.placeCount, completion.placeIDs.count.groupedDigits),
      (.hierarchy, completion.subtitle),
    ]
    if let places, !places.isEmpty {
      let countries = Set(places.map(\.countryCode).filter { !$0.isEmpty })
      let areas = Set(places.filter { !$0.admin1.isEmpty }.map { $0.countryCode + "." + $0.admin1 })
      lines.append((.spread, strings.spread(countries: countries.count, areas: areas.count)))
    }
    self.lines = PlaceCard.lines(lines, strings: strings)
  }

  /// Between the parts of a value: "Daegu · South Korea".
  public static let separator = " · "
  /// Most time zones a country's card lists.
  public static let maximumTimeZones = 5

  /// The value of the line telling `field`, nil when the card leaves it out.
  public func value(_ field: Field) -> String? {
    lines.first { $0.field == field }?.value
  }

  /// The lines with a value, labelled.
  private static func lines(_ values: [(Field, String)], strings: UIStrings) -> [Line] {
    values.filter { !$0.1.isEmpty }.map { Line(field: $0.0, label: strings.label($0.0), value: $0.1) }
  }
}
