import Foundation
import PlaceKit

/// The sections in grid order: what a walk of nearby places reads of each place it
/// visits (its keys, importance and area) lies in the order it visits places, one cell's
/// places after another's, most important first (`gridPlaces`).
extension IndexBuilder {
  /// Places read back and written at a time: a run of grid places in memory is written
  /// in parts of this size, so a section computed from it is never held whole.
  static let gridOrderPart = 1 << 16

  /// What is read of each place in grid order is read at random: the cores wait for
  /// their reads side by side, a share of each part apiece.
  private static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Writes each place's entry positions in the order of `gridPlaces` (`placeKeys`) and
  /// where each slot's list starts (`gridKeyStart`).
  static func putKeysInGridOrder<Sink: IndexSink>(
    _ lists: PlaceKeyLists, gridPlaces: SpillableColumn<UInt32>, into writer: inout IndexWriter<Sink>,
    spill: SpillFile
  ) throws(StorageError) {
    try writer.put(.gridKeyStart, count: gridPlaces.count + 1) { (write) throws(StorageError) in
      var start: UInt32 = 0
      try write([start])
      try forEachPart(of: gridPlaces, from: spill) { (places) throws(StorageError) in
        let counts = ParallelWork.map(places, parts: cores) { $0.map { UInt32(lists.count(of: Int($0))) } }
        try write(counts.map { count in
          start += count
          return start
        })
      }
    }
    try writer.put(.placeKeys, count: lists.totalCount) { (write) throws(StorageError) in
      try forEachPart(of: gridPlaces, from: spill) { (places) throws(StorageError) in
        try write(ParallelWork.map(places, parts: cores) { places in
          var keys: [UInt32] = []
          for place in places { keys += lists.keys(of: Int(place)) }
          return keys
        })
      }
    }
  }

  /// Writes each place's slot in `gridPlaces` (`placeGridSlot`), and each slot's place's
  /// importance and area (`gridImportance`, `gridArea`).
  static func putGridSlotColumns<Sink: IndexSink>(
    gridPlaces: SpillableColumn<UInt32>, importance: [Float], areas: SpillableColumn<UInt32>,
    into writer: inout IndexWriter<Sink>, spill: SpillFile
  ) throws(StorageError) {
    var slots = [UInt32](repeating: 0, count: gridPlaces.count)
    var slot: UInt32 = 0
    try forEachPart(of: gridPlaces, from: spill) { (places) throws(StorageError) in
      for place in places {
        slots[Int(place)] = slot
        slot += 1
      }
    }
    try writer.put(.placeGridSlot, slots)
    slots = []
    try writer.put(.gridImportance, count: gridPlaces.count) { (write) throws(StorageError) in
      try forEachPart(of: gridPlaces, from: spill) { (places) throws(StorageError) in
        try write(ParallelWork.map(places, parts: cores) { $0.map { importance[Int($0)] } })
      }
    }
    let placeAreas = try areas.all(from: spill)
    try writer.put(.gridArea, count: gridPlaces.count) { (write) throws(StorageError) in
      try forEachPart(of: gridPlaces, from: spill) { (places) throws(StorageError) in
        try write(ParallelWork.map(places, parts: cores) { $0.map { placeAreas[Int($0)] } })
      }
    }
  }

  /// Calls `body` with the grid's places in order, at most `gridOrderPart` at a time.
  private static func forEachPart(
    of gridPlaces: SpillableColumn<UInt32>, from spill: SpillFile,
    _ body: ([UInt32]) throws(StorageError) -> Void
  ) throws(StorageError) {
    try gridPlaces.forEachRun(from: spill) { (run) throws(StorageError) in
      for start in stride(from: 0, to: run.count, by: gridOrderPart) {
        try body(Array(run[start..<min(start + gridOrderPart, run.count)]))
      }
    }
  }
}
