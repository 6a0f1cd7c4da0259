#include "typeahead.h"

#include "handlers.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static atomic_int held_fd = -1;
static struct termios saved_mode;
static struct termios held_mode;

static void restore_held(void) {
  int fd = atomic_exchange(&held_fd, -1);
  if (fd < 0) return;
  tcsetattr(fd, TCSANOW, &saved_mode);
}

static void on_signal(int number) {
  restore_held();
  signal(number, SIG_DFL);
  raise(number);
}

// Continued after Ctrl-Z while still held: the shell may have put its own mode back.
static void on_continue(int number) {
  (void)number;
  int fd = atomic_load(&held_fd);
  if (fd >= 0) tcsetattr(fd, TCSANOW, &held_mode);
}

int ps_hold_typeahead(int fd) {
  // Only in the foreground: a background job changing the mode would stop (SIGTTOU).
  if (tcgetpgrp(fd) != getpgrp()) return -1;
  if (tcgetattr(fd, &saved_mode) != 0) return -1;
  held_mode = saved_mode;
  held_mode.c_lflag &= ~(tcflag_t)(ECHO | ICANON);
  held_mode.c_iflag &= ~(tcflag_t)(ICRNL | INLCR);
  held_mode.c_cc[VMIN] = 1;
  held_mode.c_cc[VTIME] = 0;
  atomic_store(&held_fd, fd);
  // Termination signals the user may have chosen to ignore stay so; a crash always
  // restores (as the UI's crash restore does).
  static const int termination[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
  static const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  ps_catch_once(termination, sizeof(termination) / sizeof(termination[0]), on_signal, 1);
  ps_catch_once(fatal, sizeof(fatal) / sizeof(fatal[0]), on_signal, 0);
  struct sigaction resume;
  memset(&resume, 0, sizeof(resume));
  resume.sa_handler = on_continue;
  sigemptyset(&resume.sa_mask);
  resume.sa_flags = SA_RESTART;
  sigaction(SIGCONT, &resume, NULL);
  if (tcsetattr(fd, TCSANOW, &held_mode) != 0) {
    atomic_store(&held_fd, -1);
    return -1;
  }
  return 0;
}

void ps_release_typeahead(void) { restore_held(); }
