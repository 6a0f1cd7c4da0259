import Foundation
import PlaceKit

/// Finishing: the sorts, groups and serialization of everything a builder was given.
extension IndexBuilder {
  /// Sorts, groups and serializes everything into an index file written to `sink`,
  /// reading spilled columns and runs of entries back from `spill`; the builder is used
  /// up, so every array is let go as soon as it is written. `progress` hears the phase
  /// and the share of the work done.
  consuming func finish<Sink: IndexSink>(
    into sink: Sink, sourceHash: UInt64, skipped: SkippedLines, merged: Int, spill: SpillFile,
    progress: IndexLoader.Progress? = nil
  ) throws(StorageError) -> Sink {
    let placeCount = importance.count
    let hasRuns = runs.count > 0
    // The last entries join the runs now, so that their arrays are let go before the
    // merge; before the threads below start, as a run is one stretch of the spill file.
    if hasRuns { spillRun(into: spill) }
    // Places by id hash and the spatial grid, computed beside the merge of the entries.
    // Their inputs are let go and, in a build big enough to have sorted runs, their
    // results wait in the spill file as soon as they are made: none of it is held
    // through the merge or the passes over the sorted entries after it, the build's
    // peak. (The inputs are handed over in boxes the threads empty: a closure's capture
    // would keep them for as long as the thread holds the closure.)
    let hashes = Box<[UInt64]?>(idHashes)
    idHashes = []
    let hashOrder = Background {
      var order = SpillableColumn(IndexBuilder.orderByHash(hashes.update { $0.take() } ?? []))
      if hasRuns { order.spill(into: spill) }
      return order
    }
    // The places' keys are written in the grid's order, as soon as the entries are sorted.
    let cells = Box<[UInt16]?>(gridCells)
    gridCells = []
    let gridOrder = Background { [importance] in
      let grid = IndexBuilder.spatialGrid(cells: cells.update { $0.take() } ?? [], importance: importance)
      var places = SpillableColumn(grid.places)
      if hasRuns { places.spill(into: spill) }
      return (start: grid.start, places: places)
    }
    // About the shares of the time at full scale.
    let sortingShare = 0.0...0.45
    progress?("sorting names", sortingShare.lowerBound)
    var sortingProgress: (@Sendable (Double) -> Void)?
    if let progress { sortingProgress = { progress("sorting names", sortingShare.point(at: $0)) } }
    let entries: SortedEntries
    do {
      entries = try runs.sorted(
        lastKeyBlob: keyBlob, keyOffset: entryKeyOffset, keyLength: entryKeyLength, kind: entryKind,
        place: entryPlace, name: entryName, importance: importance, spill: spill, progress: sortingProgress)
    } catch {
      // Nothing is left running when the build fails.
      _ = (hashOrder.take(), gridOrder.take())
      throw error
    }
    progress?("writing the index", sortingShare.upperBound)
    let idOrder = hashOrder.take()
    (entryKeyOffset, entryKeyLength, entryKind, entryPlace, entryName) = ([], [], [], [], [])
    let entryCount = entries.place.count
    keyBlob = entries.keyBlob
    let (sortedKeyOffset, sortedKeyLength, sortedKind, sortedPlace, sortedName) = (
      entries.keyOffset, entries.keyLength, entries.kind, entries.place, entries.name
    )
    _ = consume entries
    let grid = gridOrder.take()
    // The merge's and the grid's threads leave free pages in their arenas (about 110 MB
    // at 13 million rows): handed back before the key lists, the next peak, are counted.
    FreedMemory.release()
    // Each array goes to the writer as soon as nothing later reads it, and is let go.
    var writer = try IndexWriter(into: sink)
    let keyLists = PlaceKeyLists(sortedPlace: sortedPlace, placeCount: placeCount)
    try IndexBuilder.putKeysInGridOrder(keyLists, gridPlaces: grid.places, into: &writer, spill: spill)
    _ = consume keyLists
    try writer.put(.gridStart, grid.start)
    try writer.put(.gridPlaces, grid.places, from: spill)
    progress?("writing the index", 0.55)

    // The passes over the sorted entries are independent of one another and of every
    // column written meanwhile: they run in the background, shared out over the cores,
    // while this thread writes. (The arrays they read are let go when they are done.)
    let passes = Background { [keyBlob, importance, vectors] in
      let nodes = Box<NodeCollector?>(nil)
      let groups = Box<TitleGroups?>(nil)
      let sections = Box<Result<[UInt8], StorageError>?>(nil)
      ParallelWork.perform(iterations: 3) { task in
        switch task {
        case 0:
          var collector = NodeCollector(
            keyBlob: keyBlob, keyOffset: sortedKeyOffset, keyLength: sortedKeyLength, kind: sortedKind,
            place: sortedPlace, importance: importance)
          collector.collect(lo: 0, hi: entryCount, depth: 0)
          nodes.value = collector
        case 1:
          groups.value = IndexBuilder.titleGroups(
            keyBlob: keyBlob, keyOffset: sortedKeyOffset, keyLength: sortedKeyLength, kind: sortedKind,
            place: sortedPlace, importance: importance)
        default:
          sections.value = Result { () throws(StorageError) in
            try CitySections.flags(
              keyBlob: keyBlob, keyOffset: sortedKeyOffset, keyLength: sortedKeyLength, kind: sortedKind,
              place: sortedPlace, importance: importance
            ) { (places) throws(StorageError) in
              try vectors.elements(at: places.flatMap { [3 * $0, 3 * $0 + 1, 3 * $0 + 2] }, from: spill)
            }
          }
        }
      }
      guard let collected = nodes.value, let titleGroups = groups.value, let placeSections = sections.value
      else {
        preconditionFailure("every index part is built")
      }
      return FinishingPasses(
        nodeLists: collected.orderedByRange(), titleGroups: titleGroups, placeSections: placeSections)
    }
    do {
      try writer.put(.entryKeyOffset, sortedKeyOffset)
      try writer.put(.entryKeyLength, sortedKeyLength)
      try writer.put(.entryKind, sortedKind)
      try writer.put(.entryPlace, sortedPlace)
      try writer.put(.entryName, sortedName, from: spill)
      try writer.put(.keyBlob, keyBlob)
      keyBlob = []
      progress?("writing the index", 0.7)
      let aliasOrder = IndexBuilder.orderByHash(aliasHashes)
      try writer.put(.aliasID, aliasOrder.map { aliasRefs[Int($0)] })
      try writer.put(.aliasPlace, aliasOrder.map { aliasPlaces[Int($0)] })
      let otherNames = AreaQualifierNames(areaNames: areaNames, placeNames: areaPlaceNames)
      let qualifiers = AreaQualifierTable(
        namesByArea: areaKeys.map { [areaNames, parents] in
          $0.qualifierNames(areaNames: areaNames, otherNames: otherNames, parents: parents)
        })
      try writer.put(.qualifierKeyOffset, qualifiers.keyOffset)
      try writer.put(.qualifierKeyLength, qualifiers.keyLength)
      try writer.put(.qualifierArea, qualifiers.area)
      try writer.put(.qualifierKeyBlob, qualifiers.keyBlob)
      try writer.put(.placeVector, vectors, from: spill)
      try writer.put(.placeLatLon, latLons, from: spill)
      try writer.put(.placeImportance, importance)
      try writer.put(.placePopulation, population, from: spill)
      try writer.put(.placeName, nameRefs, from: spill)
      try writer.put(.placeDisplayName, displayNameRefs, from: spill)
      try writer.put(.placeID, idRefs, from: spill)
      try writer.put(.placeArea, placeAreas, from: spill)
      try writer.put(.placeKind, kinds, from: spill)
      try writer.put(.placeAreaLevels, areaLevels, from: spill)
      try writer.put(.placeFeature, features, from: spill)
      try writer.put(.placeCountry, countries, from: spill)
      try writer.put(.placeTimezone, timezoneIndexes, from: spill)
      let areas = namedAreas()
      try writer.put(.areaSubtitle, areas.subtitle)
      try writer.put(.areaAdmin1, areas.admin1)
      try writer.put(.areaHierarchy, areas.hierarchy)
      try writer.put(.strings, strings.bytes, from: spill)
      try writer.put(.timezones, timezoneRefs)
      try writer.put(.mergedPlaces, [UInt32(clamping: merged)])
      try writer.put(.skippedLines, skipped.encoded)
      try writer.put(.extentPlace, extentPlaces)
      try writer.put(.extentBox, extentBoxes)
      progress?("writing the index", 0.9)
    } catch {
      // Nothing is left running when the build fails.
      _ = passes.take()
      throw error
    }

    let finished = passes.take()
    try writer.put(.nodeRange, finished.nodeLists.ranges)
    try writer.put(.nodeListStart, finished.nodeLists.listStart)
    try writer.put(.nodeLists, finished.nodeLists.lists)
    try writer.put(.placeGroup, finished.titleGroups.placeGroup)
    try writer.put(.groupStart, finished.titleGroups.start)
    try writer.put(.groupMembers, finished.titleGroups.members)
    try writer.put(.idOrder, idOrder, from: spill)
    try writer.put(.placeSection, try finished.placeSections.get())
    _ = consume finished
    try IndexBuilder.putGridSlotColumns(
      gridPlaces: grid.places, importance: importance, areas: placeAreas, into: &writer, spill: spill)
    return try writer.finish(sourceHash: sourceHash)
  }

  /// The names of every area in every language, interned in the strings: per area and
  /// language its subtitle and admin1 name, and `IndexFormat.hierarchyDepth` parts of
  /// its hierarchy. Built once for the whole index, not per block of places.
  private mutating func namedAreas() -> (subtitle: [UInt32], admin1: [UInt32], hierarchy: [UInt32]) {
    var names: (subtitle: [UInt32], admin1: [UInt32], hierarchy: [UInt32]) = ([], [], [])
    for area in areaKeys {
      let admin1 = areaNames.admin1["\(area.country).\(area.admin1)"]
      for language in DisplayLanguage.allCases {
        let admin1Name = admin1?.name(in: language) ?? ""
        names.admin1.append(strings.intern(admin1Name))
        let parts =
          area.ownLevel == 0 ? [] : area.hierarchy(admin1: admin1Name, language: language, areaNames: areaNames, parents: parents)
        names.subtitle.append(strings.intern(area.subtitle(parts: parts, language: language)))
        for slot in 0..<IndexFormat.hierarchyDepth {
          names.hierarchy.append(strings.intern(slot < parts.count ? parts[slot] : ""))
        }
      }
    }
    return names
  }
}
