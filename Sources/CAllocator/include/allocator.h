#ifndef PLACESEARCH_ALLOCATOR_H
#define PLACESEARCH_ALLOCATOR_H

/// Has the C allocator map each block of `bytes` or more on its own and unmap it when
/// freed (glibc's M_MMAP_THRESHOLD, which otherwise rises to 32 MiB as big blocks are
/// freed, so that later ones are carved from arenas that keep their pages); does
/// nothing elsewhere.
void ps_map_blocks_from(unsigned long bytes);

/// Hands the C allocator's free pages back to the system where it can (glibc's
/// malloc_trim, which keeps them otherwise); does nothing elsewhere.
void ps_release_free_memory(void);

#endif
