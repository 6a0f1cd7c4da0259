// Typeahead before the interactive UI starts: while the index builds (or anything slow
// runs first), keys typed into the tty are kept as typed, neither echoed over the
// progress line nor turned into other keys (CR into NL, that is Ctrl-J), until curses
// reads them.
#ifndef PLACESEARCH_TYPEAHEAD_H
#define PLACESEARCH_TYPEAHEAD_H

/// Saves the mode of the tty `fd`, then clears ECHO, ICANON, ICRNL and INLCR (output
/// processing and signal keys stay as they were), and restores the saved mode before
/// the process dies of a termination signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, where
/// still at their default) or a fatal one; after Ctrl-Z and `fg` the held mode comes
/// back. Returns 0, or -1 when `fd` is no tty or this process is not in its foreground.
int ps_hold_typeahead(int fd);

/// Puts the saved mode back without discarding what was typed (TCSANOW), and disarms
/// the handlers' restore. Safe to call when nothing is held.
void ps_release_typeahead(void);

#endif
