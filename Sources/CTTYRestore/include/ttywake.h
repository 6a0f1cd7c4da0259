// Wake-ups for the interactive UI's input thread, which sleeps in poll(2) on the tty
// and on a pipe: a signal handler may only write to that pipe (async-signal-safe),
// so a resize or a termination signal reaches the event loop without polling.
#ifndef PLACESEARCH_TTYWAKE_H
#define PLACESEARCH_TTYWAKE_H

/// The pipe's write end that `ps_wake` writes to (-1: none). Returns once no handler
/// still writes to the descriptor set before, so the caller may then close it.
void ps_set_wake_fd(int fd);

/// Writes one byte to the wake pipe; safe inside a signal handler on any thread.
void ps_wake(void);

/// Chains a handler to SIGWINCH that wakes the input thread after running the one
/// installed before it (curses' own, which makes the next read report the resize).
void ps_wake_on_resize(void);

/// How many bytes typed into terminal `fd` wait to be read (FIONREAD), -1 when it cannot
/// be told: lets a test see that the program on a tty has read every key sent to it.
int ps_pending_input(int fd);

#endif
