import CAllocator

/// Memory the allocator holds but no longer uses, handed back to the system where the C
/// library allows it: glibc keeps the freed pages of its per-thread arenas, and an index
/// build's phases free millions of small records made on several threads, so without
/// this the next phase's peak would stack on pages nothing uses.
enum FreedMemory {
  /// Returns the allocator's unused pages to the system (a no-op where it cannot).
  static func release() { ps_release_free_memory() }
}
