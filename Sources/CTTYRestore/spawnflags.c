#define _GNU_SOURCE
#include "spawnflags.h"

#include <spawn.h>

short ps_spawn_setsid_flag(void) { return POSIX_SPAWN_SETSID; }
