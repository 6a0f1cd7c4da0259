// What glibc declares for posix_spawn only under _GNU_SOURCE, which Swift's Glibc module
// does not define: the flag that starts a program in a session of its own, and the file
// action that closes every descriptor past a number.
#ifndef PLACESEARCH_SPAWNFLAGS_H
#define PLACESEARCH_SPAWNFLAGS_H

#include <spawn.h>

/// POSIX_SPAWN_SETSID: the child calls setsid(2), leaving the terminal's session.
short ps_spawn_setsid_flag(void);

/// Adds to `actions` the closing, in the child, of every descriptor from `lowest` on
/// (glibc 2.34's posix_spawn_file_actions_addclosefrom_np); 0 on success, else an errno.
int ps_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
