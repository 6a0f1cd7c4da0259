/// Coordinates as people read them on a map: degrees, minutes and seconds with the
/// hemisphere ("37°33′58″N 126°58′41″E").
extension Location {
  /// "37°33′58″N 126°58′41″E": whole seconds, rounded (59.6″ carries into the minute).
  public var degreesMinutesSeconds: String {
    Location.dms(latitude, positive: "N", negative: "S") + " " + Location.dms(longitude, positive: "E", negative: "W")
  }

  private static func dms(_ value: Double, positive: String, negative: String) -> String {
    let totalSeconds = Int((abs(value) * 3600).rounded())
    let (degrees, rest) = totalSeconds.quotientAndRemainder(dividingBy: 3600)
    let (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
    let hemisphere = totalSeconds == 0 ? "" : (value < 0 ? negative : positive)
    return "\(degrees)°\(String(format: "%02d", minutes))′\(String(format: "%02d", seconds))″\(hemisphere)"
  }
}
