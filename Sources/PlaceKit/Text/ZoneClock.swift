import Foundation

/// What a clock in an IANA time zone shows at a moment: the local time and the offset
/// from UTC, for the preview card and `show`.
public struct ZoneClock: Sendable, Equatable {
  /// "Asia/Seoul".
  public let zone: String
  /// "14:05".
  public let time: String
  /// "+09:00", "-03:30", "+00:00".
  public let utcOffset: String
  /// "2026-11-24T14:05:09+09:00" (ISO 8601 with the offset).
  public let iso8601: String

  /// The clock of `zone` at `date`; nil when the system's time zone database does not
  /// know the zone (or the zone is empty).
  public init?(zone: String, at date: Date = Date()) {
    guard !zone.isEmpty, let timeZone = TimeZone(identifier: zone) else { return nil }
    let seconds = timeZone.secondsFromGMT(for: date)
    let (hours, minutes) = abs(seconds / 60).quotientAndRemainder(dividingBy: 60)
    let offset = (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", hours, minutes)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    self.zone = zone
    utcOffset = offset
    time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    iso8601 =
      String(
        format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
        parts.minute ?? 0, parts.second ?? 0) + offset
  }
}
