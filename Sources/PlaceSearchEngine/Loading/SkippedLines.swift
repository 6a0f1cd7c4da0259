import PlaceKit
/// Lines of a places file left out on purpose, counted by reason for one warning.
///
/// A record that is wrong on its own (a duplicate id, coordinates off the globe, a
/// population that is not a number) is skipped so the rest of a large dump stays usable;
/// a file that is not what it claims to be (wrong columns, another encoding, binary
/// data) is an error instead (see `GeoNamesParser`).
public struct SkippedLines: Sendable, Equatable {
  /// Why a line was skipped.
  public enum Reason: Int, CaseIterable, Sendable {
    /// A geonameid seen on an earlier line (the first one is kept).
    case duplicateID
    /// A geonameid that is not a number.
    case badID
    /// A latitude or longitude that is not a number or off the globe.
    case badCoordinates
    /// A population that is not a number.
    case badPopulation
    /// An empty name.
    case emptyName

    var phrase: String {
      switch self {
      case .duplicateID: return "duplicate geonameid"
      case .badID: return "geonameid not a number"
      case .badCoordinates: return "coordinates missing or out of range"
      case .badPopulation: return "population not a number"
      case .emptyName: return "empty name"
      }
    }
  }

  private var counts = [Int](repeating: 0, count: Reason.allCases.count)
  private var firstLines = [Int](repeating: 0, count: Reason.allCases.count)

  /// Nothing skipped.
  public init() {}

  /// The number of lines skipped for `reason`.
  public func count(_ reason: Reason) -> Int { counts[reason.rawValue] }

  /// The first line skipped for `reason` (0 when none).
  public func firstLine(_ reason: Reason) -> Int { firstLines[reason.rawValue] }

  /// Lines skipped for any reason.
  public var total: Int { counts.reduce(0, +) }

  /// Counts line `line` as skipped for `reason`.
  mutating func record(_ reason: Reason, line: Int) {
    counts[reason.rawValue] += 1
    noteFirst(reason, line: line)
  }

  /// Adds the lines skipped in another part of the same file.
  mutating func merge(_ other: SkippedLines) {
    for reason in Reason.allCases where other.count(reason) > 0 {
      counts[reason.rawValue] += other.count(reason)
      noteFirst(reason, line: other.firstLine(reason))
    }
  }

  private mutating func noteFirst(_ reason: Reason, line: Int) {
    let first = firstLines[reason.rawValue]
    if first == 0 || line < first { firstLines[reason.rawValue] = line }
  }

  /// "skipped 3 lines: 2 duplicate geonameid (first at line 7), 1 empty name (line 9)",
  /// or nil when nothing was skipped.
  public var summary: String? {
    guard total > 0 else { return nil }
    let parts = Reason.allCases.filter { count($0) > 0 }.map { reason in
      let count = count(reason)
      return count == 1
        ? "1 \(reason.phrase) (line \(firstLine(reason)))"
        : "\(count) \(reason.phrase) (first at line \(firstLine(reason)))"
    }
    return "skipped \(total) line\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
  }

  /// How many values `encoded` holds: a count and a first line per reason.
  static let encodedCount = 2 * Reason.allCases.count

  /// Count and first line per reason, for the index file.
  var encoded: [UInt32] {
    Reason.allCases.flatMap { [UInt32(clamping: count($0)), UInt32(clamping: firstLine($0))] }
  }

  /// The counts stored by `encoded`; nil unless `values` could have been written so: a
  /// count and a first line per reason, a first line exactly when there are lines, and
  /// the lines from the first on numbered within UInt32 (where `encoded` clamps both).
  init?(encoded values: [UInt32]) {
    guard values.count == SkippedLines.encodedCount else { return nil }
    for reason in Reason.allCases {
      let count = Int(values[2 * reason.rawValue]), first = Int(values[2 * reason.rawValue + 1])
      guard (count == 0) == (first == 0), first + count - 1 <= Int(UInt32.max) else { return nil }
      counts[reason.rawValue] = count
      firstLines[reason.rawValue] = first
    }
  }
}
