// What Swift cannot import from ncursesw directly: wide-character declarations hidden
// behind feature macros SwiftPM drops, C globals Swift 6 rejects as not concurrency-safe,
// and macros with casts.
#ifndef PLACESEARCH_CNCURSESW_SHIM_H
#define PLACESEARCH_CNCURSESW_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>

static inline WINDOW *ps_stdscr(void) { return stdscr; }
static inline int ps_colors(void) { return COLORS; }

static inline attr_t ps_a_normal(void) { return A_NORMAL; }
static inline attr_t ps_a_bold(void) { return A_BOLD; }
static inline attr_t ps_a_dim(void) { return A_DIM; }
static inline attr_t ps_a_reverse(void) { return A_REVERSE; }
static inline attr_t ps_a_underline(void) { return A_UNDERLINE; }


static inline mmask_t ps_mouse_mask(void) {
  return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline mmask_t ps_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED; }
static inline mmask_t ps_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t ps_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t ps_wheel_down(void) { return BUTTON5_PRESSED; }

/// Reads the pending mouse event: 1 with its row, column and buttons, else 0.
static inline int ps_mouse_event(int *row, int *column, mmask_t *buttons) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  *row = event.y;
  *column = event.x;
  *buttons = event.bstate;
  return 1;
}

/// The terminal's keypad-transmit sequence (smkx), or NULL: curses itself sends it only
/// at the next read after a suspension, so the first key would come in the other
/// cursor-key form.
static inline const char *ps_keypad_transmit(void) {
  char *smkx = tigetstr("smkx");
  return smkx == (char *)-1 ? NULL : smkx;
}

/// Loads the terminfo entry of `term` for the capability queries (tigetnum, tigetstr)
/// without starting curses, as inline mode draws by itself: 1 when the entry was found.
/// setupterm is declared by term.h, whose macros (`lines`, `columns`) stay out of Swift.
static inline int ps_load_terminfo(const char *term, int fd) {
  extern int setupterm(const char *, int, int *);
  int error = 0;
  return setupterm(term, fd, &error) == 0 ? 1 : 0;
}

/// The number of colours the current terminal has (terminfo `colors`; 0 when none).
static inline int ps_terminfo_colors(void) {
  int colors = tigetnum("colors");
  return colors > 0 ? colors : 0;
}

/// Whether the current terminal can move the cursor (has `cup`): without it (TERM=dumb)
/// no screen can be drawn.
static inline int ps_can_address_cursor(void) {
  const char *cup = tigetstr("cup");
  return cup != NULL && cup != (const char *)-1;
}

/// Whether the locale's character set is UTF-8.
static inline int ps_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't');
}

#endif
