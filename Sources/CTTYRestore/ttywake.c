#include "ttywake.h"

#include "handlers.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static atomic_int wake_fd = -1;
// How many `ps_wake` calls are between reading `wake_fd` and finishing their write.
static atomic_int wakers_writing = 0;
static struct sigaction previous_winch;

void ps_set_wake_fd(int fd) {
  atomic_store(&wake_fd, fd);
  // Sequentially consistent: a waker that counted itself before this store may hold the
  // old descriptor; once none does, the caller may close it.
  while (atomic_load(&wakers_writing) > 0) sched_yield();
}

void ps_wake(void) {
  int saved = errno;
  atomic_fetch_add(&wakers_writing, 1);
  int fd = atomic_load(&wake_fd);
  if (fd >= 0) {
    char byte = 'w';
    // A full pipe already holds a wake-up: nothing is lost.
    (void)!write(fd, &byte, 1);
  }
  atomic_fetch_sub(&wakers_writing, 1);
  errno = saved;
}

static void on_resize(int number, siginfo_t *info, void *context) {
  if (previous_winch.sa_flags & SA_SIGINFO) {
    if (previous_winch.sa_sigaction) previous_winch.sa_sigaction(number, info, context);
  } else if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN) {
    previous_winch.sa_handler(number);
  }
  ps_wake();
}

void ps_wake_on_resize(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_resize;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGWINCH, &action, &previous_winch);
}

int ps_pending_input(int fd) {
  int count = 0;
  return ioctl(fd, FIONREAD, &count) == 0 ? count : -1;
}
