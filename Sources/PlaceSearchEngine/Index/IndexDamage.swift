import PlaceKit
import Synchronization

/// Whether a read of one index has found a value its file cannot hold: an offset, count
/// or number out of range, a coordinate off the globe.
///
/// The reads (`Column`, `Blob`, `IndexView`) report it and carry on with a harmless value
/// (zero, an empty slice), so a damaged file gives a wrong answer, never a crash; the
/// engine then builds the index again and answers from that (`IndexHolder`). Never
/// cleared: an index found damaged once stays so.
final class IndexDamage: Sendable {
  private let found = Atomic<Bool>(false)

  /// A number no other index of this process has: what was looked up in one index
  /// (`FavoredPlaces`) is known not to be from the one that replaced it.
  let serial = IndexDamage.serials.wrappingAdd(1, ordering: .relaxed).newValue
  private static let serials = Atomic<UInt64>(0)

  /// Whether some read has reported damage.
  var isFound: Bool { found.load(ordering: .relaxed) }

  /// Records that a read found a value out of range.
  func report() {
    found.store(true, ordering: .relaxed)
  }
}
