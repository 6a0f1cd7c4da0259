import PlaceKit

/// What a `SearchCoordinator` is told once, besides its controllers: where the search
/// is, how it speaks and what its keys do.
public struct SearchOptions: Sendable {
  /// What the card calls the location distances are measured from ("Seoul").
  public var locationLabel: String
  /// Whether nothing says where the user is: the header adds "(default)" to the label.
  public var locationIsDefault: Bool
  /// The query the search starts with.
  public var initialQuery: String
  /// The language of the prompt and the status line (see `UIStrings`).
  public var language: DisplayLanguage
  /// Whether the preview is shown from the start (where the terminal is wide enough).
  public var wantsPreview: Bool
  /// Where distances on the card are measured from, in `units`.
  public var here: Location?
  /// The unit of the card's distances.
  public var units: DistanceUnit
  /// Whether an empty list of completions says where landmarks, stations and streets
  /// come from (the source is the embedded data).
  public var missingKindsHint: Bool
  /// Keys that choose as Enter does, instead of what they do otherwise; the outcome
  /// names the one that chose (`--expect`).
  public var expected: ExpectedKeys
  /// What the other keys do (`--bind`).
  public var keys: KeyMap
  /// The country outlines the preview's map draws (the composition root gives the
  /// embedded ones); nil: the card has no map.
  public var outlines: WorldOutlines?

  /// Options with every default but the location's label.
  public init(
    locationLabel: String, locationIsDefault: Bool = false, initialQuery: String = "",
    language: DisplayLanguage = .english, wantsPreview: Bool = false, here: Location? = nil,
    units: DistanceUnit = .kilometres, missingKindsHint: Bool = false, expected: ExpectedKeys = ExpectedKeys(),
    keys: KeyMap = .standard, outlines: WorldOutlines? = nil
  ) {
    self.locationLabel = locationLabel
    self.locationIsDefault = locationIsDefault
    self.initialQuery = initialQuery
    self.language = language
    self.wantsPreview = wantsPreview
    self.here = here
    self.units = units
    self.missingKindsHint = missingKindsHint
    self.expected = expected
    self.keys = keys
    self.outlines = outlines
  }
}
