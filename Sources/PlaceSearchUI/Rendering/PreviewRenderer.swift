import PlaceKit

/// Draws the preview pane where `ScreenLayout` puts it: a rule on its left, the card's
/// lines (labels in one column), then a braille map of the place (of a group's members)
/// in the rows left.
///
///     │ Name        Seoul
///     │ Other names 서울 · ソウル · 首尔
///     │ …
///     │      ⣀⡤⠤⠤⢄⡀
///     │    ⢰⠁  @   ⡇
enum PreviewRenderer {
  /// The fewest rows worth a map.
  static let minimumMapRows = 4
  /// The widest label column; longer labels are cut.
  static let maximumLabelWidth = 14

  /// What a map is drawn for: the same places, location and size draw the same map.
  private struct MapKey: Sendable, Equatable {
    let places: [Location]
    let here: Location?
    let columns: Int
    let rows: Int
  }

  /// The last map drawn: every frame draws the pane again, the map changes only with
  /// the highlighted row or the size (choosing its span draws it up to seven times).
  private static let lastMap = Box<(key: MapKey, map: BrailleMap)?>(nil)

  /// The map of one place, or of a group's members, drawn again only when it differs
  /// from the last one.
  private static func map(
    of places: [Location], here: Location?, outlines: WorldOutlines, columns: Int, rows: Int
  ) -> BrailleMap {
    let key = MapKey(places: places, here: here, columns: columns, rows: rows)
    if let last = lastMap.value, last.key == key { return last.map }
    let map =
      places.count == 1
      ? BrailleMap(around: places[0], here: here, outlines: outlines, columns: columns, rows: rows)
      : BrailleMap(members: places, here: here, outlines: outlines, columns: columns, rows: rows)
    lastMap.value = (key, map)
    return map
  }

  static func draw(_ pane: PreviewPane, into frame: inout ScreenBuffer, layout: ScreenLayout) {
    let top = ScreenLayout.listTop
    let height = layout.listHeight
    let left = layout.previewLeft + 1
    let width = layout.previewColumns - 2
    for row in top..<top + height {
      frame.write("│", row: row, column: layout.previewLeft - 1, style: CellStyle(.dim))
    }
    guard width > 0, height > 0 else { return }
    var row = top
    if let message = pane.message {
      frame.write(DisplayWidth.truncate(message, toColumns: width), row: row, column: left, style: CellStyle(.notice))
      return
    }
    guard let card = pane.card else { return }
    let labelWidth = min(maximumLabelWidth, card.lines.map { DisplayWidth.of($0.label) }.max() ?? 0)
    let valueColumn = left + labelWidth + 1
    let valueWidth = max(0, left + width - valueColumn)
    for line in card.lines where row < top + height {
      frame.write(
        DisplayWidth.truncate(line.label, toColumns: labelWidth), row: row, column: left, style: CellStyle(.dim))
      let style = CellStyle(line.field == .name ? .prompt : .plain)
      let value =
        line.cutsFromStart
        ? DisplayWidth.truncateLeading(line.value, toColumns: valueWidth)
        : DisplayWidth.truncate(line.value, toColumns: valueWidth)
      frame.write(value, row: row, column: valueColumn, style: style)
      row += 1
    }
    let mapRows = top + height - row - 1
    guard !pane.places.isEmpty, mapRows >= minimumMapRows, let outlines = pane.outlines else { return }
    let map = self.map(of: pane.places, here: pane.here, outlines: outlines, columns: width, rows: mapRows)
    for (offset, line) in map.lines.enumerated() {
      frame.write(line, row: row + 1 + offset, column: left, style: CellStyle(.dim))
      // The markers stand out from the outlines.
      for (column, character) in line.enumerated() where character == BrailleMap.placeMarker || character == BrailleMap.hereMarker {
        frame.write(String(character), row: row + 1 + offset, column: left + column, style: CellStyle(.match))
      }
    }
  }
}
