import Testing
@testable import PlaceSearchEngine

/// A nearby cell's bias is found by its number, and no other cell has one.
struct CellBiasesTests {
  @Test func eachNearbyCellHasItsBiasAndNoOtherCellHasOne() {
    let columns = IndexFormat.gridColumns
    // Cells on three rows, one at each edge of a row (the grid's seam at 180°).
    let cells: [(cell: Int, minimumKm: Float)] = [
      (120 * columns + 0, 0), (120 * columns + columns - 1, 80), (121 * columns + 5, 300), (122 * columns + 7, 990),
    ]
    let biases = CellBiases(cells)
    for (cell, minimumKm) in cells {
      #expect(biases.bias(of: cell) == RankingModel.distanceBias(km: minimumKm))
    }
    let others = [0, 119 * columns + columns - 1, 120 * columns + 1, 121 * columns + 4, 122 * columns + 8, 123 * columns]
    for cell in others { #expect(biases.bias(of: cell) == nil, "\(cell)") }
    #expect(CellBiases([]).bias(of: 0) == nil)
  }
}
