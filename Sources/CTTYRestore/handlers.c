#include "handlers.h"

#include <signal.h>
#include <string.h>

void ps_catch_once(const int *signals, unsigned count, void (*handler)(int), int only_default) {
  for (unsigned i = 0; i < count; i++) {
    struct sigaction current;
    if (only_default && (sigaction(signals[i], NULL, &current) != 0 || current.sa_handler != SIG_DFL)) continue;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    sigaction(signals[i], &action, NULL);
  }
}
