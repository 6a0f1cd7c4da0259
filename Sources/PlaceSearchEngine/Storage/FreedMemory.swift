import PlaceKit
import CAllocator
import Synchronization

/// How an index build keeps the memory it frees from staying resident, where the C
/// library allows it (glibc; elsewhere these do nothing). A build allocates and frees
/// arrays of every size on several threads, phase after phase; glibc keeps freed pages
/// in its arenas, so each phase's peak would stack on pages nothing uses any more.
enum FreedMemory {
  /// Blocks from this size up are mapped on their own and unmapped when freed.
  static let mappedBlockSize = 1 << 20

  /// Whether `mapLargeBlocks` was called: the build is big enough to hand memory back.
  private static let isHandingBack = Atomic(false)

  /// Makes every later allocation of `mappedBlockSize` or more a mapping of its own,
  /// returned to the system when freed, instead of a piece of an arena (glibc raises
  /// that threshold up to 32 MiB as big blocks are freed). Called once a build is known
  /// to be big (a big file, or entries enough for a second run): a smaller one keeps
  /// glibc's default, whose reuse of freed blocks costs no page faults.
  static func mapLargeBlocks() {
    guard !isHandingBack.exchange(true, ordering: .relaxed) else { return }
    ps_map_blocks_from(UInt(mappedBlockSize))
  }

  /// Returns the allocator's unused pages to the system, once `mapLargeBlocks` was
  /// called: a smaller build would only fault them in again.
  static func release() {
    guard isHandingBack.load(ordering: .relaxed) else { return }
    ps_release_free_memory()
  }
}
