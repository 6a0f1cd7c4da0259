#include "tsanhooks.h"

// Defined by the ThreadSanitizer runtime when it is linked (swift build
// --sanitize=thread); weak, so they are null otherwise.
void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

void ps_tsan_acquire(void *address) {
  if (__tsan_acquire) __tsan_acquire(address);
}

void ps_tsan_release(void *address) {
  if (__tsan_release) __tsan_release(address);
}
