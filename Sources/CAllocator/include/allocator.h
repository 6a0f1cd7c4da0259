#ifndef PLACESEARCH_ALLOCATOR_H
#define PLACESEARCH_ALLOCATOR_H

/// Hands the C allocator's free pages back to the system where it can (glibc's
/// malloc_trim, which keeps them otherwise); does nothing elsewhere.
void ps_release_free_memory(void);

#endif
