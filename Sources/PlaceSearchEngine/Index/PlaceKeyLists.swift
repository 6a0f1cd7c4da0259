import Foundation
import PlaceKit

/// Each place's entry positions (where its search keys sit among the sorted entries), in
/// entry order, counted from the sorted entries' place column while an index is finished,
/// place by place; the index stores them in grid order (`IndexBuilder.putKeysInGridOrder`).
///
/// A counting sort by place in shares of places (by default one per core, at most one
/// per place): each share reads every entry and writes only its own places' lists, so
/// its writes stay in a part of the whole a fraction of its size. The shares' lists are
/// kept apart, so that the whole is never held twice.
struct PlaceKeyLists {
  /// Per share: its first place, where each of its places' lists starts in `keys` (and
  /// the end), and the lists.
  private var shares: [(firstPlace: Int, start: [UInt32], keys: [UInt32])]

  /// The lists of places `0..<placeCount`, whose entries' places are `sortedPlace`,
  /// counted in `shares` shares.
  init(sortedPlace: [UInt32], placeCount: Int, shares: Int? = nil) {
    let shareCount = max(1, min(shares ?? ProcessInfo.processInfo.activeProcessorCount, placeCount))
    let parts = Box<[(start: [UInt32], keys: [UInt32])?]>(Array(repeating: nil, count: shareCount))
    ParallelWork.perform(iterations: shareCount) { share in
      let places = PlaceKeyLists.places(of: share, shares: shareCount, placeCount: placeCount)
      // Counts, then where each list starts; each place's start, moved up as its list
      // fills, ends where the next one's starts, so one shift puts it back.
      var start = [UInt32](repeating: 0, count: places.count + 1)
      for place in sortedPlace where places.contains(Int(place)) { start[Int(place) - places.lowerBound + 1] += 1 }
      for index in 0..<places.count { start[index + 1] += start[index] }
      var keys = [UInt32](repeating: 0, count: Int(start[places.count]))
      for (position, place) in sortedPlace.enumerated() where places.contains(Int(place)) {
        let local = Int(place) - places.lowerBound
        keys[Int(start[local])] = UInt32(position)
        start[local] += 1
      }
      for index in stride(from: places.count, to: 0, by: -1) { start[index] = start[index - 1] }
      start[0] = 0
      parts.update { $0[share] = (start, keys) }
    }
    self.shares = (0..<shareCount).map { share in
      guard let part = parts.update({ $0[share].take() }) else { preconditionFailure("every share is counted") }
      return (PlaceKeyLists.places(of: share, shares: shareCount, placeCount: placeCount).lowerBound, part.start, part.keys)
    }
  }

  /// The places share `share` of `shares` counts.
  private static func places(of share: Int, shares: Int, placeCount: Int) -> Range<Int> {
    (placeCount * share / shares)..<(placeCount * (share + 1) / shares)
  }

  /// How many shares counted the lists.
  var shareCount: Int { shares.count }

  /// How many entries the lists hold.
  var totalCount: Int { shares.reduce(0) { $0 + $1.keys.count } }

  /// Place `place`'s entry positions, ascending.
  func keys(of place: Int) -> ArraySlice<UInt32> {
    // Read in place: a copy of the share would retain its arrays at every call.
    let share = shareIndex(of: place)
    let local = place - shares[share].firstPlace
    return shares[share].keys[Int(shares[share].start[local])..<Int(shares[share].start[local + 1])]
  }

  /// How many entries place `place` has.
  func count(of place: Int) -> Int {
    let share = shareIndex(of: place)
    let local = place - shares[share].firstPlace
    return Int(shares[share].start[local + 1] - shares[share].start[local])
  }

  /// The share that counted `place`: the last one whose first place is not after it.
  private func shareIndex(of place: Int) -> Int {
    var (low, high) = (0, shares.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if shares[middle].firstPlace <= place { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
