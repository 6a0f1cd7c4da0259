// Shared by the crash restore, the typeahead hold and the wake pipe (not exported to Swift).
#ifndef PLACESEARCH_HANDLERS_H
#define PLACESEARCH_HANDLERS_H

#include <stdatomic.h>

/// Installs `handler` for each of `count` signals, once (SA_RESETHAND): for all of them,
/// or with `only_default` for those still at their default action only.
void ps_catch_once(const int *signals, unsigned count, void (*handler)(int), int only_default);

// A handler runs on whichever thread the signal reaches, so a descriptor it reads is a
// C11 atomic, taken with an exchange where it must act once: lock-free atomics are
// async-signal-safe.
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "descriptors read by handlers must be lock-free atomics");

#endif
