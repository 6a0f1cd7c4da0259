import Foundation
import PlaceKitFakes
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

/// A column whose older elements wait in a spill file gives back any of its elements:
/// from a piece bigger than one read of the file, from small pieces, from the elements
/// still in memory, at every boundary between them, and all of them in order.
struct SpillableColumnTests {
  @Test(arguments: [true, false])
  func elementsComeBackFromPiecesAndMemory(onDisk: Bool) async throws {
    let folder = FileManager.default.temporaryDirectory
    // A piece over `SpillFile.pieceSize` bytes, two small ones, then a tail in memory.
    let sizes = [SpillFile.pieceSize / 4 + 1_001, 3, 17]
    let tail = 5
    let all = (0..<(sizes.reduce(0, +) + tail)).map { Float($0) * 0.5 }
    let (column, spill) = await OwnThread.compute {
      let spill = SpillFile(directory: onDisk ? folder : nil)
      var column = SpillableColumn<Float>()
      var start = 0
      for size in sizes {
        column.append(contentsOf: all[start..<start + size])
        column.spill(into: spill)
        start += size
      }
      column.append(contentsOf: all[start...])
      return (column, spill)
    }
    #expect(column.count == all.count && column.pieces.count == sizes.count)
    // Every boundary: the read inside the big piece, each piece's ends, the tail's.
    var boundaries = [0, SpillFile.pieceSize / 4 - 1, SpillFile.pieceSize / 4, all.count - 1]
    var end = 0
    for size in sizes {
      end += size
      boundaries += [end - 1, end]
    }
    let indices = Array(Set(boundaries.filter { $0 < all.count })).sorted()
    let found = try await OwnThread.compute { () throws(StorageError) in
      try column.elements(at: indices, from: spill)
    }
    #expect(found == indices.map { all[$0] })
    #expect(try column.elements(at: [], from: spill).isEmpty)
    // And all of them, in order, a run at a time: the big piece in two reads.
    let (whole, runs) = try await OwnThread.compute { () throws(StorageError) in
      var runs: [Int] = []
      try column.forEachRun(from: spill) { (run) throws(StorageError) in runs.append(run.count) }
      return (try column.all(from: spill), runs)
    }
    #expect(whole == all)
    #expect(runs == [SpillFile.pieceSize / 4, 1_001, 3, 17, tail], "\(runs)")
  }
}
