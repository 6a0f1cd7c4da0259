// Shared by the crash restore and the typeahead hold (not exported to Swift).
#ifndef PLACESEARCH_HANDLERS_H
#define PLACESEARCH_HANDLERS_H

/// Installs `handler` for each of `count` signals, once (SA_RESETHAND): for all of them,
/// or with `only_default` for those still at their default action only.
void ps_catch_once(const int *signals, unsigned count, void (*handler)(int), int only_default);

#endif
