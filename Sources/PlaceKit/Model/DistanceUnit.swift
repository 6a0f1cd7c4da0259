/// The unit distances are shown in (`placesearch config set units mi`); JSON output
/// stays in kilometres.
public enum DistanceUnit: String, Sendable, CaseIterable {
  /// Kilometres.
  case kilometres = "km"
  /// International miles (1.609344 km).
  case miles = "mi"

  /// Kilometres per unit.
  public var kilometresPerUnit: Double {
    switch self {
    case .kilometres: 1
    case .miles: 1.609344
    }
  }
}
