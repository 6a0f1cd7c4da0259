#ifndef PLACESEARCH_TSAN_HOOKS_H
#define PLACESEARCH_TSAN_HOOKS_H

/// ThreadSanitizer cannot see inside Synchronization.Mutex on Linux (its lock is a futex
/// in the uninstrumented runtime), so accesses it guards look like races. `Box` calls
/// these around each locked access to tell ThreadSanitizer about the lock's ordering.
/// Without the ThreadSanitizer runtime they do nothing.

/// The lock at `address` was taken (everything its last holder did happened before).
void ps_tsan_acquire(void *address);
/// The lock at `address` is about to be released.
void ps_tsan_release(void *address);

#endif
