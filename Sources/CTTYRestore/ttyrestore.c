#include "ttyrestore.h"

#include "handlers.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static atomic_int restore_fd = -1;
static struct termios restore_termios;
// Two buffers: an update fills the one not in use, then publishes it, so a crash at any
// moment writes one whole sequence, the old or the new.
static char restore_sequences[2][256];
static size_t restore_lengths[2];
static int restore_current = 0;

static void restore_now(void) {
  int fd = atomic_exchange(&restore_fd, -1);
  if (fd < 0) return;
  tcsetattr(fd, TCSANOW, &restore_termios);
  int current = __atomic_load_n(&restore_current, __ATOMIC_ACQUIRE);
  if (restore_lengths[current] > 0) {
    ssize_t ignored = write(fd, restore_sequences[current], restore_lengths[current]);
    (void)ignored;
  }
}

static void fatal_signal(int number) {
  restore_now();
  signal(number, SIG_DFL);
  raise(number);
}

static void set_sequence(const char *sequence) {
  int next = 1 - __atomic_load_n(&restore_current, __ATOMIC_RELAXED);
  size_t length = strlen(sequence);
  if (length >= sizeof(restore_sequences[next])) length = sizeof(restore_sequences[next]) - 1;
  memcpy(restore_sequences[next], sequence, length);
  restore_lengths[next] = length;
  __atomic_store_n(&restore_current, next, __ATOMIC_RELEASE);
}

void ps_install_crash_restore(int fd, const char *sequence) {
  if (tcgetattr(fd, &restore_termios) != 0) return;
  set_sequence(sequence);
  atomic_store(&restore_fd, fd);
  static const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  ps_catch_once(fatal, sizeof(fatal) / sizeof(fatal[0]), fatal_signal, 0);
}

void ps_update_crash_sequence(const char *sequence) {
  if (atomic_load(&restore_fd) >= 0) set_sequence(sequence);
}

void ps_clear_crash_restore(void) { atomic_store(&restore_fd, -1); }
