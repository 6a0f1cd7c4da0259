import PlaceKit
/// The index an engine answers from, replaced by one built again when a read finds it
/// damaged (`IndexDamage`).
///
/// Every call of the engine reads through `withView`: when the index it read turns out
/// damaged, the holder builds it again (once, whichever thread gets there first; the
/// others wait and use the result) and runs the call again on the new index, so the
/// caller gets the answer of an index that is whole. An engine that cannot build again
/// (one built in memory from bytes) keeps answering from what it has.
final class IndexHolder: Sendable {
  /// Builds the index again, given the damaged one; nil when it cannot (the data is gone,
  /// say), and the damaged index then stays in use.
  typealias Rebuild = @Sendable (_ damaged: PlaceIndex) -> PlaceIndex?

  private let current: Box<PlaceIndex>
  /// How many more builds may replace a damaged index: a disk that damages every index
  /// written to it must not cost a build at every keystroke.
  private let buildsLeft: Box<Int>
  private let rebuild: Rebuild?

  /// Most builds one holder makes after damage.
  static let maxRebuilds = 2

  /// Holds `index`; `rebuild`, when given, replaces it once it is found damaged.
  init(_ index: PlaceIndex, rebuild: Rebuild? = nil) {
    current = Box(index)
    buildsLeft = Box(rebuild == nil ? 0 : IndexHolder.maxRebuilds)
    self.rebuild = rebuild
  }

  /// The index in use.
  var index: PlaceIndex { current.value }

  /// Runs `body` on the index in use; when a read finds it damaged, on the index built
  /// again (see the type).
  func withView<R>(_ body: (IndexView) -> R) -> R {
    var index = current.value
    while true {
      let result = index.withView(body)
      guard index.isDamaged, let replacement = replacement(for: index) else { return result }
      index = replacement
    }
  }

  /// The index that replaces `damaged`: built now, or by the thread that got here first;
  /// nil when none can be built (after `maxRebuilds`, every damaged index gives nil, so
  /// `withView` ends).
  private func replacement(for damaged: PlaceIndex) -> PlaceIndex? {
    // One lock for the build: a second thread finding the same damage waits for it.
    buildsLeft.update { left in
      let now = current.value
      if now !== damaged { return now }
      guard left > 0, let rebuild, let rebuilt = rebuild(damaged) else {
        left = 0
        return nil
      }
      left -= 1
      current.value = rebuilt
      return rebuilt
    }
  }
}
