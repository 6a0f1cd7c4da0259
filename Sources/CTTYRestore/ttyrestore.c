#include "ttyrestore.h"

#include "handlers.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t restore_fd = -1;
static struct termios restore_termios;
static char restore_sequence[256];
static volatile size_t restore_length = 0;

static void restore_now(void) {
  int fd = restore_fd;
  if (fd < 0) return;
  restore_fd = -1;
  tcsetattr(fd, TCSANOW, &restore_termios);
  if (restore_length > 0) {
    ssize_t ignored = write(fd, restore_sequence, restore_length);
    (void)ignored;
  }
}

static void fatal_signal(int number) {
  restore_now();
  signal(number, SIG_DFL);
  raise(number);
}

static void set_sequence(const char *sequence) {
  size_t length = strlen(sequence);
  if (length >= sizeof(restore_sequence)) length = sizeof(restore_sequence) - 1;
  // A crash while the bytes change writes none rather than half of them.
  restore_length = 0;
  memcpy(restore_sequence, sequence, length);
  restore_length = length;
}

void ps_install_crash_restore(int fd, const char *sequence) {
  if (tcgetattr(fd, &restore_termios) != 0) return;
  set_sequence(sequence);
  restore_fd = fd;
  static const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  ps_catch_once(fatal, sizeof(fatal) / sizeof(fatal[0]), fatal_signal, 0);
}

void ps_update_crash_sequence(const char *sequence) {
  if (restore_fd >= 0) set_sequence(sequence);
}

void ps_clear_crash_restore(void) { restore_fd = -1; }
