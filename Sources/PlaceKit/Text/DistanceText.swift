/// Distances as people read them in a list.
public enum DistanceText {
  /// `km` in `unit`: one decimal under 10 ("0.5 mi"), else whole units with thousands
  /// separators ("748 mi", "1,204 km").
  public static func text(_ km: Double, in unit: DistanceUnit) -> String {
    let value = km / unit.kilometresPerUnit
    let suffix = " " + unit.rawValue
    if value < 10 { return String((value * 10).rounded() / 10) + suffix }
    return Int(value.rounded()).groupedDigits + suffix
  }

  /// Whether `km` shows as "0.0" in `unit`: a direction next to it would mean nothing
  /// (a place's bearing is already left out within `Location.sameSpotKm`, in kilometres;
  /// "0.0 mi" reaches further).
  public static func showsAsZero(_ km: Double, in unit: DistanceUnit) -> Bool {
    km / unit.kilometresPerUnit < 0.05
  }
}
