/// What a cell is, for the terminal adapter to turn into colours and attributes.
public enum StyleRole: Sendable, Hashable, CaseIterable {
  /// Ordinary text.
  case plain
  /// The prompt before the query.
  case prompt
  /// Matched characters of a title.
  case match
  /// Secondary text: subtitles, the "near" label.
  case dim
  /// Distances and counts at the right edge.
  case trailing
  /// The status line.
  case status
  /// Section headings and notices ("terminal too small").
  case notice
}

/// The look of one cell: its role and whether it is on the selected row.
public struct CellStyle: Sendable, Hashable {
  public var role: StyleRole
  public var selected: Bool

  /// A style of `role`, on the selected row when `selected`.
  public init(_ role: StyleRole = .plain, selected: Bool = false) {
    self.role = role
    self.selected = selected
  }
}
