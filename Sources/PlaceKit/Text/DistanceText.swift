/// Distances as people read them in a list.
public enum DistanceText {
  /// "0.8 km" under 10 km, else whole kilometres with thousands separators: "24 km",
  /// "1,204 km".
  public static func kilometres(_ km: Double) -> String {
    if km < 10 { return String((km * 10).rounded() / 10) + " km" }
    var digits = String(Int(km.rounded()))
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped + " km"
  }
}
