/// The selected row of a list and the first row shown: each list controller owns one
/// (as lazygit's list contexts do), so that going back to a list finds it as it was left.
/// Section titles are shown but never selected. A list whose rows only partly match
/// its query starts with nothing selected (`nothingSelected`), so that Enter never
/// chooses a row the user did not move to.
public struct ListCursor: Sendable, Equatable {
  /// The selected row; nil while nothing is.
  public private(set) var selection: Int? = 0
  /// The first row shown.
  public private(set) var scrollTop = 0

  /// The top of the list, nothing scrolled; its first row that can be selected is.
  public init() {}

  /// The top of the list with nothing selected, until a move down or a click selects a
  /// row.
  public static var nothingSelected: ListCursor {
    var cursor = ListCursor()
    cursor.selection = nil
    return cursor
  }

  /// Moves the selection by `offset` rows (negative: up), stopping at either end and
  /// stepping over a section title in the direction of the move. With nothing selected,
  /// a move down counts from above the first row and a move up selects nothing.
  public mutating func move(by offset: Int, in rows: [ListRow]) {
    guard !rows.isEmpty, selection != nil || offset > 0 else { return }
    let target = min(max(0, (selection ?? -1) + offset), rows.count - 1)
    selection = Self.selectable(target, in: rows, preferring: offset < 0 ? -1 : 1)
  }

  /// Moves the selection over `count` places (negative: up), not counting section titles
  /// on the way, so that each notch of the wheel moves as far in every section. With
  /// nothing selected, the wheel down selects from the first place on.
  public mutating func move(overPlaces count: Int, in rows: [ListRow]) {
    guard !rows.isEmpty else { return }
    guard let selection else {
      if count > 0 { move(by: 1, in: rows) }
      if count > 1 { move(overPlaces: count - 1, in: rows) }
      return
    }
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
    self.selection = index
  }

  /// Selects row `index` (a click); false when there is no such row or it titles a
  /// section, and the selection stays.
  public mutating func select(_ index: Int, in rows: [ListRow]) -> Bool {
    guard rows.indices.contains(index), !rows[index].isSectionTitle else { return false }
    selection = index
    return true
  }

  /// Keeps the selection on a row that can be selected and in view in a list `height`
  /// rows high: the first place of a section brings its title into view too. Nothing
  /// selected stays so.
  public mutating func keepVisible(in rows: [ListRow], height: Int) {
    let count = rows.count
    let height = max(1, height)
    if let selection {
      let selected = count == 0 ? 0 : Self.selectable(min(selection, count - 1), in: rows)
      self.selection = selected
      let top = selected > 0 && rows[selected - 1].isSectionTitle ? selected - 1 : selected
      if top < scrollTop { scrollTop = top }
      if selected >= scrollTop + height { scrollTop = selected - height + 1 }
    }
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
