/// The selected row of a list and the first row shown: each list controller owns one
/// (as lazygit's list contexts do), so that going back to a list finds it as it was left.
/// Section titles are shown but never selected.
public struct ListCursor: Sendable, Equatable {
  /// The selected row.
  public private(set) var selection = 0
  /// The first row shown.
  public private(set) var scrollTop = 0

  /// The top of the list, nothing scrolled.
  public init() {}

  /// Moves the selection by `offset` rows (negative: up), stopping at either end and
  /// stepping over a section title in the direction of the move.
  public mutating func move(by offset: Int, in rows: [ListRow]) {
    guard !rows.isEmpty else { return }
    let target = min(max(0, selection + offset), rows.count - 1)
    selection = Self.selectable(target, in: rows, preferring: offset < 0 ? -1 : 1)
  }

  /// Moves the selection over `count` places (negative: up), not counting section titles
  /// on the way, so that each notch of the wheel moves as far in every section.
  public mutating func move(overPlaces count: Int, in rows: [ListRow]) {
    guard !rows.isEmpty else { return }
    let step = count < 0 ? -1 : 1
    var index = Self.selectable(min(selection, rows.count - 1), in: rows)
    var left = abs(count)
    var candidate = index + step
    while left > 0 && rows.indices.contains(candidate) {
      if !rows[candidate].isSectionTitle {
        index = candidate
        left -= 1
      }
      candidate += step
    }
    selection = index
  }

  /// Selects row `index` (a click); false when there is no such row or it titles a
  /// section, and the selection stays.
  public mutating func select(_ index: Int, in rows: [ListRow]) -> Bool {
    guard rows.indices.contains(index), !rows[index].isSectionTitle else { return false }
    selection = index
    return true
  }

  /// Keeps the selection on a row that can be selected and in view in a list `height`
  /// rows high: the first place of a section brings its title into view too.
  public mutating func keepVisible(in rows: [ListRow], height: Int) {
    let count = rows.count
    selection = count == 0 ? 0 : Self.selectable(min(selection, count - 1), in: rows)
    let top = selection > 0 && rows[selection - 1].isSectionTitle ? selection - 1 : selection
    if top < scrollTop { scrollTop = top }
    let height = max(1, height)
    if selection >= scrollTop + height { scrollTop = selection - height + 1 }
    scrollTop = max(0, min(scrollTop, max(0, count - height)))
  }

  /// The row nearest `index` that can be selected (not a section title), looking in
  /// `direction` first.
  static func selectable(_ index: Int, in rows: [ListRow], preferring direction: Int = 1) -> Int {
    for step in [direction, -direction] {
      var candidate = index
      while rows.indices.contains(candidate) {
        if !rows[candidate].isSectionTitle { return candidate }
        candidate += step
      }
    }
    return index
  }
}
