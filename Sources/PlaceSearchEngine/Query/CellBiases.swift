/// The distance bias of each grid cell near a query's origin (`QueryOrigin.cells`), found
/// by cell number in a table of the grid rows those cells span: a scan of a range looks
/// up the cell of every place it may keep, and a dictionary cost a hash for each.
struct CellBiases {
  /// The first row the cells lie in.
  private let firstRow: Int
  /// Row after row, `IndexFormat.gridColumns` wide; NaN where no nearby cell is.
  private let biases: [Float]

  /// The table of `cells`, each with its `RankingModel.distanceBias`.
  init(_ cells: [(cell: Int, minimumKm: Float)]) {
    let rows = cells.map { $0.cell / IndexFormat.gridColumns }
    let (first, last) = (rows.min() ?? 0, rows.max() ?? -1)
    var biases = [Float](repeating: .nan, count: (last - first + 1) * IndexFormat.gridColumns)
    for (cell, minimumKm) in cells {
      biases[cell - first * IndexFormat.gridColumns] = RankingModel.distanceBias(km: minimumKm)
    }
    (firstRow, self.biases) = (first, biases)
  }

  /// The bias of grid cell `cell`; nil when it is not one of the nearby cells.
  func bias(of cell: Int) -> Float? {
    let offset = cell - firstRow * IndexFormat.gridColumns
    guard offset >= 0 && offset < biases.count else { return nil }
    let bias = biases[offset]
    return bias.isNaN ? nil : bias
  }
}
