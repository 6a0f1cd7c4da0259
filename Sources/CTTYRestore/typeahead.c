#include "typeahead.h"

#include "handlers.h"

#include <signal.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t held_fd = -1;
static struct termios saved_mode;

static void restore_held(void) {
  int fd = held_fd;
  if (fd < 0) return;
  held_fd = -1;
  tcsetattr(fd, TCSANOW, &saved_mode);
}

static void on_signal(int number) {
  restore_held();
  signal(number, SIG_DFL);
  raise(number);
}

int ps_hold_typeahead(int fd) {
  struct termios mode;
  if (tcgetattr(fd, &saved_mode) != 0) return -1;
  mode = saved_mode;
  held_fd = fd;
  static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  ps_catch_once(signals, sizeof(signals) / sizeof(signals[0]), on_signal, 1);
  mode.c_lflag &= ~(tcflag_t)(ECHO | ICANON);
  mode.c_iflag &= ~(tcflag_t)(ICRNL | INLCR);
  mode.c_cc[VMIN] = 1;
  mode.c_cc[VTIME] = 0;
  if (tcsetattr(fd, TCSANOW, &mode) != 0) {
    held_fd = -1;
    return -1;
  }
  return 0;
}

void ps_release_typeahead(void) { restore_held(); }
