#define _GNU_SOURCE
#include "spawnflags.h"

#include <spawn.h>

short ps_spawn_setsid_flag(void) { return POSIX_SPAWN_SETSID; }

int ps_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
