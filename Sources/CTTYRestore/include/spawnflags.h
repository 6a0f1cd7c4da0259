// The posix_spawn flag that starts a program in a session of its own: glibc declares it
// only under _GNU_SOURCE, which Swift's Glibc module does not define.
#ifndef PLACESEARCH_SPAWNFLAGS_H
#define PLACESEARCH_SPAWNFLAGS_H

/// POSIX_SPAWN_SETSID: the child calls setsid(2), leaving the terminal's session.
short ps_spawn_setsid_flag(void);

#endif
