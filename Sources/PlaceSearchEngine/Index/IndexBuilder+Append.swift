import Foundation
import PlaceKit

/// Appending: a big source is indexed a block at a time on all cores, each block's
/// builder appended to the whole one's, which moves the columns only written out at the
/// end and sorted runs of entries to a `SpillFile` as it grows.
extension IndexBuilder {
  /// Indexes `records` in parts on all cores and appends each part in order (see
  /// `append`, which `spill` and `runSize` are for); an empty builder becomes the first.
  mutating func appendInParallel(_ records: [PlaceRecord], spillingInto spill: SpillFile? = nil, runSize: Int = runSize) {
    let parts = max(1, min(2 * ProcessInfo.processInfo.activeProcessorCount, 16, records.count))
    let builders = Box<[IndexBuilder?]>(Array(repeating: nil, count: parts))
    let areaNames = self.areaNames
    ParallelWork.perform(iterations: parts) { part in
      var builder = IndexBuilder(areaNames: areaNames)
      for record in records[(records.count * part / parts)..<(records.count * (part + 1) / parts)] {
        builder.add(record)
      }
      builders.update { $0[part] = builder }
    }
    for part in 0..<parts {
      guard let built = builders.value[part] else { continue }
      builders.update { $0[part] = nil }
      if importance.isEmpty && runs.count == 0 {
        self = built
      } else {
        append(built, spillingInto: spill, runSize: runSize)
      }
    }
  }

  /// Appends the places of `other` (built in memory from a later part of the same
  /// source) after this builder's, renumbering places, keys, strings and time zones;
  /// with `spill`, the columns only written out at the end go there once their strings
  /// reach `spillSize` bytes, and the entries as a sorted run once `runSize` wait.
  mutating func append(_ other: IndexBuilder, spillingInto spill: SpillFile? = nil, runSize: Int = runSize) {
    precondition(other.runs.count == 0, "a builder is appended from memory")
    let placeBase = UInt32(importance.count)
    let keyBase = UInt32(keyBlob.count)
    let stringBase = UInt32(strings.bytes.count)
    vectors.append(contentsOf: other.vectors.elements)
    latLons.append(contentsOf: other.latLons.elements)
    gridCells += other.gridCells
    importance += other.importance
    population.append(contentsOf: other.population.elements)
    nameRefs.append(contentsOf: other.nameRefs.elements.lazy.map { $0 + stringBase })
    displayNameRefs.append(contentsOf: other.displayNameRefs.elements.lazy.map { $0 + stringBase })
    idRefs.append(contentsOf: other.idRefs.elements.lazy.map { $0 + stringBase })
    idHashes += other.idHashes
    aliasRefs += other.aliasRefs.map { $0 + stringBase }
    aliasHashes += other.aliasHashes
    aliasPlaces += other.aliasPlaces.map { $0 + placeBase }
    extentPlaces += other.extentPlaces.map { $0 + placeBase }
    extentBoxes += other.extentBoxes
    kinds.append(contentsOf: other.kinds.elements)
    features.append(contentsOf: other.features.elements.lazy.map { $0 + stringBase })
    areaLevels.append(contentsOf: other.areaLevels.elements)
    strings.append(contentsOf: other.strings)
    // The other builder's areas, renumbered into this one's.
    parents.merge(other.parents) { mine, _ in mine }
    areaPlaceNames.merge(other.areaPlaceNames) { mine, theirs in mine + theirs }
    let areaRemap = other.areaKeys.map { areaNumber($0) }
    placeAreas.append(contentsOf: other.placeAreas.elements.lazy.map { areaRemap[Int($0)] })
    countries.append(contentsOf: other.countries.elements)
    entryKeyOffset += other.entryKeyOffset.map { $0 + keyBase }
    entryKeyLength += other.entryKeyLength
    entryKind += other.entryKind
    entryPlace += other.entryPlace.map { $0 + placeBase }
    entryName += other.entryName.map { $0 + stringBase }
    keyBlob += other.keyBlob
    let zoneNames = other.timezones.sorted { $0.value < $1.value }.map(\.key)
    let remap = zoneNames.map { timezoneIndex($0) }
    timezoneIndexes.append(contentsOf: other.timezoneIndexes.elements.lazy.map { remap[Int($0)] })
    if let spill, strings.bytes.elements.count >= IndexBuilder.spillSize { spillColumns(into: spill) }
    if let spill, entryPlace.count >= runSize { spillRun(into: spill) }
  }

  /// Entries at which `append` sorts them into a run: about 60 MB of them, plus their
  /// keys; a source of the embedded data's size makes one run, at the end.
  static let runSize = 1 << 22

  /// Sorts the entries in memory into a run in `spill`, and lets them go. From the first
  /// run on, the build frees big blocks back to the system (`FreedMemory`).
  mutating func spillRun(into spill: SpillFile) {
    FreedMemory.mapLargeBlocks()
    runs.add(
      keyBlob: keyBlob, keyOffset: entryKeyOffset, keyLength: entryKeyLength, kind: entryKind, place: entryPlace,
      name: entryName, importance: importance, to: spill)
    (entryKeyOffset, entryKeyLength, entryKind, entryPlace, entryName, keyBlob) = ([], [], [], [], [], [])
  }

  /// Bytes of strings in memory at which `append` spills: a small source never spills,
  /// a big one writes in large pieces.
  static let spillSize = 1 << 25

  /// Moves the columns only written out at the end into `spill`.
  mutating func spillColumns(into spill: SpillFile) {
    vectors.spill(into: spill)
    latLons.spill(into: spill)
    population.spill(into: spill)
    nameRefs.spill(into: spill)
    displayNameRefs.spill(into: spill)
    idRefs.spill(into: spill)
    placeAreas.spill(into: spill)
    kinds.spill(into: spill)
    features.spill(into: spill)
    areaLevels.spill(into: spill)
    countries.spill(into: spill)
    timezoneIndexes.spill(into: spill)
    strings.spill(into: spill)
  }
}
