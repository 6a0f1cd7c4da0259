import PlaceKit

/// How many rows the interactive search takes (`--height`, the shell binding's `height`
/// setting, `PLACESEARCH_HEIGHT`): the whole screen, or a region of N rows or N% of the
/// terminal below the cursor (fzf's inline mode, the screen above left as it was).
public enum SearchHeight: Sendable, Hashable, TextPreferenceValue {
  /// The alternate screen, all of it.
  case full
  /// This many rows (at least `minimumRows`).
  case rows(Int)
  /// This share of the terminal's rows, 1 to 100.
  case percent(Int)

  /// The fewest rows the layout can show a list in; a region is never smaller (unless
  /// the terminal is).
  public static let minimumRows = 5

  /// The height `text` stands for: `full`, `N` (from 5 rows) or `N%` (1–100); nil
  /// otherwise.
  public init?(_ text: String) {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    if text == "full" {
      self = .full
    } else if text.hasSuffix("%"), let share = Int(text.dropLast()), text.first != "+", (1...100).contains(share) {
      self = .percent(share)
    } else if let rows = Int(text), text.first != "+", rows >= Self.minimumRows, rows <= 10_000 {
      self = .rows(rows)
    } else {
      return nil
    }
  }

  /// The rows the search takes on a terminal of `terminalRows` rows: nil for the whole
  /// screen, else the region's height (at least `minimumRows`, at most the terminal).
  public func regionRows(terminalRows: Int) -> Int? {
    let wanted: Int
    switch self {
    case .full: return nil
    case .rows(let rows): wanted = rows
    case .percent(let share): wanted = terminalRows * share / 100
    }
    return max(1, min(terminalRows, max(Self.minimumRows, wanted)))
  }

  /// `full`, `N` or `N%`.
  public var displayText: String {
    switch self {
    case .full: "full"
    case .rows(let rows): String(rows)
    case .percent(let share): "\(share)%"
    }
  }

  /// What `parse` accepts.
  public static var acceptedValues: String { "full, a number of rows from \(minimumRows) (e.g. 10), or a percentage (e.g. 40%)" }
}
