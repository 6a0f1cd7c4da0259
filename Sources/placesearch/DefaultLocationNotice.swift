import Foundation
import PlaceKit

/// The warning that nothing says where the user is, so places near Seoul are shown (the
/// time zone names no place in the data, or none is set). Said once per user and time
/// zone: the zone it was said for is remembered in `AppDirectories.timeZoneNoticeFile`,
/// and it is said again when the zone is another. The header says "(default)" all along.
struct DefaultLocationNotice {
  /// The system time zone's name; nil when none is set.
  let zone: String?
  /// Where the zone last warned about is remembered.
  let file: URL

  /// The notice for the system time zone, remembered in the user's state folder.
  init(zone: String? = LocationResolver().systemTimeZone(), file: URL = AppDirectories().timeZoneNoticeFile) {
    self.zone = zone
    self.file = file
  }

  /// Most bytes read from `file`: a zone name is far shorter; more is not ours.
  static let maximumBytes = 256

  /// What is said.
  var message: String {
    let reason = zone.map { "the time zone \($0) names no place in the data" } ?? "the system time zone is not set"
    return "\(reason); showing places near Seoul (choose with --near, PLACESEARCH_NEAR or `placesearch config set home`)"
  }

  /// What `file` holds for this zone: its name, or a line saying none is set.
  private var remembered: String { zone ?? "(not set)" }

  /// Says the warning unless it was said for this zone before, and remembers that it
  /// was, through `diagnostics`. A file that cannot be written costs nothing but saying
  /// it again next time.
  func sayOnce(to diagnostics: Diagnostics) {
    if let handle = try? FileHandle(forReadingFrom: file) {
      let data = (try? handle.read(upToCount: Self.maximumBytes)) ?? nil
      try? handle.close()
      if let data, String(decoding: data, as: UTF8.self) == remembered + "\n" { return }
    }
    diagnostics.warn(message)
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data((remembered + "\n").utf8).write(to: file, options: .atomic)
  }
}
