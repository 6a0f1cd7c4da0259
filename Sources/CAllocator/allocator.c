#include "allocator.h"

// Any libc header defines __GLIBC__ where the C library is glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void ps_map_blocks_from(unsigned long bytes) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, (int)bytes);
#else
  (void)bytes;
#endif
}

void ps_release_free_memory(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}
