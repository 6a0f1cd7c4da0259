// Crash restore for the interactive UI: on a fatal signal (a Swift runtime trap is
// SIGILL or SIGTRAP), put the tty back the way it was with async-signal-safe calls only
// (tcsetattr, write), then die of the same signal. In C because a signal handler may
// touch nothing else.
#ifndef PLACESEARCH_TTYRESTORE_H
#define PLACESEARCH_TTYRESTORE_H

/// Saves the tty's current mode and the bytes that leave a full-screen program
/// (alternate screen off, cursor on, mouse reports off), and installs the handlers.
void ps_install_crash_restore(int fd, const char *sequence);

/// Replaces the bytes written on a crash (inline mode: where its region is now), keeping
/// the saved mode; nothing happens when the restore is not armed.
void ps_update_crash_sequence(const char *sequence);

/// Disarms it once the terminal has been restored the ordinary way.
void ps_clear_crash_restore(void);

#endif
